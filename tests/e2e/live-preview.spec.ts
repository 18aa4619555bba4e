import { type APIRequestContext, type BrowserContext, expect, type FrameLocator, type Page } from '@playwright/test'

import { editorsShot } from './editors-shots'
import { adminToken, test } from './helpers'

/**
 * The admin's live preview follows each keystroke for every kind of content, drawn in the browser from the
 * form's data, before anything is saved: the admin's saves (autosave PATCH requests) are blocked in these
 * tests, so whatever the frame shows came from the form. Public pages keep the published text.
 * Covered: a news article (title and rich text), a banner, a global (CEO message, English form), an office
 * (card and map) and the phone width. With EDITORS_SCREENSHOTS=1 it saves docs/editors/ screenshots.
 */
const run = Date.now().toString(36)
/** How long the preview may take to show what was typed: the admin form, the frame and its first render (over 20 s under load 17). */
const PREVIEW_WAIT = 40_000

/** A screenshot for docs/editors.md, without the toasts of the blocked autosaves. */
async function shot(page: Page, name: string) {
  await editorsShot(page, name)
}

test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } })
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ isMobile }) => isMobile, 'the admin is checked at PC width')

async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await adminToken(request)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
  return { Authorization: `JWT ${token}` }
}

/** Blocks every save of the form (autosave and publish), counting the attempts. */
async function blockSaves(page: Page): Promise<{ attempts: () => number }> {
  let attempts = 0
  await page.route('**/api/**', (route) => {
    const method = route.request().method()
    const override = route.request().headers()['x-payload-http-method-override']
    if (method === 'PATCH' || (method === 'POST' && !override && !route.request().url().includes('/preferences'))) {
      attempts++
      return route.abort()
    }
    return route.fallback()
  })
  return { attempts: () => attempts }
}

/** Opens the live preview beside the form (the admin remembers it per collection) and waits until it listens. */
async function openLivePreview(page: Page): Promise<FrameLocator> {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  if (!((await toggler.getAttribute('class')) ?? '').includes('--active')) await toggler.click()
  const frame = page.frameLocator('iframe[src*="/draft/live/"]')
  await expect(frame.locator('[data-live-preview="listening"]')).toHaveCount(1, { timeout: 30_000 })
  return frame
}

