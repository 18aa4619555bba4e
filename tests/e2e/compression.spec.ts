/**
 * Answers are compressed in the front door (src/lib/http/compress-answers.ts), Brotli where the browser takes it,
 * and a whole page at Brotli 11 from the copy the cache handler or the first answer made. HTTP-level: PC only.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { expect } from '@playwright/test'
import { test } from './helpers'

import { brotliWindowFor } from '../../src/lib/http/brotli-copies.mjs'

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

async function raw(url: string, acceptEncoding: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': acceptEncoding, 'accept-language': 'ja' } })
  // Node's fetch decodes the body: the encoded size is the Content-Length of a whole page.
  return { status: res.status, headers: res.headers, text: await res.text() }
}

test.describe('compression', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'pc', 'HTTP-level')
  })

  for (const path of ['/company/', '/en/news/']) {
    test(`${path} goes out with Brotli, at quality 11 once its copy is made`, async ({ baseURL }) => {
      const url = `${baseURL}${path}`
      let answer = await raw(url, BROWSER_ENCODINGS)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-encoding')).toBe('br')
      expect(answer.headers.get('vary') ?? '').toMatch(/accept-encoding/i)
      // The copy is made in the background (or when the page was last stored): a whole page then has a length.
      await expect
        .poll(async () => (answer = await raw(url, BROWSER_ENCODINGS)).headers.get('content-length'), { timeout: 15_000 })
        .not.toBeNull()
      const sent = Number(answer.headers.get('content-length'))
      const body = Buffer.from(answer.text, 'utf8')
      // As the copy is made: quality 11, text mode, a window sized to the page (brotli-copies.mjs).
      const quality11 = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(body.length), [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
      expect(sent).toBe(quality11.length)
      // A tenth smaller than gzip at least (13–16 % on these pages since their hydration payload travels apart,
      // src/lib/http/page-data.mjs: the payload, which repeats the page, was what Brotli gained most on).
      expect(sent).toBeLessThan(gzipSync(body).length * 0.9)
    })
  }

  test('a browser without Brotli gets gzip; the decoded page is the same', async ({ baseURL }) => {
    const res = await fetch(`${baseURL}/en/company/Info/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const bytes = Buffer.from(await res.arrayBuffer())
    // Node's fetch has decoded it already; check it is a whole document.
    expect(bytes.toString('utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/)
  })
})
