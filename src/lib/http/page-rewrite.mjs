/**
 * What every stored page goes through before its inline scripts are hashed (the build adapter for prerendered
 * pages, the cache handlers for regenerated ones): Next's scripts after the first paint
 * (scripts-after-first-paint.mjs; docs/deviations.md "Scripts after first paint"). Plain JavaScript, for the same
 * reason as it. Off with DEVIATION_SCRIPTS_AFTER_PAINT=0 or FRAMEWORK_PLAIN=1 (read here, at build and run time,
 * because the build adapter and the cache handlers load outside Next's bundles and src/lib/env.ts).
 */
import { deviationOn } from '../deviations.mjs'
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

/** The page as it is stored and served; unchanged when the rewrite does not apply or is switched off. */
export function rewritePage(html) {
  return deviationOn('scriptsAfterPaint') ? scriptsAfterFirstPaint(html) : html
}

/** A nonce as the pipeline makes them (page-script-policy.ts: 18 random bytes, base64), on one of the page's tags. */
const REQUEST_NONCE = /<(?:script|link|style)\b[^>]*?\snonce="([A-Za-z0-9+/=_-]{16,})"/

/**
 * A page regenerated at run time is rendered with the headers of the request that triggered it, so Next writes that
 * request's nonce on its tags and into its payload (`"nonce":"…"` on style elements). A stored page is allowed by its
 * scripts' hashes, not by a nonce (csp-hashes.mjs), so the value serves nothing there, and it made every
 * regeneration a different page: a new ETag every 2 s, so browsers' and nginx's revalidations got the whole page
 * again, and each version took its own Brotli copy and payload entry (bench/RESULTS.md, "Memory"). It is emptied,
 * everywhere it occurs, so the same content is stored as the same bytes.
 * @param {string} html
 */
export function withoutRequestNonce(html) {
  const nonce = REQUEST_NONCE.exec(html)?.[1]
  return nonce ? html.split(nonce).join('') : html
}
