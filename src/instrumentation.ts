/** Next's start-up hook: starts the CMS job ticker in the Node.js server (not during `next build`). */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own markers, inlined per runtime; they are not settings.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Client addresses for rate limits: the socket address, stamped before Next sees each request.
  const { installPeerAddressHeader } = await import('./lib/client-address')
  installPeerAddressHeader()
  const port = process.env.PORT
  if (!port) return
  const { startJobTicker } = await import('./lib/jobs-ticker')
  startJobTicker(port)
}
