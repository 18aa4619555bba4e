// Brotli quality-11 copies of whole pages, kept under the ETag Next gives the page (src/lib/http/compress-answers.ts
// sends them). Plain JavaScript: the cache handlers (csp-cache-handler.mjs, deploy/cache-handler.mjs) start a copy as
// soon as a page is stored, so a page regenerated in the background is ready compressed before anyone asks for it;
// the front door starts one after the first answer of a page no handler stored (one prerendered at build).
import { brotliCompress, constants } from 'node:zlib'

import { LRUCache } from 'lru-cache'
import { generateETag } from '../next-compat/index.mjs'

import { pageWithoutData } from './page-data.mjs'

/** The kept copies' bytes at most, and how many copies at most. */
export const COPY_LIMITS = Object.freeze({ bytes: 32 * 1024 * 1024, copies: 2_000, inFlight: 2 })
/** Bodies shorter than this are not worth a copy (the compression middleware's threshold). */
export const COPY_THRESHOLD_BYTES = 1024

/**
 * Brotli's window (log2 bytes) for a body of `length`: no larger than the body needs (a 60 KB page compresses the
 * same with a 64 KB window as with the default 4 MB one), so an encoder's memory follows the page, not the default.
 * @param {number} length
 */
export const brotliWindowFor = (length) => Math.min(24, Math.max(16, Math.ceil(Math.log2(Math.max(1, length)))))

/**
 * One store per process: the cache handler and the pipeline (server.mjs) import this module natively, under the same
 * URL, so it is one module instance.
 * @type {{ copies: LRUCache<string, Buffer>, pending: Set<string>, wanted: boolean } | undefined}
 */
let kept
function store() {
  kept ??= {
    copies: new LRUCache({ max: COPY_LIMITS.copies, maxSize: COPY_LIMITS.bytes, sizeCalculation: (/** @type {Buffer} */ copy) => Math.max(1, copy.length) }),
    pending: new Set(),
    wanted: false,
  }
  return kept
}

/** @param {string} etag @param {number} length */
export const copyKey = (etag, length) => `${etag}:${length}`

/** The kept copy of a body with this ETag and length, if one is made. @param {string} key */
export const brotliCopy = (key) => store().copies.get(key)

/**
 * Starts a copy in libuv's thread pool (the event loop never waits for it); once per key at a time. `bytes` is
 * called only when a copy starts, and must return bytes of the copy's own: the compression reads them later, on
 * another thread, so they must not be a view of a buffer the caller may reuse.
 * @param {string} key @param {number} length @param {() => Buffer} bytes
 */
export function makeBrotliCopy(key, length, bytes) {
  const { copies, pending } = store()
  // At most COPY_LIMITS.inFlight at a time: each holds its body and a quality-11 encoder (native memory) until done;
  // a page skipped now gets its copy on a later answer.
  if (pending.has(key) || copies.has(key) || length < COPY_THRESHOLD_BYTES || pending.size >= COPY_LIMITS.inFlight) return
  pending.add(key)
  const body = bytes()
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(body.length),
  }
  brotliCompress(body, { params }, (error, copy) => {
    pending.delete(key)
    if (!error) copies.set(key, copy)
  })
}

/**
 * Called by the front door when a client that takes Brotli asks for something: from then on, stored pages get copies.
 * Behind nginx, which asks the app for identity, no client ever does, and no regeneration pays for a copy.
 */
export function noteBrotliClient() {
  store().wanted = true
}

/**
 * A stored page's copy, under the ETag Next will send it with (its hash of the body), of the page as the front door
 * sends it: without its hydration payload (page-data.mjs), which this also splits off and keeps ready.
 * @param {string} html
 */
export function makeBrotliCopyOfPage(html) {
  if (!store().wanted) return
  const etag = generateETag(html)
  const sent = pageWithoutData(etag, Buffer.byteLength(html, 'utf8'), () => html)?.html ?? html
  const length = Buffer.byteLength(sent, 'utf8')
  makeBrotliCopy(copyKey(etag, length), length, () => Buffer.from(sent, 'utf8'))
}

/** What the store holds now (tests, the memory bench): bytes and count of the copies, copies being made. */
export function brotliCopiesFootprint() {
  const { copies, pending } = store()
  return { bytes: copies.calculatedSize, copies: copies.size, inFlight: pending.size }
}

/**
 * Drops every copy, and forgets that a Brotli client came (tests). A fresh store, not a cleared one: a copy still
 * being made lands in the store it started in, so it cannot turn up in the next test's count.
 */
export function clearBrotliCopies() {
  kept = undefined
}

/** Resolves once no copy is being made (tests). */
export async function brotliCopiesSettled() {
  while (store().pending.size) await new Promise((resolve) => setTimeout(resolve, 10))
}
