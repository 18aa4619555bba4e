/**
 * A cached page's hydration data travels beside the page, not in it (issue 14 goal 1; docs/decisions.md P6).
 *
 * Next writes the page's React Server Components payload into its HTML as inline scripts
 * (`self.__next_f.push([1,"…"])`): it repeats the page's tree, and is 30–40 % of a page's Brotli bytes. No paint
 * needs it: only hydration does, and Next's scripts run after the first paint anyway (scripts-after-first-paint.mjs).
 * Kept in the document, it puts most pages over a new connection's first TCP window (14,600 bytes), which costs a
 * round trip before the page can paint. So a page answered whole from the cache (the front door, page-data-answers.ts)
 * is sent without those scripts; the loader's tag names the payload's digest (`data-page-data`), and the loader fetches
 * `/_page-data/<digest><the page's path>` (JSON: what the scripts pushed) when it adds Next's scripts, pushes it as the
 * scripts would have, and lets Next's scripts run once it has (they download meanwhile, preloaded).
 *
 * The stored page is unchanged: the front door takes the payload out as it answers, keeps both parts here (one store
 * per process), and serves the payload by its digest. An instance that does not have it (another instance, after a
 * restart, an evicted entry) asks itself for the page and serves the payload of the version it gets.
 *
 * Plain JavaScript: the cache handlers (brotli-copies.mjs) use it outside Next's bundles.
 */
import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import { scriptHash } from './csp-hashes.mjs'
import { PAGE_DATA_ATTRIBUTE, PAGE_DATA_PREFIX } from './scripts-after-first-paint.mjs'

export { PAGE_DATA_ATTRIBUTE, PAGE_DATA_PREFIX }

/** The loader's tag as the page rewrite writes it (LOADER_ID there). */
const LOADER_TAG = '<script id="scripts-after-paint">'
/** A digest: 22 characters of base64url SHA-256 (132 bits). */
const DIGEST_TEXT = '[A-Za-z0-9_-]{22}'
export const DIGEST = new RegExp(`^${DIGEST_TEXT}$`)
/** The digest the loader's tag names in a page sent without its payload (splitPageData writes it). */
const TAGGED_DIGEST = new RegExp(`${LOADER_TAG.replace('>', '')} ${PAGE_DATA_ATTRIBUTE}="(${DIGEST_TEXT})">`)

/**
 * One of Next's payload scripts: `<script>` (a nonce when the page was rendered for a request) whose whole text is
 * `self.__next_f.push([1|2|3,…])`. React escapes `<` inside the payload, so the first `</script>` ends it.
 */
const PAYLOAD_SCRIPT = /<script(?: nonce="[^"<>]*")?>(self\.__next_f\.push\((\[[123],[\s\S]*?\])\))<\/script>/g
/** Next's bootstrap of the payload, which goes with it (as its first segment, `[0]`). */
const BOOTSTRAP_SCRIPT = /<script(?: nonce="[^"<>]*")?>(\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\((\[0\])\))<\/script>/

/**
 * The store's bounds: bytes of memory (a JavaScript string of Japanese text takes 2 bytes a character, so a text is
 * counted as 2 × its length) and entries (a page that keeps its payload is remembered as such in a tiny entry, so
 * the count bounds those).
 */
export const PAGE_DATA_LIMITS = Object.freeze({ pageBytes: 32 * 1024 * 1024, payloadBytes: 16 * 1024 * 1024, pages: 4_000, payloads: 4_000, hashes: 4_000 })
/** Memory a string takes, at most (V8 keeps text outside Latin-1 as UTF-16). @param {string} text */
const textBytes = (text) => 2 * text.length + 64

/**
 * @typedef {{ html: string, digest: string, hashes: string[] } | false} Split  A page's answer without its payload, or false when
 *   the page keeps it (no payload script, or no loader to fetch it).
 * @returns {{ pages: LRUCache<string, { split: Split }>, payloads: LRUCache<string, string>, hashesByEtag: LRUCache<string, string[]> }}
 */
let kept
function store() {
  // One module instance in the process: the pipeline (server.mjs) and the cache handler Next loads both import this
  // file natively, under the same URL (checked: it is evaluated once), so no process-wide registry is needed.
  kept ??= {
    pages: new LRUCache({ max: PAGE_DATA_LIMITS.pages, maxSize: PAGE_DATA_LIMITS.pageBytes, sizeCalculation: (entry) => (entry.split ? textBytes(entry.split.html) : 64) }),
    payloads: new LRUCache({ max: PAGE_DATA_LIMITS.payloads, maxSize: PAGE_DATA_LIMITS.payloadBytes, sizeCalculation: textBytes }),
    hashesByEtag: new LRUCache({ max: PAGE_DATA_LIMITS.hashes }),
  }
  return kept
}

