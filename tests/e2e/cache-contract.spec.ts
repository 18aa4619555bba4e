/**
 * The cache contract (docs/architecture.md, "Caching"): every kind of response carries the Cache-Control and
 * Vary the table promises. One row here per row there; HTTP-level, so the PC project only.
 */
import { type APIRequestContext, expect } from '@playwright/test'

import { signPreviewToken } from '../../src/lib/cms/preview-token'

import { adminToken, test } from './helpers'

const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'test-only-preview-secret-0123456789'

type Row = {
  kind: string
  url: string | ((ctx: Ctx) => string)
  headers?: Record<string, string> | ((ctx: Ctx) => Record<string, string>)
  status: number
  cacheControl: RegExp
  vary?: string[]
}
type Ctx = { token: string; newsId: number; newsSlug: string; campaignSlug: string; pageData: string }

/** Not storable by a shared cache: private or no-store. */
const PRIVATE = /(^|,\s*)(private|no-store)(,|$)/
const ROWS: Row[] = [
  // Pages revalidate every 2 s (the locale layout), so a shared cache serves a publish within seconds.
  { kind: 'prerendered page', url: '/company/', status: 200, cacheControl: /^s-maxage=2, stale-while-revalidate=\d+$/, vary: ['rsc'] },
  { kind: 'prerendered page (en)', url: '/en/company/Info/', status: 200, cacheControl: /^s-maxage=2, stale-while-revalidate=\d+$/, vary: ['rsc'] },
  { kind: 'CMS page (list)', url: '/campaign/', status: 200, cacheControl: /^s-maxage=\d+, stale-while-revalidate=\d+$|^private, no-cache, no-store/ },
  { kind: 'CMS page (article)', url: (c) => `/news/${c.newsSlug}/`, status: 200, cacheControl: /^s-maxage=\d+, stale-while-revalidate=\d+$|^private, no-cache, no-store/ },
  { kind: 'CMS page (campaign)', url: (c) => `/en/campaign/${c.campaignSlug}/`, status: 200, cacheControl: /^s-maxage=\d+, stale-while-revalidate=\d+$|^private, no-cache, no-store/ },
  { kind: 'root, first visit', url: '/', status: 200, cacheControl: /^private, no-cache$/ },
  { kind: 'root, cookie set', url: '/', headers: { Cookie: 'i18n_redirected=ja' }, status: 200, cacheControl: /^private, no-cache$/ },
  { kind: 'root, English browser', url: '/', headers: { 'Accept-Language': 'en-US,en;q=0.9' }, status: 307, cacheControl: /^private, no-cache$/, vary: ['accept-language', 'cookie'] },
  { kind: 'redirect (trailing slash)', url: '/company', status: 308, cacheControl: /^$/ },
  { kind: 'redirect (default-locale prefix)', url: '/ja/company/', status: 308, cacheControl: /^$/ },
  { kind: 'not found', url: '/no-such-page/', status: 404, cacheControl: PRIVATE },
  { kind: 'preview', url: (c) => `/news/draft/?id=${c.newsId}&token=${encodeURIComponent(signPreviewToken(PREVIEW_SECRET, 'news', String(c.newsId)))}`, status: 200, cacheControl: PRIVATE },
  { kind: 'admin', url: '/admin/login/', status: 200, cacheControl: PRIVATE },
  { kind: 'API, public read', url: '/api/news/?limit=1', status: 200, cacheControl: /^private, no-store$/, vary: ['cookie', 'authorization'] },
  { kind: 'API, signed in', url: '/api/users/me/', headers: (c) => ({ Authorization: `JWT ${c.token}` }), status: 200, cacheControl: /^private, no-store$/, vary: ['cookie', 'authorization'] },
  { kind: 'API, enquiries', url: '/api/enquiries/?limit=1', headers: (c) => ({ Authorization: `JWT ${c.token}` }), status: 200, cacheControl: /^private, no-store$/ },
  { kind: 'API, contact mails', url: '/api/contact-mails/?limit=1', headers: (c) => ({ Authorization: `JWT ${c.token}` }), status: 200, cacheControl: /^private, no-store$/ },
  { kind: 'API, refused', url: '/api/enquiries/', status: 403, cacheControl: /^private, no-store$/ },
  { kind: 'image', url: '/_ipx/w_320,q_75,f_auto/images/home-hero.png', status: 200, cacheControl: /^public, max-age=31536000, immutable$/, vary: ['accept'] },
  // A cached page's hydration payload (src/lib/http/page-data.mjs): named by its digest, or, for a digest this
  // server does not know, the page's current payload, which no cache may keep under that name.
  { kind: 'page data', url: (c) => c.pageData, status: 200, cacheControl: /^public, max-age=31536000, immutable$/, vary: ['accept-encoding'] },
  { kind: 'page data, unknown version', url: `/_page-data/${'x'.repeat(22)}/company/`, status: 200, cacheControl: /^no-store$/ },
  { kind: 'feed', url: '/news/feed/', status: 200, cacheControl: /^s-maxage=\d+, stale-while-revalidate=\d+$/ },
  { kind: 'sitemap', url: '/sitemap.xml', status: 200, cacheControl: /^s-maxage=\d+, stale-while-revalidate=\d+$/ },
  { kind: 'robots.txt', url: '/robots.txt', status: 200, cacheControl: /^public, max-age=0, must-revalidate$/ },
  { kind: 'favicon (public folder)', url: '/favicon.ico', status: 200, cacheControl: /^public, max-age=0$/ },
]

