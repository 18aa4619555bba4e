import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

import { expect } from '@playwright/test'
import { test } from './helpers'

/**
 * The /_ipx endpoint on the production build: headers as served through Next, and path tricks
 * sent byte for byte (a browser or URL parser would normalize them before they leave).
 */
const HERO = '/images/samples/hero.jpg'

function rawGet(baseURL: string, rawPath: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', headers: { accept: 'image/webp,*/*' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end()
  })
}

test.describe('image endpoint /_ipx', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('serves a resized WebP with long-lived cache headers, nosniff and a locked-down policy', async ({ request }) => {
    const res = await request.get(`/_ipx/w_640,f_webp${HERO}`)
    expect(res.status()).toBe(200)
    const headers = res.headers()
    expect(headers['content-type']).toBe('image/webp')
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toContain("default-src 'none'")
    expect(headers.etag).toMatch(/^"[\da-f]{32}"$/)
    const body = await res.body()
    // RIFF....WEBP
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  test('picks the format from the Accept header and says so in Vary', async ({ request }) => {
    const modern = await request.get(`/_ipx/w_320,f_auto${HERO}`, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(modern.headers()['content-type']).toBe('image/webp')
    expect(modern.headers().vary).toContain('Accept')
    const old = await request.get(`/_ipx/w_320,f_auto${HERO}`, { headers: { accept: 'image/jpeg,*/*;q=0.5' } })
    expect(old.headers()['content-type']).toBe('image/jpeg')
  })

  test('answers a repeated request from its cache, and 304 to a known ETag', async ({ request }) => {
    const url = `/_ipx/w_768,q_75,f_webp${HERO}`
    const first = await request.get(url)
    expect(first.status()).toBe(200)
    const second = await request.get(url)
    expect(second.headers()['x-image-cache']).toBe('HIT')
    const revalidated = await request.get(url, { headers: { 'if-none-match': second.headers().etag } })
    expect(revalidated.status()).toBe(304)
  })

  test('refuses traversal in any encoding, remote sources and oversized requests with a 4xx', async ({ baseURL }) => {
    const refused = [
      '/_ipx/w_100/images/../../package.json.png',
      '/_ipx/w_100/images/%2e%2e/%2e%2e/.env.png',
      '/_ipx/w_100/images/%252e%252e/%252e%252e/secret.jpg',
      '/_ipx/w_100/images/..%5c..%5cpackage.jpg',
      '/_ipx/w_100/images%5c..%5c..%5csecret.jpg',
      '/_ipx/w_100/%2Fetc%2Fpasswd.jpg',
      '/_ipx/w_100/https://example.com/a.jpg',
      '/_ipx/w_100/https%3A%2F%2Fexample.com%2Fa.jpg',
      '/_ipx/w_100/images/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/_ipx/_/..%2f..%2fpackage.json',
      `/_ipx/w_5000${HERO}`,
      `/_ipx/q_101${HERO}`,
      `/_ipx/s_9000x9000${HERO}`,
    ]
    for (const path of refused) {
      // Next normalizes some paths first (`//`, dot segments, a missing trailing slash) with a
      // redirect to the same origin; what counts is where the request ends up.
      let { status, location } = await rawGet(baseURL!, path)
      for (let hops = 0; status >= 300 && status < 400 && location && hops < 3; hops++) {
        ;({ status, location } = await rawGet(baseURL!, location))
      }
      expect(status, path).toBeGreaterThanOrEqual(400)
      expect(status, path).toBeLessThan(500)
    }
  })
})

/** One PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/**
 * A real decompression bomb: a valid 10,000 x 10,000 PNG (100 million pixels, 400 MB once decoded
 * to RGBA) that is about 12 KB on disk, because every row is the same run of zeros.
 */
function pngBomb(side = 10_000): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr.writeUInt8(1, 8) // bit depth 1
  ihdr.writeUInt8(0, 9) // greyscale
  const rowBytes = 1 + Math.ceil(side / 8) // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

type RawAnswer = { status: number | string; headers: http.IncomingHttpHeaders; location?: string }

