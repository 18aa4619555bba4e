/**
 * One Content-Security-Policy per page, with no `'unsafe-inline'` for scripts (docs/deviations.md "Script policy").
 * The pipeline's script-policy stage (src/server/pipeline.ts) runs this on every request, before Next:
 *
 * - a fresh nonce goes into the request as a `Content-Security-Policy` request header, which is where
 *   Next reads the nonce for the pages it renders per request (previews, the admin, a page rendered on
 *   a cache miss): Next then puts it on every script it writes. A client's own such header is dropped.
 * - when the response is HTML (or a 304 for a page), just before its headers go out, the site-wide policy
 *   (next.config.ts) gets a script-src of `'self'`, the hashes of the app's own constant inline scripts
 *   (src/server/app-scripts.ts, given by the pipeline) and either the hashes stored with a cached page
 *   (csp-hashes.mjs: only the scripts the app's build emitted, recognised by what emitted them) or, for a page
 *   rendered for this request, the nonce; the stored header is folded into that one policy.
 *
 * A static page therefore runs exactly its recognised scripts; a page rendered for this request runs
 * the scripts carrying this request's nonce; anything else inline is blocked.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { type TagManagerSources, withTagManager } from './security-headers'

/** CSP source expression (`'sha256-…'`) of a script text. */
export function scriptHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const HASH_SOURCE = /'sha(?:256|384|512)-[A-Za-z0-9+/=_-]+'/g

/**
 * Folds every Content-Security-Policy value of a response into one policy: the site-wide one (it has
 * `default-src`) with its script-src extended by `appSources` (the app's constant scripts' hashes) and the hashes
 * of the other values (a cached page's stored policy), or, when there is no stored policy (a page rendered for this
 * request), by `perRequestSources` (the nonce). A stored policy hashes every inline script of the very HTML it was
 * stored with, so a cached page's answer names nothing else: its header stays small, which keeps more pages
 * within a new connection's first TCP window (docs/decisions.md S4). A site-wide
 * script-src that allows `'unsafe-inline'` (development) is left alone: adding a hash or nonce would switch
 * `'unsafe-inline'` off. Undefined when there is no site-wide policy among the values.
 */
export function mergePagePolicy(values: string[], perRequestSources: string[], appSources: string[] = []): string | undefined {
  const policies = values
    .flatMap((value) => value.split(/,(?=\s*(?:default-src|script-src)\b)/))
    .map((policy) => policy.trim())
    .filter(Boolean)
  const base = policies.find((policy) => /(?:^|;)\s*default-src\s/.test(policy))
  if (base === undefined) return undefined
  const stored = policies.filter((policy) => policy !== base)
  const hashes = new Set<string>()
  for (const policy of stored) for (const m of policy.matchAll(HASH_SOURCE)) hashes.add(m[0])
  const directives = base
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
  const at = directives.findIndex((d) => /^script-src(?:\s|$)/.test(d))
  const current = at === -1 ? ["'self'"] : directives[at].split(/\s+/).slice(1)
  if (current.includes("'unsafe-inline'")) return base
  const directive = `script-src ${[...new Set([...current, ...appSources, ...hashes, ...(stored.length ? [] : perRequestSources)])].join(' ')}`
  if (at === -1) directives.push(directive)
  else directives[at] = directive
  return directives.join('; ')
}

const PAGE_ANSWER_NOISE = ['x-nextjs-prerender', 'x-nextjs-stale-time']

const NOT_A_PAGE = /^\/(?:_next\/static|_ipx|api)\//

function headerValues(value: number | string | string[] | undefined): string[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [String(value)]
}

/** Applies a headers argument of writeHead to the response first, so every header is seen below. */
function adoptHeaderArgument(res: ServerResponse, headers: unknown): boolean {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return false
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (value !== undefined) res.setHeader(name, value)
  }
  return true
}

/**
 * The plain fallback (the scriptPolicy deviation off, docs/deviations.md): every policy value of a page's answer
 * folded into the site-wide one with `script-src 'self' 'unsafe-inline'` (and the site-wide policy's other script
 * origins), stored hashes dropped, since a hash beside `'unsafe-inline'` switches it off. Needed only where the
 * build was made with the deviation on; a plain build's policy already is this.
 */
export function weakPagePolicy(values: string[]): string | undefined {
  const merged = mergePagePolicy(values, [])
  if (merged === undefined) return undefined
  return merged
    .split('; ')
    .map((directive) => {
      if (!directive.startsWith('script-src')) return directive
      const sources = directive.split(/\s+/).slice(1).filter((source) => !/^'(?:sha(?:256|384|512)-|nonce-)/.test(source))
      return `script-src ${[...new Set([...sources, "'unsafe-inline'"])].join(' ')}`
    })
    .join('; ')
}

/** Applies `policyOf` to every HTML (or 304) answer's policy just before its headers go out. */
function rewritePolicyOnHeaders(res: ServerResponse, policyOf: (values: string[]) => string | undefined): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headerArg = typeof args[1] === 'string' ? 2 : 1
    if (adoptHeaderArgument(this, args[headerArg])) args.splice(headerArg, 1)
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    // A 304 replaces the headers of the browser's stored copy, CSP included (Chrome revalidates a page at
    // once when it restarts the navigation for Critical-CH): it must carry the same merged policy.
    const html = String(this.getHeader('content-type') ?? '').startsWith('text/html')
    // Next's prerender and stale-time markers mean something to its router on RSC answers only; on a
    // page's answer they are bytes in the first TCP window (x-nextjs-cache stays: operators read it).
    if (html) for (const name of PAGE_ANSWER_NOISE) this.removeHeader(name)
    if (status === 304 || html) {
      const merged = policyOf(headerValues(this.getHeader('content-security-policy')))
      if (merged !== undefined) this.setHeader('content-security-policy', merged)
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.writeHead
}

/** A policy with the tag manager's sources, when it has any (undefined stays undefined). */
const withTags = (policy: string | undefined, tags: TagManagerSources | undefined) => (policy === undefined || !tags ? policy : withTagManager(policy, tags))

/** The plain fallback on one answer (see weakPagePolicy); `tags`: the tag manager's origins (no hash beside 'unsafe-inline'). */
export function applyWeakScriptPolicy(req: IncomingMessage, res: ServerResponse, tags?: TagManagerSources): void {
  const path = req.url ?? '/'
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(path)) return
  rewritePolicyOnHeaders(res, (values) => withTags(weakPagePolicy(values), tags))
}

/**
 * Run by the pipeline's script-policy stage for each request, before Next sees it. `appSources` are the hashes of
 * the app's own constant scripts the page at this path may carry (src/server/app-scripts.ts); `tags` the tag
 * manager's snippet hash and origins, from the settings the server started with (GTM_ID, TAG_VENDOR_ORIGINS).
 */
export function preparePageScriptPolicy(req: IncomingMessage, res: ServerResponse, appSources: string[] = [], tags?: TagManagerSources): void {
  // Next takes the nonce from this request header: never from the client.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  const path = req.url ?? '/'
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(path)) return
  const nonce = randomBytes(18).toString('base64')
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  rewritePolicyOnHeaders(res, (values) => withTags(mergePagePolicy(values, [`'nonce-${nonce}'`], appSources), tags))
}
