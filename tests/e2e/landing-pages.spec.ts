import { expect, type Page, test } from '@playwright/test'

import { editorsShot } from './editors-shots'
import { adminToken, hydrated } from './helpers'

/**
 * Landing pages built in the CMS (issue 46), against the production build. One visitor walk over the seeded
 * seminar page in both languages, and one editor walk: a page made of blocks in Japanese, then English, seen in
 * the live preview at phone width, published from the admin and on both public URLs within 5 seconds.
 * Viewport-independent: runs in the pc project only.
 */
test.skip(({ isMobile }) => isMobile, 'the same HTML at any width: runs in the pc project')
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'http://localhost:3000'
const run = Date.now().toString(36)

/** The JSON-LD objects of the page, by their @type. */
async function jsonLd(page: Page): Promise<Record<string, Record<string, unknown>>> {
  const all = await page.locator('script[type="application/ld+json"]').allTextContents()
  return Object.fromEntries(all.map((text) => JSON.parse(text) as Record<string, unknown>).map((data) => [String(data['@type']), data]))
}

/** Whether the element's centre is what the visitor sees there (nothing covers it). */
async function onTop(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 20))
    return hit !== null && (element === hit || element.contains(hit))
  })
}

test('a visitor reads the seminar page in both languages: its heading, FAQ, a video link that loads nothing from the video site, in the sitemap', async ({ page, request }) => {
  const videoRequests: string[] = []
  page.on('request', (req) => {
    if (/youtube|youtu\.be|vimeo|ytimg/.test(new URL(req.url()).hostname)) videoRequests.push(req.url())
  })
  for (const [path, heading, faqQuestion, faqAnswer, home] of [
    ['/lp/seminar-2027/', '人手が足りない売場を、カメラとカートで回す', '参加費はかかりますか？', '無料です。', 'ホーム'],
    ['/en/lp/seminar-2027/', 'Running short-staffed stores with cameras and smart carts', 'Is there a fee?', 'No, it is free.', 'Home'],
  ] as const) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    const h1 = page.locator('main h1')
    await expect(h1).toHaveText(heading)
    expect(await onTop(page, 'main h1'), `${path}: the heading is not covered`).toBe(true)
    if (!path.startsWith('/en/')) expect(await h1.innerHTML(), 'Japanese heading broken at phrases').toContain('<wbr>')

    // Head tags: canonical and hreflang alternates of this path.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${path}`)
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', `${SITE_ORIGIN}/lp/seminar-2027/`)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${SITE_ORIGIN}/en/lp/seminar-2027/`)

    // Structured data: where the page sits, and the FAQ.
    const data = await jsonLd(page)
    expect(data.BreadcrumbList).toMatchObject({ itemListElement: [{ position: 1, name: home }, { position: 2, item: `${SITE_ORIGIN}${path}` }] })
    expect(JSON.stringify(data.FAQPage)).toContain(faqQuestion)

    // The FAQ is a native disclosure: closed, then open on a click, its answer on screen.
    const item = page.locator('details', { hasText: faqQuestion })
    await expect(item.locator('p')).toBeHidden()
    await item.locator('summary').click()
    await expect(item.locator('p')).toContainText(faqAnswer)
    await item.locator('p').scrollIntoViewIfNeeded()
    expect(await item.locator('p').evaluate((p) => { const b = p.getBoundingClientRect(); const hit = document.elementFromPoint(b.left + 4, b.top + 4); return hit !== null && p.contains(hit) })).toBe(true)

    // The video: a link to the host, no frame and no request to it before a click.
    const video = page.locator('figure a[href^="https://www.youtube.com/"]')
    await expect(video).toHaveAttribute('target', '_blank')
    await expect(page.locator('iframe')).toHaveCount(0)

    // The blocks drawn by the site's components: figures, session cards linking on, the closing band.
    await expect(page.locator('main ul li').filter({ hasText: '-62' })).toHaveCount(1)
    await expect(page.locator('main a[href*="rollout-38-stores"]')).toHaveCount(1)
  }
  expect(videoRequests).toEqual([])

  const sitemaps = [await (await request.get('/sitemap.xml')).text()]
  for (const m of sitemaps[0].matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)) sitemaps.push(await (await request.get(m[1])).text())
  const all = sitemaps.join('\n')
  expect(all).toContain(`${SITE_ORIGIN}/lp/seminar-2027/`)
  expect(all).toContain(`${SITE_ORIGIN}/en/lp/seminar-2027/`)
  // An unpublished or unknown path is the site's 404 page.
  expect((await request.get('/lp/no-such-seminar/')).status()).toBe(404)
})

