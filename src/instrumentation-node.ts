/** Guards the Node.js server's front door and starts the CMS job ticker (from instrumentation.ts, on the Node.js server only). */
export async function registerNodeServer() {
  // Route handlers get no socket: stamp the peer address for clientAddress() (lib/http), and serve
  // /_ipx/ and /api/contact/ ahead of Next's router (see lib/http/socket-address.ts,
  // features/images/README.md and features/contact/README.md).
  const http = await import('node:http')
  const { installSocketAddressStamp, registerFrontPath, registerFrontRoute } = await import('./lib/http/socket-address')
  installSocketAddressStamp()
  const { handleImageRequest } = await import('./features/images/node-handler')
  registerFrontRoute('/_ipx/', handleImageRequest)
  // The contact endpoint's GET and POST, ahead of Next's router too (features/contact/README.md "Throughput").
  const { CONTACT_PATH, contactFrontDoor } = await import('./features/contact/server/node-handler')
  registerFrontPath(CONTACT_PATH, contactFrontDoor())
  // Load balancers poll /healthz and /readyz without the slash and do not follow redirects: served as
  // /healthz/ and /readyz/ by their route handlers instead of Next's 308 (features/ops/health.ts).
  for (const probe of ['/healthz', '/readyz']) {
    registerFrontPath(probe, (request) => {
      request.url = `${probe}/${(request.url ?? probe).slice(probe.length)}`
      return false
    })
  }
  // An unknown article or campaign slug gets the site's 404 document, not Next's empty error shell
  // (lib/http/not-found-document.ts).
  const { installNotFoundDocument } = await import('./lib/http/not-found-document')
  installNotFoundDocument(http.Server.prototype)
  // Installed last, so it runs first: refuses what Next would answer with a 500 (unsupported methods,
  // bad percent-encoding, a garbage router-state header) before anything else (lib/http/front-door.ts).
  const { installFrontDoor } = await import('./lib/http/front-door')
  installFrontDoor(http.Server.prototype)
  const port = process.env.PORT
  if (!port) return
  const { startJobTicker } = await import('./lib/jobs-ticker')
  startJobTicker(port)
}