/** The digest of a payload's text. @param {string} text */
export function payloadDigest(text) {
  return createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 22)
}

/**
 * The page without its payload scripts (and Next's bootstrap of them), the loader's tag naming the payload's digest,
 * and the payload: a JSON array of what the scripts pushed, in order, `[0]` first (React writes each as JSON:
 * `[1,"…"]`); null when the page has none or no loader. Pure: the same page always gives
 * the same answer, so every instance sends the same bytes under the page's ETag. With the payload scripts' hashes
 * (CSP source form), which the page's policy then no longer needs.
 * @param {string} html
 * @returns {{ html: string, digest: string, payload: string, hashes: string[] } | null}
 */
export function splitPageData(html) {
  const at = html.indexOf(LOADER_TAG)
  if (at === -1 || html.indexOf(LOADER_TAG, at + 1) !== -1) return null
  const texts = []
  const segments = []
  const rest = html.replace(PAYLOAD_SCRIPT, (_tag, text, segment) => {
    texts.push(text)
    segments.push(segment)
    return ''
  })
  if (texts.length === 0) return null
  let bootstrap = ''
  const page = rest.replace(BOOTSTRAP_SCRIPT, (_tag, text, segment) => {
    bootstrap = text
    segments.unshift(segment)
    return ''
  })
  if (bootstrap) texts.unshift(bootstrap)
  const payload = `[${segments.join(',\n')}]`
  const digest = payloadDigest(payload)
  const tagged = page.replace(LOADER_TAG, LOADER_TAG.replace('>', ` ${PAGE_DATA_ATTRIBUTE}="${digest}">`))
  const hashes = [...new Set(texts.map(scriptHash))]
  return { html: tagged, digest, payload, hashes }
}

/** The payload digest named in a page as the front door sent it; undefined for a page sent whole. @param {string} html */
export function digestOfSentPage(html) {
  return TAGGED_DIGEST.exec(html)?.[1]
}

/**
 * A page's policy value(s) without the hashes of the payload scripts the page went out without: the stored policy
 * lists every inline script of the stored page (csp-hashes.mjs), and each hash is 54 bytes of the first TCP window.
 * @template {string | string[]} T @param {T} policy @param {string[]} hashes @returns {T}
 */
export function policyWithout(policy, hashes) {
  const drop = (/** @type {string} */ value) => value.split(' ').filter((source) => !hashes.includes(source)).join(' ')
  return /** @type {T} */ (Array.isArray(policy) ? policy.map(drop) : drop(policy))
}

/** @param {string} etag @param {number} length */
const versionKey = (etag, length) => `${etag}:${length}`

/**
 * The page as the front door sends it (see above), remembered under its ETag and length: split once per version,
 * and its payload kept for `/_page-data/`. Undefined when the page keeps its payload.
 * @param {string} etag @param {number} length @param {() => string} html the page's text, read only when this version is new
 * @returns {{ html: string, digest: string, hashes: string[] } | undefined}
 */
export function pageWithoutData(etag, length, html) {
  const key = versionKey(etag, length)
  const { pages, payloads, hashesByEtag } = store()
  const known = pages.get(key)
  if (known) {
    if (known.split && !payloads.has(known.split.digest)) pages.delete(key)
    else return known.split || undefined
  }
  const split = splitPageData(html())
  if (split) payloads.set(split.digest, split.payload)
  const entry = split ? { html: split.html, digest: split.digest, hashes: split.hashes } : false
  pages.set(key, { split: entry })
  if (split) hashesByEtag.set(etag, split.hashes)
  return entry || undefined
}

/** The page already split, if it was: for a HEAD answer, which has no body to split. @param {string} etag @param {number} length */
export function knownPageWithoutData(etag, length) {
  return store().pages.get(versionKey(etag, length))?.split || undefined
}

/**
 * The payload scripts' hashes of a page version sent without them, by its ETag: a 304 for it carries the same policy
 * as its 200 did (a 304 replaces the headers of the browser's stored copy). @param {string} etag
 */
export const payloadHashesOf = (etag) => store().hashesByEtag.get(etag)

/** A kept payload by its digest. @param {string} digest */
export const pageData = (digest) => store().payloads.get(digest)

/** What the store holds now (tests, the memory bench): counted bytes and entries of each part. */
export function pageDataFootprint() {
  const { pages, payloads, hashesByEtag } = store()
  return { pageBytes: pages.calculatedSize, pages: pages.size, payloadBytes: payloads.calculatedSize, payloads: payloads.size, hashes: hashesByEtag.size }
}

/** Forgets every page and payload (tests). */
export function clearPageData() {
  store().pages.clear()
  store().payloads.clear()
  store().hashesByEtag.clear()
}
