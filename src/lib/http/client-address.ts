/**
 * Who is asking: the client address used for per-client limits (the contact form's rate limit, the
 * image encoder's fair share). The trust model is explicit and off by default:
 *
 * - `TRUSTED_PROXIES` unset: no proxy is trusted, the address is the TCP peer (the socket). A client
 *   that sends its own `X-Forwarded-For` changes nothing.
 * - `TRUSTED_PROXIES=loopback` or `10.0.0.1, 192.168.0.0/16, ::1` (addresses, CIDRs, or proxy-addr's
 *   names loopback / linklocal / uniquelocal): `X-Forwarded-For` is followed from the right through
 *   those proxies only; the first untrusted hop is the client.
 * - `TRUSTED_PROXIES=2` (a number): that many hops in front of the server are trusted (nginx + CDN).
 *
 * The parsing is proxy-addr's (the library Express uses). Next's route handlers see a web Request
 * without the socket, so the Node.js server stamps the peer address into a private header on every
 * request, overwriting anything a client sent under that name (the pipeline's first stage, src/server/pipeline.ts).
 */
import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'
import proxyAddr from 'proxy-addr'

import { env } from '../env'

import { compileTrustedProxies, type TrustProxy } from './trusted-proxies'

export { compileTrustedProxies, type TrustProxy }

/** Set by the server from the socket on every request (never by a client: it is overwritten). */
export const SOCKET_ADDRESS_HEADER = 'x-kaimono-socket-address'

/** Returned when the server did not stamp the socket address (then every client shares one key). */
export const UNKNOWN_CLIENT = 'unknown'

const compiled = new Map<string, TrustProxy>()

function trustFromEnvironment(): TrustProxy {
  const value = env().TRUSTED_PROXIES ?? ''
  let trust = compiled.get(value)
  if (!trust) {
    trust = compileTrustedProxies(value)
    compiled.set(value, trust)
  }
  return trust
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; other addresses in their normal spelling. */
function normalize(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString()
  }
  return parsed.toString()
}

/** The client's address under the configured trust model, or UNKNOWN_CLIENT. */
export function clientAddress(request: Request, trust?: TrustProxy): string {
  return clientAddressFrom(request.headers.get(SOCKET_ADDRESS_HEADER), request.headers.get('x-forwarded-for'), trust)
}

/** The same from the two header values (for code that has Node's request rather than a web one). */
export function clientAddressFrom(socket: string | null | undefined, forwardedFor: string | null | undefined, trust: TrustProxy = trustFromEnvironment()): string {
  if (!socket) return UNKNOWN_CLIENT
  const nodeLike = {
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as IncomingMessage
  try {
    return normalize(proxyAddr(nodeLike, trust))
  } catch {
    return normalize(socket)
  }
}

/**
 * The key a per-client limit counts against: the IPv4 address, or the /64 network of an IPv6
 * address (one household or server is given a whole /64 and can rotate inside it freely).
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${parts.join(':')}::/64`
}
