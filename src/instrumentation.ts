/** Next's start-up hook: guards the Node.js server's front door and starts the CMS job ticker (not during `next build`). */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own markers, inlined per runtime; they are not settings.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Refuses what Next would answer with a 500 (unsupported methods, bad percent-encoding, a garbage
  // router-state header) before any routing: src/lib/http/front-door.ts.
  const http = await import('node:http')
  const { installFrontDoor } = await import('./lib/http/front-door')
  installFrontDoor(http.Server.prototype)
  const port = process.env.PORT
  if (!port) return
  const { startJobTicker } = await import('./lib/jobs-ticker')
  startJobTicker(port)
}