/** A GET from a chosen local address: 127.0.0.2 and 127.0.0.3 are two different clients to the server. */
function getFrom(baseURL: string, rawPath: string, localAddress: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve) => {
    const req = http.request(
      { host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path: rawPath, localAddress, agent: false, headers: { accept: 'image/webp,*/*', ...headers } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      },
    )
    // A hung connection fails the test with its own status rather than the test time-out.
    req.setTimeout(40_000, () => {
      req.destroy()
      resolve({ status: 'hung', headers: {} })
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: `error ${error.code}`, headers: {} }))
    req.end()
  })
}

test.describe('image endpoint /_ipx under abuse', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  // Hostile and fresh files go into the served image folder itself, under a name unique to this run.
  const folderName = `e2e-${process.pid}-${Date.now()}`
  const folder = path.resolve('public', 'images', folderName)

  test.beforeAll(async () => {
    await mkdir(folder, { recursive: true })
    await writeFile(path.join(folder, 'bomb.png'), pngBomb())
    await writeFile(path.join(folder, 'script.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>')
    await writeFile(path.join(folder, 'onload.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>')
    // Fresh copies of the hero: every variant of them is cold, whatever earlier runs cached.
    for (let i = 0; i < 4; i++) await copyFile(path.resolve('public', 'images', 'samples', 'hero.jpg'), path.join(folder, `hero-${i}.jpg`))
  })

  test.afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  test('refuses a decompression bomb and a scripted SVG placed in the image folder', async ({ request }) => {
    expect(pngBomb().length).toBeLessThan(64 * 1024)
    for (const url of [`/_ipx/w_640,q_75,f_webp/images/${folderName}/bomb.png`, `/_ipx/_/images/${folderName}/bomb.png`]) {
      const res = await request.get(url)
      expect(res.status(), url).toBe(413)
      expect(res.headers()['content-type']).toContain('application/json')
    }
    for (const name of ['script.svg', 'onload.svg']) {
      for (const modifiers of ['_', 'w_128', 'w_128,f_png']) {
        const res = await request.get(`/_ipx/${modifiers}/images/${folderName}/${name}`)
        expect(res.status(), `${modifiers} ${name}`).toBe(415)
        expect(res.headers()['content-type']).toContain('application/json')
        expect(await res.text()).not.toContain('<script')
      }
    }
  })

  test('serves only allowed variants: an off-grid size or quality is redirected to the nearest one', async ({ baseURL }) => {
    const res = await getFrom(baseURL!, `/_ipx/w_641,q_80,f_auto${HERO}?v=2`, '127.0.0.1')
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(`/_ipx/w_768,q_75,f_auto${HERO}?v=2`)
    expect((await getFrom(baseURL!, `/_ipx/s_400x300${HERO}`, '127.0.0.1')).status).toBe(400)
  })

  test('answers other methods with 405 and Allow', async ({ request }) => {
    const res = await request.post(`/_ipx/w_640,q_75,f_webp${HERO}`, { data: 'x' })
    expect(res.status()).toBe(405)
    expect(res.headers().allow).toBe('GET, HEAD')
  })

  test('a client flooding cold variants is refused with 429 and Retry-After, never left hanging, while another client is served', async ({ baseURL }) => {
    test.setTimeout(90_000)
    const urls: string[] = []
    for (let i = 0; i < 4; i++) {
      for (const w of [1536, 1280, 1024, 768, 640]) for (const q of [50, 90]) urls.push(`/_ipx/w_${w},q_${q},f_webp/images/${folderName}/hero-${i}.jpg`)
    }
    // The suite's server trusts loopback as a proxy (TRUSTED_PROXIES=loopback in scripts/test-all.mjs), so
    // X-Forwarded-For names the client here: one flooding client and one visitor. (A rotating
    // X-Forwarded-For from an untrusted peer counts as one client: src/lib/http/client-address.test.ts.)
    const flood = urls.map((url) => getFrom(baseURL!, url, '127.0.0.2', { 'x-forwarded-for': '203.0.113.7' }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const visitor = await getFrom(baseURL!, `/_ipx/w_1280,q_75,f_webp/images/${folderName}/hero-0.jpg`, '127.0.0.3', { 'x-forwarded-for': '198.51.100.9' })
    const results = await Promise.all(flood)

    expect(visitor.status).toBe(200)
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s !== 200 && s !== 429 && s !== 503)).toEqual([])
    const refused = results.filter((r) => r.status === 429 || r.status === 503)
    expect(refused.filter((r) => r.status === 429).length).toBeGreaterThan(0)
    for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)
  })
})