async function context(request: APIRequestContext): Promise<Ctx> {
  const token = await adminToken(request)
  const news = (await (await request.get('/api/news/?limit=1&sort=-publishedAt')).json()).docs[0]
  const campaign = (await (await request.get('/api/campaigns/?limit=1')).json()).docs[0]
  const digest = /data-page-data="([^"]+)"/.exec(await (await request.get('/company/')).text())?.[1]
  expect(digest, '/company/ goes out without its hydration payload').toBeTruthy()
  return { token, newsId: news.id, newsSlug: news.slug, campaignSlug: campaign.slug, pageData: `/_page-data/${digest}/company/` }
}

test('every kind of response carries the Cache-Control and Vary of the cache contract', async ({ request, playwright, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'HTTP-level')
  const ctx = await context(request)
  // A fresh context per row: no cookie from one row may change the next.
  for (const row of ROWS) {
    const api = await playwright.request.newContext({ baseURL })
    const url = typeof row.url === 'function' ? row.url(ctx) : row.url
    const headers = typeof row.headers === 'function' ? row.headers(ctx) : row.headers
    const res = await api.get(url, { headers, maxRedirects: 0 })
    const h = res.headers()
    expect(res.status(), `${row.kind}: ${url}`).toBe(row.status)
    expect(h['cache-control'] ?? '', `${row.kind}: Cache-Control`).toMatch(row.cacheControl)
    const vary = (h.vary ?? '').toLowerCase()
    for (const v of row.vary ?? []) expect(vary, `${row.kind}: Vary has ${v}`).toContain(v)
    await api.dispose()
  }
})

test('static assets are immutable and the root never lets a shared cache keep a Set-Cookie', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'HTTP-level')
  const html = await (await request.get('/company/')).text()
  const asset = /\/_next\/static\/[^"'\s]+\.(?:js|css)/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const res = await request.get(asset!)
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const root = await request.get('/', { maxRedirects: 0, headers: { Cookie: '' } })
  if (root.headers()['set-cookie']) expect(root.headers()['cache-control']).toMatch(PRIVATE)
})

test("public pages ask for no critical client hint (a first visit is never restarted); the admin keeps Payload's", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'HTTP-level')
  for (const url of ['/', '/en/', '/company/', '/en/news/', '/news/feed/', '/_ipx/w_320,q_75,f_auto/images/home-hero.png']) {
    const h = (await request.get(url, { maxRedirects: 0 })).headers()
    expect(h['critical-ch'], `${url}: Critical-CH`).toBeUndefined()
    expect(h['accept-ch'] ?? '', `${url}: Accept-CH`).not.toMatch(/prefers-color-scheme/i)
    expect(h.vary ?? '', `${url}: Vary`).not.toMatch(/prefers-color-scheme/i)
  }
  const admin = (await request.get('/admin/login/')).headers()
  expect(admin['critical-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
})