test('news: the title and the rich-text body change in the preview as they are typed, nothing is saved', { tag: '@postgres' }, async ({ page, context, request, baseURL, browser }) => {
  const headers = await signIn(context, request, baseURL!)
  const slug = `live-${run}`
  const made = await request.post('/api/news/?locale=ja', {
    headers,
    data: { title: `公開中の見出し ${run}`, slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number

  const saves = await blockSaves(page)
  await page.goto(`/admin/collections/news/${id}?locale=ja`)
  const frame = await openLivePreview(page)
  await expect(frame.locator('h1', { hasText: `公開中の見出し ${run}` })).toBeVisible({ timeout: 30_000 })

  const title = page.locator('#field-title')
  await title.fill('')
  await title.pressSequentially(`ライブの見出し ${run}`, { delay: 20 })
  await expect(frame.locator('h1', { hasText: `ライブの見出し ${run}` })).toBeVisible({ timeout: PREVIEW_WAIT })

  const body = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await body.click()
  await body.pressSequentially('本文を打つと', { delay: 20 })
  await expect(frame.locator('p', { hasText: '本文を打つと' })).toBeVisible({ timeout: PREVIEW_WAIT })
  await body.pressSequentially('すぐに映ります。', { delay: 20 })
  await expect(frame.locator('p', { hasText: '本文を打つとすぐに映ります。' })).toBeVisible({ timeout: PREVIEW_WAIT })
  await shot(page, '14-news-live-preview')

  // The phone width: the frame is 390 px wide and still shows the typed title.
  await page.locator('.live-preview-toolbar-controls__breakpoint button, .live-preview-toolbar-controls__breakpoint').first().click()
  // In a Japanese admin, Payload's own English "Responsive" reads in Japanese (FixedEnglishLabels.client.tsx).
  if ((await page.locator('html').getAttribute('lang')) === 'ja') {
    await expect(page.locator('.popup-button-list').getByRole('button', { name: /^レスポンシブ/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Responsive', exact: true })).toHaveCount(0)
  }
  await page.getByRole('button', { name: /Phone \(390\)|スマートフォン（390）/ }).click()
  await expect.poll(async () => Math.round((await page.locator('iframe[src*="/draft/live/"]').boundingBox())?.width ?? 0)).toBeLessThanOrEqual(400)
  await expect(frame.locator('h1', { hasText: `ライブの見出し ${run}` })).toBeVisible({ timeout: PREVIEW_WAIT })
  await page.locator('.live-preview-toolbar-controls__breakpoint button, .live-preview-toolbar-controls__breakpoint').first().click()
  await page.getByRole('button', { name: 'PC (1366)' }).click()

  // The form did try to autosave while the editor typed; every attempt was blocked, so the frame followed the form alone.
  expect(saves.attempts()).toBeGreaterThan(0)
  const visitor = await browser.newPage({ baseURL })
  await visitor.goto(`/news/${slug}/`)
  await expect(visitor.locator('h1')).toContainText(`公開中の見出し ${run}`)
  await expect(visitor.locator('main')).not.toContainText('本文を打つと')
  await visitor.close()
  await request.delete(`/api/news/${id}`, { headers })
})

test('banner: the headline on the picture changes as it is typed', async ({ page, context, request, baseURL }) => {
  const headers = await signIn(context, request, baseURL!)
  const { docs } = await (await request.get('/api/banners/?limit=1&depth=0&locale=ja&where[headline][exists]=true', { headers })).json()
  const banner = docs[0] as { id: number; headline: string }
  expect(banner, 'a seeded banner with a headline').toBeTruthy()

  await blockSaves(page)
  await page.goto(`/admin/collections/banners/${banner.id}?locale=ja`)
  const frame = await openLivePreview(page)
  await expect(frame.getByText(banner.headline).first()).toBeVisible({ timeout: 30_000 })
  const headline = page.locator('#field-headline')
  await headline.fill('')
  await headline.pressSequentially(`夏の新作 ${run}`, { delay: 20 })
  await expect(frame.getByText(`夏の新作 ${run}`).first()).toBeVisible({ timeout: PREVIEW_WAIT })
  await expect(frame.getByText(banner.headline, { exact: true })).toHaveCount(0)
})

test('a global on the English form: the CEO message heading changes as it is typed, the page keeps the old one', async ({ page, context, request, baseURL, browser }) => {
  await signIn(context, request, baseURL!)
  await blockSaves(page)
  await page.goto('/admin/globals/company-messages?locale=en')
  const frame = await openLivePreview(page)
  await expect(page.locator('iframe[src*="/draft/live/"]')).toHaveAttribute('src', /\/en\/draft\/live\/\?global=company-messages/)
  const heading = page.locator('#field-ceo__heading')
  const before = await heading.inputValue()
  await heading.fill('')
  await heading.pressSequentially(`A new heading ${run}`, { delay: 20 })
  await expect(frame.locator('h2, h3', { hasText: `A new heading ${run}` }).first()).toBeVisible({ timeout: PREVIEW_WAIT })
  await shot(page, '15-global-live-preview-en')

  const visitor = await browser.newPage({ baseURL })
  await visitor.goto('/en/company/Message/')
  await expect(visitor.locator('main')).toContainText(before)
  await expect(visitor.locator('main')).not.toContainText(`A new heading ${run}`)
  await visitor.close()
})

test('office: the preview shows the card and the map, both following the name as it is typed', async ({ page, context, request, baseURL }) => {
  const headers = await signIn(context, request, baseURL!)
  const made = await request.post('/api/offices/?locale=ja', {
    headers,
    data: { name: `試験オフィス ${run}`, address: '福岡県福岡市中央区天神1-1-1', role: '営業', region: 'fukuoka', lat: 33.5902, lng: 130.4017, labelSide: 'right', key: `live-${run}`, sortOrder: 990, _status: 'draft' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number

  await blockSaves(page)
  await page.goto(`/admin/collections/offices/${id}?locale=ja`)
  const frame = await openLivePreview(page)
  const name = page.locator('#field-name')
  await name.fill('')
  await name.pressSequentially(`天神ラボ ${run}`, { delay: 20 })
  // On the map (a label link placed from the latitude and longitude) and in the card.
  await expect(frame.locator('figure a', { hasText: `天神ラボ ${run}` })).toBeVisible({ timeout: PREVIEW_WAIT })
  await expect(frame.locator('figure img')).toHaveCount(2)
  await expect(frame.locator('li', { hasText: '福岡県福岡市中央区天神1-1-1' }).first()).toBeVisible()
  // The caption names the close-up the office is on, and no empty list for the country map (「日本全図：。」, issue 43 §8).
  const caption = frame.locator('figure figcaption')
  await expect(caption).toContainText(`の拡大図：天神ラボ ${run}。`, { timeout: PREVIEW_WAIT })
  await expect(caption).not.toContainText('日本全図')
  await expect(caption).not.toContainText('：。')
  await shot(page, '16-office-live-preview-map')
  await request.delete(`/api/offices/${id}`, { headers })
})
