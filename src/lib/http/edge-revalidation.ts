/**
 * Behind nginx (EDGE=nginx, deploy/nginx/site.conf.template), a page Next may render again (its Cache-Control is
 * Next's ISR form: `s-maxage=…, stale-while-revalidate=…`) is marked for nginx as stored but already expired
 * (`X-Accel-Expires: @1`, nginx's own header: an absolute expiry in 1970). nginx keeps the bytes and asks an instance
 * with the stored ETag on every request; the instance answers 304 from its cache, or the new page after a publish.
 * So a publish is visible through nginx as soon as it is on the instances (docs/decisions.md D7), with no purge
 * module (Debian's nginx-light has none); the price is nginx's page throughput, which becomes the instances' (304s).
 * EDGE_FRESH_SECONDS=N trades back: nginx answers from its copy for N to N + 1 s. nginx hides the header from clients.
 *
 * Answers a shared cache must not store (private, no-store, no-cache, or without s-maxage) are left alone, and so
 * are long-lived ones (images, `immutable`), which nginx keeps for their own lifetime.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

export const EDGE_EXPIRES_HEADER = 'X-Accel-Expires'
/** An absolute time (seconds since 1970) long past: stored, and stale from the start. */
export const EDGE_EXPIRES_VALUE = '@1'

/**
 * The header's value for EDGE_FRESH_SECONDS (src/lib/deviations.mjs edgeFreshSeconds): `@1` for 0 (revalidate every
 * request), else the seconds nginx may answer from its copy (nginx counts whole seconds: N to N + 1 s).
 */
export const edgeExpiresValue = (freshSeconds: number): string => (freshSeconds > 0 ? String(freshSeconds) : EDGE_EXPIRES_VALUE)

/** Whether an answer with this Cache-Control is one Next may render again, which a shared cache may store. */
export function rendersAgain(cacheControl: string): boolean {
  const value = cacheControl.toLowerCase()
  if (/(?:^|[\s,])(?:private|no-store|no-cache)(?:[\s,=]|$)/.test(value)) return false
  return /(?:^|[\s,])s-maxage=\d+/.test(value) && /(?:^|[\s,])stale-while-revalidate(?:[\s,=]|$)/.test(value)
}

function headerValue(headers: OutgoingHttpHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : String(value)
  return undefined
}

/**
 * The edge stage: marks this answer for revalidation at nginx when it is one Next may render again.
 * `value`: the header's value (edgeExpiresValue), fixed when the pipeline is made.
 */
export function markForEdgeRevalidation(_request: IncomingMessage, response: ServerResponse, value: string = EDGE_EXPIRES_VALUE): void {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined
    const cacheControl = headerValue(given, 'cache-control') ?? String(this.getHeader('cache-control') ?? '')
    if (rendersAgain(cacheControl) && !this.headersSent) this.setHeader(EDGE_EXPIRES_HEADER, value)
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
