import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { generateETag } from 'next/dist/server/lib/etag'

import { brotliCopiesFootprint, brotliCopy, brotliWindowFor, COPY_LIMITS, makeBrotliCopy, makeBrotliCopyOfPage } from './brotli-copies.mjs'
import { brotliCopiesSettled, clearBrotliCopies, compressAnswer } from './compress-answers'

// A page-like body: varied enough that the compressors differ as they do on real HTML.
const page = (version: string) =>
  `<!DOCTYPE html><html lang="ja"><body>${Array.from(
    { length: 400 },
    (_, i) => `<section class="s${i % 7}"><h2 id="h${i}">見出し ${i} ${version}</h2><p>Skip Cart ${i * 7919} の説明 ${(i * 104729) % 997}</p></section>`,
  ).join('')}</body></html>`

let server: Server
let base: string
let version = 'v1'

beforeAll(async () => {
  server = createServer((req, res) => {
    compressAnswer(req, res)
    if (req.url === '/stored') {
      // As Next answers a cached page: its ETag is Next's hash of the body.
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', generateETag(page('stored')))
      res.end(page('stored'))
    } else if (req.url === '/page') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', `"${version}"`)
      res.end(page(version))
    } else if (req.url === '/streamed') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.write(page('a'))
      setTimeout(() => res.end(page('b')), 5)
    } else if (req.url === '/missing') {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', '"missing"')
      res.end(page('missing'))
    } else {
      res.setHeader('Content-Type', 'text/plain')
      res.end('ok')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  base = `http://localhost:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  clearBrotliCopies()
  version = 'v1'
})

type Answer = { status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string }

function get(path: string, acceptEncoding: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const plain = !raw.length ? raw : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: plain.toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

describe('compressAnswer', () => {
  it('sends a whole page with Brotli, then the quality-11 copy once it is made', async () => {
    const first = await get('/page', 'gzip, deflate, br, zstd')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.text).toBe(page('v1'))
    await brotliCopiesSettled()
    const second = await get('/page', 'gzip, deflate, br, zstd')
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.text).toBe(page('v1'))
    expect(second.raw.length).toBeLessThan(first.raw.length)
    expect(second.raw.length).toBe(brotliCompressSync(Buffer.from(page('v1')), { params: { 1: 11 } }).length)
    expect(Number(second.headers['content-length'])).toBe(second.raw.length)
    expect(second.headers.vary).toMatch(/accept-encoding/i)
  })

  it('makes no copy when a page is stored before any client has taken Brotli (behind nginx)', async () => {
    makeBrotliCopyOfPage(page('stored'))
    await brotliCopiesSettled()
    const first = await get('/stored', 'gzip, deflate, br, zstd')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-length']).toBeUndefined()
    expect(first.text).toBe(page('stored'))
  })

  it('sends a page the cache handler stored at quality 11 from its first answer', async () => {
    await get('/', 'br')
    makeBrotliCopyOfPage(page('stored'))
    await brotliCopiesSettled()
    const first = await get('/stored', 'gzip, deflate, br, zstd')
    expect(first.headers['content-encoding']).toBe('br')
    const stored = Buffer.from(page('stored'))
    expect(first.raw.length).toBe(brotliCompressSync(stored, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(stored.length) } }).length)
    expect(first.text).toBe(page('stored'))
  })

  it('never sends the copy of an earlier version of the page', async () => {
    await get('/page', 'br')
    await brotliCopiesSettled()
    version = 'v2'
    const changed = await get('/page', 'br')
    expect(changed.text).toBe(page('v2'))
  })

  it('sends gzip to a browser without Brotli, and nothing compressed to one that asks for none', async () => {
    await get('/page', 'br')
    await brotliCopiesSettled()
    const gzip = await get('/page', 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.text).toBe(page('v1'))
    const plain = await get('/page', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(page('v1'))
  })

  it('compresses a streamed answer as it goes, and leaves an error page and a HEAD request whole', async () => {
    const streamed = await get('/streamed', 'br')
    expect(streamed.headers['content-encoding']).toBe('br')
    expect(streamed.text).toBe(page('a') + page('b'))

    await get('/missing', 'br')
    await brotliCopiesSettled()
    const missing = await get('/missing', 'br')
    expect(missing.status).toBe(404)
    expect(missing.text).toBe(page('missing'))

    const head = await get('/page', 'br', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.raw.length).toBe(0)
  })
})

describe('the kept Brotli copies stay within their bounds', () => {
  it('a copy still being made when the store is cleared does not land in the new store', async () => {
    clearBrotliCopies()
    const body = Buffer.from(page('late'))
    makeBrotliCopy(`"late":${body.length}`, body.length, () => Buffer.from(body))
    expect(brotliCopiesFootprint().inFlight).toBe(1)
    clearBrotliCopies()
    expect(brotliCopiesFootprint()).toEqual({ bytes: 0, copies: 0, inFlight: 0 })
    // Long enough for the quality-11 copy of a page this size to finish on another thread.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(brotliCopiesFootprint().copies).toBe(0)
  })

  it('makes at most two copies at a time, with a window no larger than the page needs, and caps what it keeps', async () => {
    clearBrotliCopies()
    const body = Buffer.from(page('bound'))
    for (let i = 0; i < 20; i++) makeBrotliCopy(`"b${i}":${body.length}`, body.length, () => Buffer.from(body))
    expect(brotliCopiesFootprint().inFlight).toBe(COPY_LIMITS.inFlight)
    await brotliCopiesSettled()
    const held = brotliCopiesFootprint()
    expect(held.copies).toBe(COPY_LIMITS.inFlight)
    expect(held.bytes).toBeLessThanOrEqual(COPY_LIMITS.bytes)
    // A copy made with the smaller window decodes to the page.
    expect(brotliDecompressSync(brotliCopy(`"b0":${body.length}`)!).equals(body)).toBe(true)
    expect(brotliWindowFor(60_000)).toBe(16)
    expect(brotliWindowFor(900_000)).toBe(20)
    expect(brotliWindowFor(50 * 1024 * 1024)).toBe(24)
  })
})
