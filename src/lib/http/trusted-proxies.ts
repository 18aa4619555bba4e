/** Parses TRUSTED_PROXIES (see client-address.ts) with proxy-addr; shared by env.ts's validation. */
import proxyAddr from 'proxy-addr'

export type TrustProxy = (address: string, hop: number) => boolean

/** Compiles a TRUSTED_PROXIES value; throws a readable error for an address proxy-addr rejects. */
export function compileTrustedProxies(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (!text) return () => false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    // Hop 0 is the socket peer itself; `n` trusts the n nearest hops (Express's meaning).
    return (_address, hop) => hop < hops
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return proxyAddr.compile(entries)
}

