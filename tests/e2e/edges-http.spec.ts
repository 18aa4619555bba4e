/**
 * Bad input, the REST API, headers, robots and JSON-LD (docs/decisions.md S1–S6), request by request: every
 * request below answers the status it should; the public REST API shows only what the site shows.
 * HTTP-level: the PC project only.
 */
import http from 'node:http'

import { expect } from '@playwright/test'
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

import { adminToken, test } from './helpers'


test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

/** A raw request (no URL normalisation), so `%` and `%ff` reach the server as typed. */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(baseURL)
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, method, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}


test('A: dotted paths and bare prefixes answer the site 404 page; the icons are real', async ({ baseURL }) => {
  for (const path of ['/index.html', '/.env', '/package.json', '/robots.TXT', '/@evil.example', '/api/', '/_next/', '/_ipx/']) {
    const res = await raw(baseURL!, 'GET', path)
    expect(res.status, path).toBe(404)
    expect(res.body, path).toContain('error-page__title')
    expect(res.body, path).toMatch(/<html lang="ja"/)
  }
  const favicon = await raw(baseURL!, 'GET', '/favicon.ico')
  expect(favicon.status).toBe(200)
  expect(favicon.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
  const touch = await raw(baseURL!, 'GET', '/apple-touch-icon.png')
  expect(touch.status).toBe(200)
  expect(touch.headers['content-type']).toBe('image/png')
})

test('B: malformed percent-encoding is a 400', async ({ baseURL }) => {
  for (const path of ['/news/%/', '/news/%ff/', '/admin/%/', '/api/%/', '/_ipx/%/w_320/images/home-hero.png']) {
    expect((await raw(baseURL!, 'GET', path)).status, path).toBe(400)
  }
})

test('C: REST input errors are 4xx, and the bookkeeping collections are not on the wire', async ({ baseURL }) => {
  const cases: [string, number][] = [
    ['/api/news/abc/', 404],
    ['/api/news/?where=abc', 400],
    ['/api/news/?where[publishedAt][greater_than]=notadate', 400],
    ['/api/news/?where[title][near]=1,2', 400],
    ['/api/news/access/', 404],
    ['/api/media/file/x.png', 404],
    ['/api/media/file/', 404],
    ['/api/payload-migrations/', 404],
    ['/api/payload-migrations/1/', 404],
    ['/api/enquiries/', 403],
    ['/api/users/', 403],
    ['/api/og/', 404],
  ]
  for (const [path, status] of cases) expect((await raw(baseURL!, 'GET', path)).status, path).toBe(status)
})

test('D: a garbage router-state header on a dynamic page is a 400, a real navigation still works', async ({ baseURL, page }) => {
  const tree = 'garbage{'
  const rsc = await computeCacheBustingSearchParam(undefined, undefined, tree, undefined)
  for (const path of ['/news/', '/news/draft/']) {
    const res = await raw(baseURL!, 'GET', `${path}?_rsc=${rsc}`, { RSC: '1', 'Next-Router-State-Tree': tree })
    expect(res.status, path).toBe(400)
  }
  // A client-side navigation (which sends a real router-state header) still renders.
  await page.goto('/company/')
  await page.locator('a[href="/news/"]').first().dispatchEvent('click')
  await expect(page).toHaveURL(/\/news\/$/)
  await expect(page.locator('main h1')).toBeVisible()
})

test('E: methods', async ({ baseURL, request }) => {
  for (const path of ['/', '/no-such-page/', '/_ipx/w_320/images/home-hero.png', '/api/news/', '/news/feed/', '/company/']) {
    const res = await raw(baseURL!, 'TRACE', path)
    expect(res.status, `TRACE ${path}`).toBe(405)
    expect(res.headers.allow, path).toContain('GET')
  }
  for (const method of ['POST', 'PUT', 'DELETE']) {
    for (const path of ['/', '/company/', '/en/news/']) {
      const res = await raw(baseURL!, method, path)
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    }
  }
  const get = await request.get('/api/news/')
  const head = await request.head('/api/news/')
  expect(get.status()).toBe(200)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe(get.headers()['content-type'])
})

test('public REST reads follow the site: embargoed news is hidden, limit is bounded, staff still see all', async ({ request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const slug = `embargo-${Date.now().toString(36)}`
  const made = await request.post('/api/news?locale=ja', {
    headers: auth,
    data: { title: `未来の記事 ${slug}`, slug, category: 'news', publishedAt: '2030-01-01T00:00:00.000Z', _status: 'published' },
  })
  expect(made.status()).toBe(201)
  const id = (await made.json()).doc.id
  try {
    expect((await request.get(`/api/news/${id}/`)).status()).toBe(404)
    const list = await (await request.get('/api/news/?sort=-publishedAt&limit=100')).json()
    expect(list.docs.map((d: { id: number }) => d.id)).not.toContain(id)
    const searched = await (await request.get(`/api/news/?where[slug][equals]=${slug}`)).json()
    expect(searched.totalDocs).toBe(0)
    expect((await request.get(`/news/${slug}/`)).status()).toBe(404)
    // Staff (the admin panel) still read it.
    expect((await request.get(`/api/news/${id}/`, { headers: auth })).status()).toBe(200)
    // limit has an upper bound, 0 ("all") included.
    for (const limit of ['0', '1000']) {
      const page = await (await request.get(`/api/news/?limit=${limit}`)).json()
      expect(page.limit, `limit=${limit}`).toBe(100)
    }
  } finally {
    await request.delete(`/api/news/${id}`, { headers: auth })
  }
})

test("a staff member's preference is deleted once; deleting it again is a 404, not Payload's 500", async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const key = `test-preference-${Date.now().toString(36)}`
  expect((await request.post(`/api/payload-preferences/${key}/`, { headers: auth, data: { value: 'x' } })).status()).toBe(200)
  expect((await request.delete(`/api/payload-preferences/${key}/`, { headers: auth })).status()).toBe(200)
  const again = await request.delete(`/api/payload-preferences/${key}/`, { headers: auth })
  expect(again.status()).toBe(404)
  expect(await again.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  // Without a session: refused before any lookup.
  expect((await request.delete(`/api/payload-preferences/${key}/`)).status()).toBeGreaterThanOrEqual(400)
  expect((await request.delete(`/api/payload-preferences/${key}/`)).status()).toBeLessThan(500)
})

test('robots.txt has no Host line and no Allow ahead of the exceptions', async ({ request }) => {
  const txt = await (await request.get('/robots.txt')).text()
  expect(txt).not.toMatch(/^Host:/im)
  expect(txt).not.toMatch(/^Allow:\s*\/\s*$/im)
  expect(txt).toMatch(/^Disallow: \/admin$/m)
})

test('campaign and article pages carry JSON-LD whose author and publisher have a url', async ({ request }) => {
  const campaign = (await (await request.get('/api/campaigns/?limit=1')).json()).docs[0]
  const news = (await (await request.get('/api/news/?limit=1&sort=-publishedAt')).json()).docs[0]
  for (const [url, type] of [
    [`/campaign/${campaign.slug}/`, 'Article'],
    [`/en/campaign/${campaign.slug}/`, 'Article'],
    [`/news/${news.slug}/`, 'NewsArticle'],
  ] as const) {
    const html = await (await request.get(url)).text()
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    expect(json, url).toBeTruthy()
    const data = JSON.parse(json!)
    expect(data['@type'], url).toBe(type)
    expect(data.author.url, url).toMatch(/^https?:\/\//)
    expect(data.publisher.url, url).toMatch(/^https?:\/\//)
    expect(data.mainEntityOfPage, url).toContain(url)
  }
})

test('pages and API answers are same-origin resources; images stay embeddable', async ({ request }) => {
  for (const url of ['/company/', '/en/news/', '/api/news/?limit=1']) {
    expect((await request.get(url)).headers()['cross-origin-resource-policy'], url).toBe('same-origin')
  }
  expect((await request.get('/_ipx/w_320,q_75,f_auto/images/home-hero.png')).headers()['cross-origin-resource-policy']).toBeUndefined()
})
