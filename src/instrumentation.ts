/** Next's start-up hook: starts the CMS job ticker in the Node.js server (not during `next build`). */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are Next's own markers, inlined per runtime; they are not settings.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Route handlers get no socket: stamp the peer address for clientAddress() (lib/http), and serve
  // /_ipx/ ahead of Next's router (see lib/http/socket-address.ts and features/images/README.md).
  const { installSocketAddressStamp, registerFrontRoute } = await import('./lib/http/socket-address')
  installSocketAddressStamp()
  const { handleImageRequest } = await import('./features/images/node-handler')
  registerFrontRoute('/_ipx/', handleImageRequest)
  const port = process.env.PORT
  if (!port) return
  const { startJobTicker } = await import('./lib/jobs-ticker')
  startJobTicker(port)
}
