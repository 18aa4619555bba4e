/**
 * Stamps each request's TCP peer address into SOCKET_ADDRESS_HEADER before Next sees it. Next 16
 * gives route handlers a web Request without the socket, and it keeps a client-sent
 * `X-Forwarded-For` as is, so without this stamp a direct client could claim any address.
 * Installed once from instrumentation.ts, in the Node.js server only. Any value a client sent under
 * the same header name is overwritten.
 */
import http, { type IncomingMessage } from 'node:http'

import { SOCKET_ADDRESS_HEADER } from './client-address'

const INSTALLED = Symbol.for('kaimono.socketAddressStamp')

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean

export function installSocketAddressStamp(): void {
  const proto = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return
  const emit = proto.emit
  proto.emit = function stampSocketAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? ''
    }
    return emit.call(this, event, ...args)
  }
  proto[INSTALLED] = true
}
