import http from 'node:http'

import { expect, test } from '@playwright/test'

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
    const url = `/_ipx/w_768,q_70,f_webp${HERO}`
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
