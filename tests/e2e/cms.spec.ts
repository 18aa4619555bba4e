import { type APIRequestContext, expect } from '@playwright/test'

import { signPreviewToken } from '../../src/lib/cms/preview-token'

import { adminToken, test, withoutPhraseBreaks } from './helpers'

// Phrase breaks (<wbr/>) and unbreakable names (<span class="nobr">…</span>) are markup inside a heading's text.

/**
 * News, campaigns, banners and drafts end to end, against the seeded site: an editor's draft stays
 * private (whatever headers a visitor forges), a preview link or a staff session shows it, and a
 * publish reaches the public pages, sitemap.xml and the feed within 5 seconds, without a rebuild.
 */
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'test-only-preview-secret-0123456789'

/** Forged headers that must never unlock anything: the middleware-bypass header and RSC/prefetch requests. */
const SPOOFED_HEADERS: Record<string, string>[] = [
  {},
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' },
  { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  { RSC: '1' },
  { RSC: '1', 'Next-Router-Prefetch': '1' },
  { 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
]

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email, password } })
  expect(res.status(), `login ${email}`).toBe(200)
  return (await res.json()).token as string
}

const auth = (token: string) => ({ Authorization: `JWT ${token}` })

function cardCount(html: string): number {
  return (html.match(/data-news-card="/g) ?? []).length
}

test.describe('news, drafts and publishing', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')
  test.describe.configure({ mode: 'serial' })

  const slug = `e2e-${Date.now().toString(36)}`
  const title = `E2E下書き ${slug}`
  const enTitle = `E2E draft ${slug}`
  let adminJwt = ''
  let editorToken = ''
  let id = ''

  test.beforeAll(async ({ request }) => {
    adminJwt = await adminToken(request)
    const editorEmail = `editor-${slug}@example.test`
    const made = await request.post('/api/users', {
      headers: auth(adminJwt),
      data: { email: editorEmail, password: 'editor-password-1', role: 'editor', name: 'E2E editor' },
    })
    expect(made.status()).toBe(201)
    editorToken = await login(request, editorEmail, 'editor-password-1')
  })

  test('an admin creates a draft article through the REST API, in both languages', async ({ request }) => {
    const res = await request.post('/api/news?draft=true&locale=ja', {
      headers: auth(adminJwt),
      data: { title, slug, category: 'press', excerpt: '下書きの概要', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'draft' },
    })
    expect(res.status()).toBe(201)
    id = String((await res.json()).doc.id)
    const en = await request.patch(`/api/news/${id}?draft=true&locale=en`, { headers: auth(adminJwt), data: { title: enTitle, _status: 'draft' } })
    expect(en.status()).toBe(200)
  })

  test('a signed-in editor previews the draft at /news/draft/ and /en/news/Draft/', async ({ page, baseURL }) => {
    // The editor's browser carries Payload's session cookie, as after signing in to /admin/.
    await page.context().addCookies([{ name: 'payload-token', value: editorToken, url: baseURL! }])
    for (const [url, expected] of [
      [`/news/draft/?id=${id}`, title],
      [`/en/news/Draft/?id=${id}`, enTitle],
    ] as const) {
      const res = await page.goto(url)
      expect(res?.status()).toBe(200)
      expect(res?.headers()['cache-control']).toMatch(/no-store/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected)
      // The preview notice (the route announcer is an empty status region too).
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    }
  })

  test('a signed preview link shows the draft to anyone who has it, until it expires', async ({ request }) => {
    const token = signPreviewToken(PREVIEW_SECRET, 'news', id)
    const ok = await request.get(`/news/draft/?id=${id}&token=${encodeURIComponent(token)}`)
    expect(withoutPhraseBreaks(await ok.text())).toContain(title)
    const expired = signPreviewToken(PREVIEW_SECRET, 'news', id, Date.now() - 2 * 60 * 60 * 1000)
    const otherDoc = signPreviewToken(PREVIEW_SECRET, 'news', `${id}0`)
    const forged = signPreviewToken('not-the-secret-0123456789', 'news', id)
    for (const bad of [expired, otherDoc, forged, `${token}x`]) {
      const html = withoutPhraseBreaks(await (await request.get(`/news/draft/?id=${id}&token=${encodeURIComponent(bad)}`)).text())
      expect(html).not.toContain(title)
    }
  })

  test('an anonymous visitor sees no draft, whatever headers or query they send', async ({ request }) => {
    test.setTimeout(90_000)
    const guarded = [`/news/draft/?id=${id}`, `/en/news/Draft/?id=${id}`, `/news/${slug}/`]
    for (const headers of SPOOFED_HEADERS) {
      for (const url of guarded) {
        for (const u of [url, `${url}${url.includes('?') ? '&' : '?'}_rsc=1a2b3`]) {
          const text = withoutPhraseBreaks(await (await request.get(u, { headers })).text())
          expect(text, `${u} ${JSON.stringify(headers)}`).not.toContain(title)
          expect(text, `${u} ${JSON.stringify(headers)}`).not.toContain(enTitle)
        }
      }
    }
    for (const url of ['/news/', '/news/?category=press', '/en/news/', '/news/feed/', '/sitemap.xml', '/campaign/']) {
      expect(await (await request.get(url)).text(), url).not.toContain(slug)
    }
    const article = await request.get(`/news/${slug}/`)
    expect(article.status()).toBe(404)
    // Only the app's own ticker (or staff) may run the publishing queue.
    expect((await request.get('/api/payload-jobs/run')).status()).toBe(401)
    for (const api of [`/api/news/${id}`, `/api/news/${id}?draft=true`, `/api/news?draft=true&where[slug][equals]=${slug}`, '/api/news/versions', '/api/users', '/api/payload-jobs']) {
      const text = await (await request.get(api)).text()
      expect(text, api).not.toContain(title)
      expect(text, api).not.toContain('editor-')
    }
  })

  test('publishing shows the article on the list, its page, sitemap.xml and the feed within 5 seconds', async ({ request }) => {
    const published = await request.patch(`/api/news/${id}?locale=ja`, { headers: auth(adminJwt), data: { _status: 'published' } })
    expect(published.status()).toBe(200)
    const started = Date.now()
    const shows = (url: string, text: string) =>
      expect.poll(async () => withoutPhraseBreaks(await (await request.get(url)).text()).includes(text), { timeout: 5_000, intervals: [250] }).toBe(true)
    await shows(`/news/${slug}/`, title)
    await shows(`/en/news/${slug}/`, enTitle)
    await shows('/news/', title)
    await shows('/news/?category=press', title)
    await shows('/sitemap.xml', `/news/${slug}/`)
    await shows('/news/feed/', title)
    expect(Date.now() - started).toBeLessThan(5_000)
    const html = await (await request.get(`/news/${slug}/`)).text()
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1])
    expect(jsonLd['@type']).toBe('NewsArticle')
    expect(jsonLd.headline).toBe(title)
  })

  test('an edit to the published article shows within 5 seconds; deleting it brings back the 404', async ({ request }) => {
    const edited = `${title} (更新)`
    await request.patch(`/api/news/${id}?locale=ja`, { headers: auth(adminJwt), data: { title: edited, _status: 'published' } })
    await expect.poll(async () => withoutPhraseBreaks(await (await request.get(`/news/${slug}/`)).text()).includes(edited), { timeout: 5_000, intervals: [250] }).toBe(true)
    const gone = await request.delete(`/api/news/${id}`, { headers: auth(adminJwt) })
    expect(gone.status()).toBe(200)
    await expect.poll(async () => (await request.get(`/news/${slug}/`)).status(), { timeout: 5_000, intervals: [250] }).toBe(404)
  })
})

