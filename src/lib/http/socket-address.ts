/**
 * The Node.js server's front door, hooked once from instrumentation.ts:
 *
 * 1. Stamps each request's TCP peer address into SOCKET_ADDRESS_HEADER before Next sees it. Next 16
 *    gives route handlers a web Request without the socket, and keeps a client-sent
 *    `X-Forwarded-For` as is, so without this stamp a direct client could claim any address. Any
 *    value a client sent under the same header name is overwritten.
 * 2. Hands requests under a registered path prefix to their own handler instead of Next (see
 *    `registerFrontRoute`). Used by the image endpoint, whose requests are many and small: Next's
 *    per-request routing cost (measured 20–27 ms per route-handler request on the loaded 2-core
 *    machine, against 2.6 ms for a static file) would otherwise decide how fast a cache hit is and
 *    how long a flood of requests delays everyone else.
 * 3. Offers requests for a registered exact path (`registerFrontPath`, e.g. `/api/contact/`) to a
 *    handler that may answer them itself or leave them to Next (the contact endpoint: its refusals and
 *    its stores cost a fraction of a millisecond there, against Next's per-request cost).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import { SOCKET_ADDRESS_HEADER } from './client-address'
import { wrapRequestEvent } from './wrap-request-event'

const STATE = Symbol.for('kaimono.frontDoor')

export type FrontRouteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>
/** Answers the request and returns true, or returns false (synchronously, nothing read or written) to leave it to Next. */
export type FrontPathHandler = (request: IncomingMessage, response: ServerResponse) => boolean

type FrontDoor = { routes: Map<string, FrontRouteHandler>; paths: Map<string, FrontPathHandler> }
type Patched = { [STATE]?: FrontDoor }

function frontDoor(): FrontDoor {
  const proto = http.Server.prototype as unknown as Patched
  const existing = proto[STATE]
  if (existing) return existing
  const created: FrontDoor = { routes: new Map(), paths: new Map() }
  proto[STATE] = created
  wrapRequestEvent(http.Server.prototype, Symbol.for('kaimono.frontDoor.emit'), (request, response) => {
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? ''
    const url = request.url ?? ''
    if (created.paths.size > 0) {
      const q = url.indexOf('?')
      const exact = created.paths.get(q === -1 ? url : url.slice(0, q))
      if (exact?.(request, response)) return true
    }
    for (const [prefix, handler] of created.routes) {
      // The bare prefix (`/_ipx/`) is no image: Next answers it with the site's 404 page.
      if (url.startsWith(prefix) && url.length > prefix.length && url[prefix.length] !== '?') {
        handler(request, response).catch(() => {
          if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
          response.end()
        })
        return true
      }
    }
  })
  return created
}

export function installSocketAddressStamp(): void {
  frontDoor()
}

/**
 * Serves every request whose path starts with `prefix` (e.g. `/_ipx/`) with `handler`, before
 * Next's router. The handler must answer every request itself (errors included).
 */
export function registerFrontRoute(prefix: string, handler: FrontRouteHandler): void {
  frontDoor().routes.set(prefix, handler)
}

/**
 * Offers every request for exactly `path` (any query) to `handler` before Next's router; the handler
 * answers it (true) or leaves it to Next (false). A handler that answers must answer every outcome,
 * errors included.
 */
export function registerFrontPath(path: string, handler: FrontPathHandler): void {
  frontDoor().paths.set(path, handler)
}
