/**
 * Who sent a request. Next 16 gives route handlers no socket address (`request.ip` is gone) and
 * `next start` fills `X-Forwarded-For` from the socket only when the client sent none, so a direct
 * client can put any address there. The socket address is therefore copied into a header of our own
 * as each request arrives (Node's `http.server.request.start` diagnostics channel, before Next sees
 * the request), replacing whatever a client sent under that name. The client address is then chosen
 * by `proxy-addr` under the configured trust model (TRUSTED_PROXIES): with no trusted proxy it is the
 * socket address; behind trusted proxies, the first untrusted hop of X-Forwarded-For.
 */
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import proxyaddr from 'proxy-addr'

/** Set by the server from the socket; a value sent by a client is always overwritten. */
export const PEER_ADDRESS_HEADER = 'x-kaimono-peer-address'

export type TrustProxy = (address: string, hop: number) => boolean

/**
 * TRUSTED_PROXIES: empty → trust nothing; "2" → trust that many hops; otherwise a comma-separated list
 * of addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal). Throws on a bad entry.
 */
export function parseTrustedProxies(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '') return () => false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return (_address, hop) => hop < hops
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean)
  return proxyaddr.compile(entries)
}

let installed = false

/** Copies every incoming request's socket address into PEER_ADDRESS_HEADER (Node.js server only). */
export function installPeerAddressHeader(): void {
  if (installed) return
  installed = true
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? ''
  })
}

/**
 * The client's address under the trust model, from the stamped socket address and X-Forwarded-For.
 * Undefined when the request did not come through the stamped server (then nothing can be trusted).
 */
export function clientAddressOf(headers: Headers, trust: TrustProxy): string | undefined {
  const peer = headers.get(PEER_ADDRESS_HEADER)
  if (!peer) return undefined
  const forwarded = headers.get('x-forwarded-for') ?? undefined
  const request = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded } }
  return normalize(proxyaddr(request as unknown as IncomingMessage, trust))
}

/** "::ffff:203.0.113.7" and "203.0.113.7" are one client. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}