test.describe('news list, campaigns, banners and feeds', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('unknown or malformed slugs answer 404 with the not-found page', async ({ request }) => {
    for (const url of ['/news/no-such-article/', '/en/news/no-such-article/', '/news/Bad_Slug/', '/campaign/no-such-campaign/', '/en/campaign/no-such-campaign/']) {
      const res = await request.get(url)
      expect(res.status(), url).toBe(404)
      const html = await res.text()
      // The site's not-found page (SiteShell + NotFoundContent), never an article.
      expect(html, url).toContain('error-page__title')
      expect(html, url).toContain('noindex')
      expect(html, url).not.toContain('application/ld+json')
    }
  })

  test('the news list is paginated, newest first, and filters by category', async ({ request }) => {
    const first = await (await request.get('/news/')).text()
    expect(cardCount(first)).toBe(12)
    const dates = [...first.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1])
    expect(dates).toEqual([...dates].sort().reverse())
    expect(first).toContain('href="/news/?page=2"')
    const second = await (await request.get('/news/?page=2')).text()
    expect(cardCount(second)).toBeGreaterThan(0)
    expect((await request.get('/news/?page=999')).status()).toBe(404)
    expect((await request.get('/news/?page=zero')).status()).toBe(404)
    const events = await (await request.get('/en/news/?category=event')).text()
    expect(cardCount(events)).toBeGreaterThan(0)
    const categories = [...events.matchAll(/data-news-card="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(categories)).toEqual(new Set(['event']))
    expect(events).toMatch(/aria-current="page"[^>]*>Events</)
    expect((await request.get('/news/?category=bogus')).status()).toBe(404)
  })

  test('an article links to its neighbours and back to the list', async ({ request }) => {
    const html = await (await request.get('/en/news/rollout-38-stores/')).text()
    expect(html).toContain('Our AI solutions now run in 38 stores')
    expect(html).toMatch(/rel="prev"[^>]*href="\/en\/news\/fukuoka-development-site\/"|href="\/en\/news\/fukuoka-development-site\/"[^>]*rel="prev"/)
    expect(html).toMatch(/href="\/en\/news\/summer-holiday-2025\/"/)
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/en/news/rollout-38-stores/"/>')
  })

  test('campaigns: current and past on the list, and a detail page with its call to action', async ({ request }) => {
    const list = withoutPhraseBreaks(await (await request.get('/campaign/')).text())
    expect(list).toContain('開催中のキャンペーン')
    expect(list).toContain('Skip Cart 30日間無料トライアル')
    expect(list).toContain('AIカメラ スターターパック割引')
    const detail = await (await request.get('/en/campaign/skip-cart-free-trial/')).text()
    expect(detail).toContain('Try Skip Cart free for 30 days')
    expect(detail).toMatch(/href="\/en\/contact\/"[^>]*>Apply for the free trial</)
  })

  test('a banner draft previews at /draft/ and /Draft/ with a signed link only', async ({ request }) => {
    const token = await adminToken(request)
    const { docs } = await (await request.get('/api/banners?limit=1&locale=en', { headers: auth(token) })).json()
    const banner = docs[0]
    const link = signPreviewToken(PREVIEW_SECRET, 'banners', String(banner.id))
    for (const path of ['/draft/', '/Draft/', '/en/draft/']) {
      const ok = await (await request.get(`${path}?id=${banner.id}&token=${encodeURIComponent(link)}`)).text()
      expect(ok, path).toContain('data-preview="draft"')
      const denied = await (await request.get(`${path}?id=${banner.id}`, { headers: SPOOFED_HEADERS[1] })).text()
      expect(denied, path).not.toContain('data-preview="draft"')
    }
  })

  test('each language has a well-formed Atom feed, linked from the head', async ({ request, page }) => {
    for (const [prefix, lang] of [['', 'ja'], ['/en', 'en-US']] as const) {
      const res = await request.get(`${prefix}/news/feed/`)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/atom+xml')
      const xml = await res.text()
      const html = await (await request.get(`${prefix}/company/`)).text()
      expect(html).toContain(`<link rel="alternate" type="application/atom+xml"`)
      expect(html).toContain(`href="http://localhost:3000${prefix}/news/feed/"`)
      await page.goto('about:blank')
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        const ns = 'http://www.w3.org/2005/Atom'
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.namespaceURI === ns ? doc.documentElement.localName : null,
          lang: doc.documentElement.getAttribute('xml:lang'),
          entries: doc.getElementsByTagNameNS(ns, 'entry').length,
          complete: [...doc.getElementsByTagNameNS(ns, 'entry')].every((e) =>
            ['id', 'title', 'updated', 'link'].every((n) => e.getElementsByTagNameNS(ns, n).length === 1),
          ),
        }
      }, xml)
      expect(parsed).toEqual({ error: false, root: 'feed', lang, entries: expect.any(Number), complete: true })
      expect(parsed.entries).toBeGreaterThanOrEqual(12)
    }
  })

  test('sitemap.xml lists news articles and campaigns in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain('<loc>http://localhost:3000/news/skip-cart-launch/</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/en/news/skip-cart-launch/</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/campaign/skip-cart-free-trial/</loc>')
  })
})

test.describe('news and campaign pages in the browser', () => {
  test('the news list, an article and the campaign list fit the screen', async ({ page }) => {
    for (const url of ['/news/', '/en/news/skip-cart-launch/', '/campaign/']) {
      await page.goto(url)
      await expect(page.locator('h1')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1), url).toBe(false)
    }
  })

  test('choosing a category filters the list', async ({ page }) => {
    await page.goto('/en/news/')
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Press releases' }).click()
    await expect(page).toHaveURL(/\/en\/news\/\?category=press$/)
    await expect(page.getByRole('link', { name: 'Press releases', exact: true })).toHaveAttribute('aria-current', 'page')
  })
})