test('an editor builds a page from blocks in Japanese then English, previews it at phone width, publishes it, and both URLs show it within 5 seconds', async ({ page, context, request, baseURL }) => {
  const token = await adminToken(request)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  const headers = { Authorization: `JWT ${token}` }

  // A fixed route is refused with a message that says why.
  const refused = await request.post('/api/pages/?locale=ja', { headers: { ...headers, 'Accept-Language': 'ja' }, data: { title: 'x', path: 'company/seminar', _status: 'draft' } })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('固定ページ')

  const path = `lp/walk-${run}`
  const jaHeading = `展示会の来場特典 ${run}`
  const enHeading = `Trade show offer ${run}`
  const made = await request.post('/api/pages/?locale=ja&draft=true', {
    headers,
    data: {
      title: `展示会 ${run}`,
      path,
      _status: 'draft',
      layout: [
        { blockType: 'hero', heading: jaHeading, text: 'ブースで実機をお試しください。', buttons: [{ label: 'お問い合わせ', href: '/contact/' }] },
        { blockType: 'faq', items: [{ question: '予約は必要ですか?', answer: '不要です。' }] },
      ],
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number
  const en = await request.patch(`/api/pages/${id}?locale=en&draft=true`, {
    headers,
    data: { title: `Trade show ${run}`, layout: [{ blockType: 'hero', heading: enHeading, text: 'Try the carts at our booth.' }, { blockType: 'cta', heading: 'Talk to us', text: 'Any time.', label: 'Contact', href: '/contact/' }] },
  })
  expect(en.status(), await en.text()).toBe(200)
  // Not public while it is a draft.
  expect((await request.get(`/${path}/`)).status()).toBe(404)

  await page.goto(`/admin/collections/pages/${id}?locale=ja`)
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  if (!((await toggler.getAttribute('class')) ?? '').includes('--active')) await toggler.click()
  const frame = page.frameLocator('iframe[src*="/draft/live/"]')
  await expect(frame.locator('[data-live-preview="listening"]')).toHaveCount(1, { timeout: 30_000 })
  await page.locator('.live-preview-toolbar-controls__breakpoint button, .live-preview-toolbar-controls__breakpoint').first().click()
  await page.getByRole('button', { name: /Phone \(390\)|スマートフォン（390）/ }).click()
  await expect.poll(async () => Math.round((await page.locator('iframe[src*="/draft/live/"]').boundingBox())?.width ?? 0)).toBeLessThanOrEqual(400)
  await expect(frame.locator('h1')).toHaveText(jaHeading, { timeout: 40_000 })
  await expect(frame.locator('summary', { hasText: '予約は必要ですか?' })).toBeVisible()
  // With EDITORS_SCREENSHOTS=1, the picture of docs/editors.md's landing-page section.
  await editorsShot(page, '18-landing-live-preview')

  await page.locator('#action-save').click()
  const published = Date.now()
  for (const [url, heading] of [[`/${path}/`, jaHeading], [`/en/${path}/`, enHeading]] as const) {
    await expect
      .poll(async () => { const res = await request.get(url); return res.status() === 200 && (await res.text()).replaceAll('<wbr/>', '').includes(heading) }, { timeout: 5_000, intervals: [250] })
      .toBe(true)
  }
  expect(Date.now() - published).toBeLessThan(5_000)

  // The editor moves the page: its old addresses redirect to the new ones, in both languages.
  const moved = `${path}-moved`
  const move = await request.patch(`/api/pages/${id}?locale=ja`, { headers, data: { path: moved, _status: 'published' } })
  expect(move.status(), await move.text()).toBe(200)
  for (const [from, to] of [[`/${path}/`, `/${moved}/`], [`/en/${path}/`, `/en/${moved}/`]] as const) {
    await expect.poll(async () => { const res = await request.get(from, { maxRedirects: 0 }); return `${res.status()} ${res.headers().location ?? ''}` }, { timeout: 5_000, intervals: [250] }).toMatch(new RegExp(`^301 (${SITE_ORIGIN.replace(/[.:/]/g, '\\$&')}|https?://[^/]+)?${to.replace(/[./]/g, '\\$&')}$`))
    expect((await request.get(to)).status()).toBe(200)
  }

  // Clean up: the redirects first (a page they point to cannot be deleted), then the page, whose address is a 404 again.
  const redirects = await request.get(`/api/redirects/?where[to.reference.value][equals]=${id}&depth=0`, { headers })
  for (const doc of ((await redirects.json()) as { docs: { id: number }[] }).docs) await request.delete(`/api/redirects/${doc.id}`, { headers })
  expect((await request.delete(`/api/pages/${id}`, { headers })).status()).toBe(200)
  await expect.poll(async () => (await request.get(`/${moved}/`)).status(), { timeout: 5_000, intervals: [250] }).toBe(404)
})

test('a page published in Japanese only: live in Japanese with a generated share card, 404 in English, no English URL in the sitemap or hreflang, the switcher going to the English home', async ({ page, request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const path = `lp/ja-only-${run}`
  const title = `日本語だけの説明会 ${run}`
  const made = await request.post('/api/pages/?locale=ja', {
    headers,
    data: { title, path, _status: 'published', languages: { jaOn: true, enOn: false }, layout: [{ blockType: 'cta', heading: `お申し込みはこちら ${run}`, text: '無料です。', label: 'お問い合わせ', href: '/contact/' }] },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number
  try {
    await expect.poll(async () => (await request.get(`/${path}/`)).status(), { timeout: 5_000, intervals: [250] }).toBe(200)
    expect((await request.get(`/en/${path}/`)).status(), 'the English page does not exist').toBe(404)

    await page.goto(`/${path}/`)
    await expect(page.locator('main h2, main p').filter({ hasText: `お申し込みはこちら ${run}` }).first()).toBeVisible()
    // Only the Japanese alternate: the English page does not exist, so the switcher's English link leads to the English home.
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', `${SITE_ORIGIN}/${path}/`)
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang') ?? ''))
    expect(hreflangs.filter((tag) => tag.startsWith('en')), 'no English alternate').toEqual([])
    await hydrated(page)
    // The English link asks the server, which finds the nearest English page there is: the home (decisions R8).
    const switchLink = `/api/switch-language/?to=en&path=${encodeURIComponent(`/${path}/`)}`
    await expect(page.locator('.lang-switch a[data-locale="en"]:visible').first()).toHaveAttribute('href', switchLink)
    const switched = await request.get(switchLink, { maxRedirects: 0 })
    expect(switched.status()).toBe(303)
    expect(switched.headers()['location']).toBe('/en/')

    // No picture chosen for sharing and no hero: the generated card with the title, a 1200×630 PNG.
    const card = `/share-card/ja/page/${path.replaceAll('/', '.')}.png`
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      expect(await page.locator(selector).first().getAttribute('content'), selector).toMatch(new RegExp(`${card.replace(/[./]/g, '\\$&')}\\?v=`))
    }
    await expect(page.locator('meta[property="og:image:alt"]').first()).toHaveAttribute('content', title)
    const png = await request.get(card)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    const bytes = await png.body()
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], 'the card is 1200×630').toEqual([1200, 630])
    // The English card is no more public than the English page; an encoded slash is no second address.
    expect((await request.get(`/share-card/en/page/${path.replaceAll('/', '.')}.png`)).status()).toBe(404)
    expect((await request.get(`/share-card/ja/page/${encodeURIComponent(path)}.png`)).status()).toBe(404)

    const sitemaps = [await (await request.get('/sitemap.xml')).text()]
    for (const m of sitemaps[0].matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)) sitemaps.push(await (await request.get(m[1])).text())
    const all = sitemaps.join('\n')
    expect(all).toContain(`${SITE_ORIGIN}/${path}/`)
    expect(all).not.toContain(`${SITE_ORIGIN}/en/${path}/`)
  } finally {
    await request.delete(`/api/pages/${id}`, { headers })
  }
})
