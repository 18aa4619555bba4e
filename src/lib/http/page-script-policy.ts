/**
 * One Content-Security-Policy per page, with no `'unsafe-inline'` for scripts (issue 12 §5;
 * docs/decisions.md "Edges"). Run by the front door (front-door.ts) on every request, before Next:
 *
 * - a fresh nonce goes into the request as a `Content-Security-Policy` request header, which is where
 *   Next reads the nonce for the pages it renders per request (previews, the admin, a page rendered on
 *   a cache miss): Next then puts it on every script it writes. A client's own such header is dropped.
 * - when the response is HTML (or a 304 for a page), just before its headers go out, the site-wide policy (next.config.ts)
 *   gets a script-src of `'self'` and either the hashes stored with a cached page (csp-hashes.mjs: written by
 *   the build adapter for prerendered pages and by the cache handler for regenerated ones, and sent by Next
 *   as a second policy header) or, for a page rendered for this request, the hashes of the site's own
 *   constant inline scripts (registered below by the components that render them) and the nonce; the stored
 *   header is folded into that one policy.
 *
 * A static page therefore runs exactly its hashed scripts; a page rendered for this request runs
 * the scripts carrying this request's nonce; anything else inline is blocked.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

const REGISTRY = Symbol.for('kaimono.inlineScriptHashes')
type Registry = { [REGISTRY]?: Set<string> }

function registry(): Set<string> {
  const scope = globalThis as Registry
  return (scope[REGISTRY] ??= new Set<string>())
}

/** CSP source expression (`'sha256-…'`) of a script text. */
export function scriptHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * Declares a constant inline script the site renders itself (chunk recovery, the tag manager snippet),
 * so pages rendered per request, whose HTML is not hashed, may run it. Returns the text unchanged.
 * Shared through globalThis: the components run in Next's app bundle, the front door in instrumentation's.
 */
export function registerInlineScript(text: string): string {
  registry().add(scriptHashOf(text))
  return text
}

export function registeredInlineScriptHashes(): string[] {
  return [...registry()]
}

const HASH_SOURCE = /'sha(?:256|384|512)-[A-Za-z0-9+/=_-]+'/g

/**
 * Folds every Content-Security-Policy value of a response into one policy: the site-wide one (it has
 * `default-src`) with its script-src extended by the hashes of the other values (a cached page's stored
 * policy), or, when there is no stored policy (a page rendered for this request), by `perRequestSources`
 * (the registered hashes and the nonce). A stored policy hashes every inline script of the very HTML it was
 * stored with, so a cached page's answer names nothing else: its header stays small, which keeps more pages
 * within a new connection's first TCP window (docs/decisions.md, "Seventeenth pass"). A site-wide
 * script-src that allows `'unsafe-inline'` (development) is left alone: adding a hash or nonce would switch
 * `'unsafe-inline'` off. Undefined when there is no site-wide policy among the values.
 */
export function mergePagePolicy(values: string[], perRequestSources: string[]): string | undefined {
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
  const directive = `script-src ${[...new Set([...current, ...hashes, ...(stored.length ? [] : perRequestSources)])].join(' ')}`
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

/** Called by the front door for each request, before Next sees it. */
export function preparePageScriptPolicy(req: IncomingMessage, res: ServerResponse): void {
  // Next takes the nonce from this request header: never from the client.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  const path = req.url ?? '/'
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(path)) return
  const nonce = randomBytes(18).toString('base64')
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
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
      const merged = mergePagePolicy(headerValues(this.getHeader('content-security-policy')), [
        ...registeredInlineScriptHashes(),
        `'nonce-${nonce}'`,
      ])
      if (merged !== undefined) this.setHeader('content-security-policy', merged)
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof res.writeHead
}
