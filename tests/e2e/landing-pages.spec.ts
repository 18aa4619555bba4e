import { expect, type Page } from '@playwright/test'

import jaMessages from '../../messages/ja.json' with { type: 'json' }

import { editorsShot } from './editors-shots'
import { adminToken, clientIp, hydrated, test } from './helpers'

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

/** A minimal Lexical document of paragraphs (the rich text block's body). */
const lexical = (lines: string[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: lines.map((line) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [{ type: 'text', version: 1, text: line, format: 0, detail: 0, mode: 'normal', style: '' }] })) },
})

/** The button a tap at its centre reaches (in view first), by its text. */
async function tapTarget(page: Page, button: ReturnType<Page['locator']>): Promise<string | undefined> {
  await button.scrollIntoViewIfNeeded()
  const box = (await button.boundingBox())!
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? undefined, [box.x + box.width / 2, box.y + box.height / 2])
}

test('an editor defines a form and builds a seminar page from blocks in Japanese then English, previews it at phone width, publishes it; both URLs show it within 5 seconds, a visitor registers through Confirm to Complete, and the registration is in the inbox under the form’s name and in its export', async ({ page, context, request, baseURL }) => {
  const token = await adminToken(request)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  const headers = { Authorization: `JWT ${token}` }

  // A fixed route is refused with a message that says why.
  const refused = await request.post('/api/pages/?locale=ja', { headers: { ...headers, 'Accept-Language': 'ja' }, data: { title: 'x', path: 'company/seminar', _status: 'draft' } })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('固定ページ')

  // The form, defined in the admin's collection (its labels and options in both languages).
  const formName = `展示会 来場予約 ${run}`
  const madeForm = await request.post('/api/forms/?locale=ja', {
    headers,
    data: {
      name: formName,
      title: '来場予約',
      notifyTo: 'events@kaimono-ai.example',
      confirmation: `ご予約を受け付けました ${run}`,
      fields: [
        { kind: 'text', key: 'name', required: true, label: 'お名前' },
        { kind: 'text', key: 'company', required: true, label: '会社名' },
        { kind: 'email', key: 'email', required: true, label: 'メールアドレス' },
        { kind: 'select', key: 'day', required: true, label: '来場日', options: [{ value: 'd1', label: '1日目' }, { value: 'd2', label: '2日目' }] },
        { kind: 'consent', key: 'privacy', required: true, label: '個人情報の取り扱いに同意する' },
      ],
    },
  })
  expect(madeForm.status(), await madeForm.text()).toBe(201)
  const form = (await madeForm.json()).doc as { id: number; fields: { id: string; options?: { id: string }[] }[] }
  const enLabels = ['Name', 'Company', 'E-mail address', 'Day', 'I agree to the handling of my personal data']
  const enForm = await request.patch(`/api/forms/${form.id}?locale=en`, {
    headers,
    data: { title: 'Book your visit', confirmation: `Your visit is booked ${run}`, fields: form.fields.map((row, i) => ({ ...row, label: enLabels[i], options: (row.options ?? []).map((o, j) => ({ ...o, label: ['Day 1', 'Day 2'][j] })) })) },
  })
  expect(enForm.status(), await enForm.text()).toBe(200)

  const path = `lp/walk-${run}`
  const jaHeading = `展示会の来場特典 ${run}`
  const enHeading = `Trade show offer ${run}`
  const blocks = (ja: boolean) => [
    { blockType: 'hero', heading: ja ? jaHeading : enHeading, text: ja ? 'ブースで実機をお試しください。' : 'Try the carts at our booth.', buttons: [{ label: ja ? 'お問い合わせ' : 'Contact us', href: '/contact/' }] },
    { blockType: 'richText', heading: ja ? '展示内容' : 'On show', body: lexical([ja ? `スマートカートの最新モデルを展示します ${run}。` : `The newest smart cart is on show ${run}.`]) },
    { blockType: 'figures', heading: ja ? '導入実績' : 'In numbers', items: [{ label: ja ? '導入店舗' : 'Stores', value: '38', unit: ja ? '店' : '' }] },
    { blockType: 'cardGrid', heading: ja ? '関連情報' : 'Read more', cards: [{ title: ja ? 'お問い合わせ' : 'Contact', text: ja ? 'ご相談はこちら' : 'Talk to us', href: '/contact/' }] },
    { blockType: 'faq', items: [{ question: ja ? '予約は必要ですか?' : 'Do I need to book?', answer: ja ? '不要ですが、予約の方には特典があります。' : 'No, but bookings get a gift.' }] },
    { blockType: 'form', heading: ja ? '来場予約' : 'Book your visit', form: form.id },
    { blockType: 'cta', heading: ja ? 'ご相談はお気軽に' : 'Talk to us', text: ja ? 'いつでもどうぞ。' : 'Any time.', label: ja ? 'お問い合わせ' : 'Contact', href: '/contact/' },
  ]
  const made = await request.post('/api/pages/?locale=ja&draft=true', { headers, data: { title: `展示会 ${run}`, path, _status: 'draft', layout: blocks(true) } })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number
  const en = await request.patch(`/api/pages/${id}?locale=en&draft=true`, { headers, data: { title: `Trade show ${run}`, layout: blocks(false) } })
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
  await expect(frame.getByText(`スマートカートの最新モデルを展示します ${run}。`)).toBeVisible()
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

  // A visitor registers on the Japanese page: Entry → Confirm → Complete, each button hit where it is tapped.
  const visitor = await context.browser()!.newPage({ baseURL })
  await visitor.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
  await visitor.goto(`/${path}/`)
  await expect(visitor.locator('main h1')).toHaveText(jaHeading)
  for (const text of [`スマートカートの最新モデルを展示します ${run}。`, '導入店舗', '関連情報', 'ご相談はお気軽に']) await expect(visitor.locator('main').getByText(text).first()).toBeVisible()
  await hydrated(visitor)
  const entry = visitor.getByTestId('cms-form')
  const company = `展示会来場 ${run}`
  await entry.getByLabel('お名前').fill('佐藤 一郎')
  await entry.getByLabel('会社名').fill(company)
  await entry.getByLabel('メールアドレス').fill('ichiro@retail.example')
  await entry.getByLabel('来場日').selectOption('d2')
  await entry.getByRole('checkbox').check()
  const next = entry.getByRole('button', { name: jaMessages.landing.form.next })
  expect(await tapTarget(visitor, next)).toBe(jaMessages.landing.form.next)
  await next.click()
  const confirm = visitor.locator('[data-testid="cms-form"][data-step="confirm"]')
  await expect(confirm).toContainText(company)
  await expect(confirm).toContainText('2日目')
  const send = confirm.getByRole('button', { name: jaMessages.landing.form.submit })
  expect(await tapTarget(visitor, send)).toBe(jaMessages.landing.form.submit)
  await send.click()
  const complete = visitor.locator('[data-testid="cms-form"][data-step="complete"]')
  await expect(complete).toBeVisible({ timeout: 15_000 })
  await expect(complete).toContainText(`ご予約を受け付けました ${run}`)
  await visitor.close()

  // Staff: the inbox lists it under the form's name; the export has the form's own columns and the answers.
  await page.goto(`/admin/collections/enquiries?limit=50&search=${encodeURIComponent(company)}`)
  await expect(page.getByRole('link', { name: new RegExp(`^\\[${formName}\\] / 佐藤 一郎 / ${company}`) })).toBeVisible({ timeout: 30_000 })
  const csv = await (await request.get(`/api/enquiries/export-filtered.csv?lang=ja&search=${encodeURIComponent(company)}`, { headers })).text()
  const [head, row] = csv.split('\r\n')
  expect(head).toContain('フォーム,お名前,会社名,メールアドレス,来場日')
  expect(row).toContain(formName)
  expect(row).toContain('2日目')
  expect(row).toContain('ichiro@retail.example')

  // The form now has a submission: deleting it is refused with the count, in the editor's language.
  const keep = await request.delete(`/api/forms/${form.id}`, { headers: { ...headers, 'Accept-Language': 'en' } })
  expect(keep.status()).toBe(409)
  expect(await keep.text()).toContain('has 1 submission in Enquiries')

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
