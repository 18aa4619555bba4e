/**
 * Runs `fn` when the browser is idle (at the latest after two seconds), or soon after where
 * requestIdleCallback is missing. Returns the cancel: for an effect's cleanup.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 200)
  return () => window.clearTimeout(id)
}
