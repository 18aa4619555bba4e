/**
 * The response headers Next's router adds to a path from `headers()` in next.config.ts (and the ones
 * withPayload adds), read from what `next build` compiled: `.next/routes-manifest.json`. An answer the
 * front door writes itself, ahead of Next (lib/http/socket-address.ts), carries exactly these, so
 * answering there changes no header a browser sees.
 *
 * Applied as Next's router does (router-utils/resolve-routes.js): every rule whose regex matches, in
 * order, a later value replacing an earlier one of the same name.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

type HeaderRule = { regex: string; headers: { key: string; value: string }[]; has?: unknown[]; missing?: unknown[] }

/** Next's own Vary on every App Router answer (base-server.js `setVaryHeader`), then compression's. */
export const NEXT_ROUTE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'
export const COMPRESSION_VARY = 'Accept-Encoding'

/**
 * The configured headers for `pathname`, in Next's order, or null when they cannot be known exactly
 * (no build in `distDir`, or a rule that depends on the request: `has`/`missing`, parameters in a value).
 * The caller then leaves the request to Next.
 */
export function configuredHeaders(pathname: string, distDir = path.join(process.cwd(), '.next')): [string, string][] | null {
  let rules: HeaderRule[]
  try {
    rules = (JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as { headers?: HeaderRule[] }).headers ?? []
  } catch {
    return null
  }
  const headers = new Map<string, [string, string]>()
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(pathname)) continue
    if (rule.has?.length || rule.missing?.length) return null
    for (const { key, value } of rule.headers) {
      if (key.toLowerCase() === 'set-cookie' || /:[A-Za-z_]/.test(value)) return null
      headers.set(key.toLowerCase(), [key, value])
    }
  }
  return [...headers.values()]
}
