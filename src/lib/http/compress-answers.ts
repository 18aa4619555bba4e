/**
 * Every answer's compression, done in the Node server's front door instead of by Next (`compress: false` in
 * next.config.ts). Next's bundled middleware offers gzip and deflate only. The `compression` package (the same
 * middleware, version 1.8) adds Brotli: streamed answers are compressed as they go, Brotli 4 where the browser takes
 * it and gzip otherwise.
 *
 * A page answered whole (status 200, HTML, Next's ETag, one `end` call: every prerendered or cached page) is sent at
 * Brotli 11 once a copy exists (brotli-copies.mjs): the cache handlers start one when they store a page (once a client
 * that takes Brotli has come: not behind nginx), and this module after the first answer of a page none stored.
 * Copies are kept under the page's ETag, so a changed page is a new key. Quality 11 is ~10 % smaller than 4 and ~28 %
 * smaller than gzip on this site's HTML, but costs ~180 ms of CPU for the home page, which no request waits for. A smaller document fits more
 * often in a new connection's first TCP window (14,600 bytes), and then paints a round trip sooner
 * (docs/decisions.md P8).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants as zlibConstants } from 'node:zlib'

import compression from 'compression'
import Negotiator from 'negotiator'

import { releaseCompressionStream } from '../next-compat/index.mjs'

import { brotliCopy, COPY_THRESHOLD_BYTES, copyKey, makeBrotliCopy, noteBrotliClient } from './brotli-copies.mjs'
import { endBody, type EndArgs, interceptEnd, isWholePage } from './intercept-end'

// Brotli 4 (the middleware's default quality) with a 256 KB window instead of the default 4 MB: every streamed
// answer holds an encoder while it is sent, and no page of this site is larger than the window.
const middleware = compression({ threshold: COPY_THRESHOLD_BYTES, brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } })

export { brotliCopiesSettled, clearBrotliCopies } from './brotli-copies.mjs'

function acceptsBrotli(request: IncomingMessage): boolean {
  const header = request.headers['accept-encoding']
  if (!header || !header.includes('br')) return false
  // The middleware prefers Brotli whenever it is acceptable at all (q > 0), and so does this.
  return new Negotiator(request).encodings(['br']).includes('br')
}

/** The body of an answer that can take the kept copy, as given to `end` (not copied), or null. */
function wholePage(response: ServerResponse, args: EndArgs, wrote: boolean): ReturnType<typeof endBody> {
  // Measured, not copied: a page answered from its copy never needs its own bytes.
  const body = isWholePage(response, wrote) ? endBody(args) : null
  return body && body.length >= COPY_THRESHOLD_BYTES ? body : null
}

/** Installs compression on one answer; runs in the front door before anything writes to it. */
export function compressAnswer(request: IncomingMessage, response: ServerResponse): void {
  middleware(request as never, response as never, () => {})
  // As Next does: a client that leaves before the end would leave the middleware's zlib stream open.
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response)
  })
  if (request.method !== 'GET' || !acceptsBrotli(request)) return
  noteBrotliClient()

  interceptEnd(response, (answer, args, wrote, end) => {
    const page = wholePage(answer, args, wrote)
    if (page) {
      const key = copyKey(String(answer.getHeader('etag')), page.length)
      const copy = brotliCopy(key)
      if (copy) {
        // The middleware sees the encoding and leaves the body alone (it still adds Vary: Accept-Encoding).
        answer.setHeader('Content-Encoding', 'br')
        answer.setHeader('Content-Length', copy.length)
        const callback = args.find((arg) => typeof arg === 'function')
        return end(copy, callback)
      }
      const { chunk, encoding } = page
      // Copied (not a view of the caller's buffer), and only when a copy starts: not on every answer before it is ready.
      makeBrotliCopy(key, page.length, () => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk)))
    }
    return end(...args)
  })
}
