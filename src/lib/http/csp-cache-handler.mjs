/**
 * Next's cache handler for rendered pages (next.config.ts `cacheHandler`): Next's own file-system cache,
 * plus, on every page it stores (whenever an ISR page regenerates, or is rendered on a cache miss), a
 * stored `Content-Security-Policy: script-src 'self' 'sha256-…'…` header listing the SHA-256 hashes of
 * that page's inline scripts (src/lib/http/csp-hashes.mjs). Pages prerendered by `next build` get the
 * same header from the build adapter (build-adapter.mjs), since the build does not call this handler.
 *
 * Next sends a cached page's stored headers with appendHeader, beside the site-wide policy from
 * next.config.ts; the pipeline's script-policy stage (page-script-policy.ts) merges the two into one policy before the headers go
 * out. Plain JavaScript: Next loads this file at run time, outside its bundles.
 */
import { FileSystemCache } from '../next-compat/index.mjs'

import { renderedWithOtherTagManager } from '../consent/stored-pages.mjs'
import { deviationOn } from '../deviations.mjs'
import { makeBrotliCopyOfPage } from './brotli-copies.mjs'
import { scriptPolicyFor } from './csp-hashes.mjs'
import { rewritePage, withoutRequestNonce } from './page-rewrite.mjs'

export { inlineScriptHashes, scriptPolicyFor } from './csp-hashes.mjs'

function htmlOf(data) {
  const html = data?.html
  if (typeof html === 'string') return html
  if (html instanceof Uint8Array) return Buffer.from(html).toString('utf8')
  if (html && typeof html.toUnchunkedString === 'function') {
    try {
      return html.toUnchunkedString()
    } catch {
      return undefined
    }
  }
  return undefined
}

const NOINDEX = /<meta name="robots" content="noindex"\/?>/
const NOT_FOUND_PAGE = /(?:^|\/)404$/

/**
 * True for a page answered with 200 whose head says `noindex`, other than the not-found page itself: Next
 * gives a page the not-found metadata (title and `noindex`) when resolving its metadata throws notFound()
 * while the page itself renders (Next's lib/metadata/metadata.js). Seen once in a suite run, stored as
 * `/ja/Conduct` and served stale until the next regeneration (docs/decisions.md C5);
 * cause not found. No public page of the site is `noindex` with 200, and pages that answer 404 (an unknown
 * article) keep their status, so such a copy is never stored: the last good copy stays, and the next
 * request regenerates the page again.
 */
export function isMisrenderedPage(key, data, html) {
  return (data.status ?? 200) === 200 && !NOT_FOUND_PAGE.test(String(key)) && NOINDEX.test(html)
}

/**
 * Rewrites every page a cache handler stores (page-rewrite.mjs: its inlined CSS once, Next's scripts after its
 * first paint; only HTML stored as text or bytes, which is how Next hands it over),
 * then adds the page's script policy. Wraps Next's file-system cache here and the shared Redis handler in
 * deploy/cache-handler.mjs, so both store the same pages and headers.
 */
export function withPageScriptPolicy(Base) {
  return class extends Base {
    /**
     * A stored page rendered with other tag-manager settings than this server started with (GTM_ID is a start-time
     * setting: consent/stored-pages.mjs) is absent: Next renders it afresh for this request and stores it.
     */
    async get(...args) {
      const entry = await super.get(...args)
      const value = entry?.value
      if (value && value.kind === 'APP_PAGE') {
        // Bytes as stored (searched without decoding the page), else the text.
        const html = value.html instanceof Uint8Array ? value.html : htmlOf(value)
        if (html !== undefined && renderedWithOtherTagManager(html)) return null
      }
      return entry
    }

    async set(key, data, ctx) {
      if (data && data.kind === 'APP_PAGE') {
        let html = htmlOf(data)
        if (html !== undefined && (typeof data.html === 'string' || data.html instanceof Uint8Array)) {
          const rewritten = deviationOn('pageHashes') ? withoutRequestNonce(rewritePage(html)) : rewritePage(html)
          if (rewritten !== html) data.html = typeof data.html === 'string' ? rewritten : Buffer.from(rewritten, 'utf8')
          html = rewritten
        }
        if (html && isMisrenderedPage(key, data, html)) {
          console.error(JSON.stringify({ level: 'error', msg: 'cache handler: not storing a 200 page with the not-found head (noindex)', key }))
          return
        }
        if (html && deviationOn('pageHashes')) data.headers = { ...(data.headers ?? {}), 'content-security-policy': scriptPolicyFor(html) }
        // Compressed for the pipeline's compression stage before anyone asks for it (brotli-copies.mjs, compress-answers.ts).
        if (html && (data.status ?? 200) === 200 && deviationOn('compression')) makeBrotliCopyOfPage(html)
      }
      return super.set(key, data, ctx)
    }
  }
}

export default withPageScriptPolicy(FileSystemCache)
