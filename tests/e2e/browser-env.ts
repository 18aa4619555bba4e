/**
 * The environment Chromium is launched with. Under Debian's faketime (scripts/another-day.mjs) the server and the test
 * runner live on the other day, but Chromium does not: a faked wall clock stalled its frames (every screenshot test
 * timed out), so its environment drops faketime's preload. Pages are rendered by the server, so what they show follows
 * the server's day (decision T7).
 */
export function browserEnv(extra: Record<string, string> = {}): Record<string, string> | undefined {
  if (!process.env.FAKETIME && Object.keys(extra).length === 0) return undefined
  return { ...(process.env as Record<string, string>), ...(process.env.FAKETIME ? { LD_PRELOAD: '', FAKETIME: '' } : {}), ...extra }
}
