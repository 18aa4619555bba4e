import { readFileSync } from 'node:fs'

import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'

import { editorsShot } from './editors-shots'
import { adminToken, openScheduleDrawer, ownAccount, test, tokyo } from './helpers'

/**
 * The admin as editors and enquiry staff use it, in Japanese, against the production build: labels in
 * Japanese, the enquiry inbox (handling, spam, export of the current filter), editor-managed redirects,
 * and scheduled publishing that goes live within 15 seconds. With EDITORS_SCREENSHOTS=1 the tests also
 * save the screenshots of docs/editors.md under docs/editors/.
 */
const run = Date.now().toString(36)

/** The seeded admin's shared token (helpers.ts), or a login of an account of the test's own. */
async function login(request: APIRequestContext, email?: string, password?: string): Promise<string> {
  if (!email || !password) return adminToken(request)
  const res = await request.post('/api/users/login', { data: { email, password } })
  expect(res.status(), `login ${email}`).toBe(200)
  return (await res.json()).token as string
}
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

/** The browser signed in as after /admin/login, speaking Japanese. */
async function signIn(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
}

/**
 * The admin's text as an editor reads it, without Payload's own lock badge: when another editor holds a global
 * (another test, here), Payload 3.90's badge on its dashboard card reads "<email> undefined" in every language
 * (its `Locked` tooltip; docs/decisions.md). The check is for this project's labels and help texts.
 */
async function ownText(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement
    for (const el of copy.querySelectorAll('script, style, template, .locked__tooltip')) el.remove()
    return copy.textContent ?? ''
  })
}

async function shot(page: Page, name: string) {
  await editorsShot(page, name)
}

test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } })
// The admin is a large client app; on a shared, busy machine its pages take tens of seconds to settle.
test.describe.configure({ timeout: 150_000 })
test.skip(({ isMobile }) => isMobile, 'the admin is checked at PC width')

test.describe('the Japanese admin', () => {
  test('shows collection and field labels, help texts and the locale in Japanese', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    // A new session's locale: the shared admin account's last one (English, after other tests' English forms) is
    // remembered by Payload as a preference; without it the admin opens on the default locale.
    expect((await request.delete('/api/payload-preferences/locale', { headers: auth(token) })).status()).toBeLessThan(500)
    await signIn(context, token, baseURL!)
    await page.goto('/admin/')
    const nav = page.locator('nav')
    for (const text of ['ニュース', 'キャンペーン', 'バナー', 'メディア', 'お問い合わせ']) await expect(nav.getByText(text, { exact: true }).first()).toBeVisible()
    await expect(nav.getByText('Campaigns', { exact: true })).toHaveCount(0)
    // First load of a new session: the locale button names the locale.
    await expect(page.getByRole('button', { name: '言語' })).toContainText('言語: 日本語')
    expect(await ownText(page)).not.toContain('undefined')
    await shot(page, '01-dashboard')

    await page.goto('/admin/collections/news/')
    const header = page.locator('table thead')
    for (const text of ['タイトル', 'カテゴリー', '公開日時']) await expect(header.getByText(text, { exact: true })).toBeVisible()
    await expect(header).not.toContainText('Published At')
    // Sort buttons are named by their column in Japanese, not "[object Object]により並べ替え" (src/payload/column-labels.ts).
    await expect(header.getByRole('button', { name: 'タイトルにより並べ替え 昇順' })).toHaveCount(1)
    await expect(header.locator('button[aria-label*="object"]')).toHaveCount(0)
    // Dates in the admin's format (yyyy/MM/dd HH:mm), not "November 23rd 2026".
    await expect(page.locator('table tbody tr').first()).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/)
    await shot(page, '02-news-list')

    await page.goto('/admin/collections/news/create/')
    const labels: Record<string, string> = {
      title: 'タイトル',
      slug: 'スラッグ(URL)',
      excerpt: '概要',
      category: 'カテゴリー',
      publishedAt: '公開日時',
    }
    for (const [field, text] of Object.entries(labels)) {
      await expect(page.locator(`label[for="field-${field.replace('.', '__')}"]`).first(), field).toContainText(text)
    }
    for (const text of ['メイン画像', '本文']) await expect(page.locator('label, .field-label').filter({ hasText: text }).first()).toBeVisible()
    await expect(page.getByText('一覧と検索結果に表示される短い説明です', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: '言語' })).toContainText('言語: 日本語')
    expect(await ownText(page)).not.toContain('undefined')
    for (const english of ['Excerpt', 'Published At', 'Slug', 'Main Image']) await expect(page.locator('body')).not.toContainText(english)
    // The account button shows Payload's own icon, not a broken Gravatar image.
    const broken = await page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src))
    expect(broken).toEqual([])
  })

  test('新規作成 stores nothing until the editor types, then suggests the slug from the title', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    // Untitled documents only: other tests running beside this one create titled articles.
    const untitled = 'where[or][0][title][exists]=false&where[or][1][title][equals]='
    const count = async () => ((await (await request.get(`/api/news?draft=true&limit=1&${untitled}`, { headers: auth(token) })).json()) as { totalDocs: number }).totalDocs
    const before = await count()
    await page.goto('/admin/collections/news/create/')
    await expect(page).toHaveURL(/\/create\/?$/)
    await page.waitForTimeout(2500)
    expect(await count(), 'opening the form stores no empty draft').toBe(before)

    await page.locator('#field-title').fill(`Spring Sale ${run}`)
    await expect(page.locator('#field-slug')).toHaveValue(`spring-sale-${run}`)
    await page.locator('#field-slug').fill(`spring-sale-${run}-edited`)
    await page.locator('#field-title').fill(`Spring Sale ${run} 2`)
    await expect(page.locator('#field-slug'), 'a slug the editor typed is kept').toHaveValue(`spring-sale-${run}-edited`)
    await page.getByRole('button', { name: 'ドラフトを保存' }).click()
    const saved = async () => ((await (await request.get(`/api/news?draft=true&limit=1&where[title][equals]=${encodeURIComponent(`Spring Sale ${run} 2`)}`, { headers: auth(token) })).json()) as { totalDocs: number }).totalDocs
    await expect.poll(saved, { timeout: 45_000 }).toBe(1)
    await expect(page).toHaveURL(/\/collections\/news\/\d+/, { timeout: 30_000 })
  })

  test('a Japanese title gets a slug in Japanese readings (Hepburn), not in Chinese pinyin', async ({ page, context, request, baseURL }) => {
    await signIn(context, await login(request), baseURL!)
    await page.goto('/admin/collections/news/create/')
    await page.locator('#field-title').fill('検証新サービス スマート棚のご紹介')
    // Read as Japanese (検証 = kenshō), not as Chinese (jian-zheng).
    await expect(page.locator('#field-slug')).toHaveValue('kensho-shin-sabisu-sumato-tana-no-go-shokai', { timeout: 20_000 })
  })

  test('a slug another article already uses is refused in Japanese in the slug field', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const taken = `taken-${run}`
    const made = await request.post('/api/news?locale=ja&draft=true', { headers: auth(token), data: { title: `使用中 ${run}`, slug: taken, category: 'news', _status: 'draft' } })
    expect(made.status()).toBe(201)
    const id = (await made.json()).doc.id as number
    try {
      await page.goto('/admin/collections/news/create/')
      await page.locator('#field-title').fill(`重複するスラッグ ${run}`)
      // The form has the title once the slug made from it shows (the form is live, and no suggestion comes later).
      await expect(page.locator('#field-slug')).toHaveValue(/suraggu/, { timeout: 30_000 })
      // The form asks the server for its state as the slug is typed; an answer that came after the save's refusal
      // cleared the field's message (Payload's form; the refusal itself carried it, seen in a trace). So the save waits
      // for that answer, and is pressed again until the message stays: the slug is taken, so no press can save.
      const formState = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/collections/news/create'), { timeout: 10_000 })
      await page.locator('#field-slug').fill(taken)
      await formState.catch(() => undefined)
      const alert = page.locator('.field-type.text').filter({ has: page.locator('#field-slug') }).getByRole('alert')
      await expect(async () => {
        await page.getByRole('button', { name: 'ドラフトを保存' }).click()
        await expect(alert).toHaveText('このスラッグは既に使われています。別のスラッグにしてください。', { timeout: 10_000 })
      }).toPass({ timeout: 60_000 })
    } finally {
      await request.delete(`/api/news/${id}`, { headers: auth(token) })
    }
  })

  test('a rich-text label is in the language of the admin that opens it, whichever language opened the collection first', async ({ page, context, request, baseURL }) => {
    // Payload caches the fields it hands to server-rendered fields per collection, not per language: the body's
    // label kept the first admin's language ("Body — 日本語" in the Japanese admin; src/payload/column-labels.ts).
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const id = ((await (await request.get('/api/campaigns?limit=1&depth=0', { headers: auth(token) })).json()) as { docs: { id: number }[] }).docs[0]?.id
    expect(id, 'a seeded campaign').toBeTruthy()
    try {
      const label = page.locator('.rich-text-lexical .field-label').first()
      for (const [language, text] of [['en', /^Body\b/], ['ja', /^本文/], ['en', /^Body\b/]] as const) {
        await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
        await page.goto(`/admin/collections/campaigns/${id}/`)
        await expect(label, language).toHaveText(text, { timeout: 60_000 })
      }
    } finally {
      await context.clearCookies({ name: 'payload-lng' })
    }
  })

  test('the schedule drawer writes its time yyyy/MM/dd HH:mm when a day and a time are picked, as everywhere else in the admin', async ({ page, context, request, baseURL }) => {
    // Opening the drawer is the slow half of scheduling (over a minute at load 40).
    test.setTimeout(300_000)
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const made = await request.post('/api/news?locale=ja&draft=true', { headers: auth(token), data: { title: `予約の日付 ${run}`, slug: `schedule-format-${run}`, category: 'news', _status: 'draft' } })
    expect(made.status()).toBe(201)
    const id = (await made.json()).doc.id as number
    try {
      await openScheduleDrawer(page, `/admin/collections/news/${id}?locale=ja`)
      const drawer = page.locator('.schedule-publish')
      const input = drawer.locator('.react-datepicker__input-container input').first()
      // The 15th of next month (always ahead of today, whatever today is), then 10:00 from the time list.
      await input.click()
      await page.locator('.react-datepicker__navigation--next').click()
      await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
      await expect(input).toHaveValue(/^\d{4}\/\d{2}\/15 \d{2}:\d{2}$/)
      await input.click()
      await page.locator('.react-datepicker__time-list-item').filter({ hasText: /^10:00$/ }).click()
      await expect(input).toHaveValue(/^\d{4}\/\d{2}\/15 10:00$/)
      // What a screen reader announces is Japanese too (react-datepicker's "Selected date: …").
      await expect(drawer.locator('.react-datepicker__aria-live')).toHaveText(/^選択した日時: /)
    } finally {
      await request.delete(`/api/news/${id}`, { headers: auth(token) })
    }
  })

  test('the two preview icons of an article are told apart by their names: the live preview beside the form and the page in a new tab', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const made = await request.post('/api/news?locale=ja&draft=true', { headers: auth(token), data: { title: `二つのプレビュー ${run}`, slug: `two-previews-${run}`, category: 'news', _status: 'draft' } })
    expect(made.status()).toBe(201)
    const id = (await made.json()).doc.id as number
    try {
      await page.goto(`/admin/collections/news/${id}?locale=ja`)
      const live = page.locator('#live-preview-toggler')
      const open = page.locator('#preview-button')
      await expect(live).toBeVisible({ timeout: 60_000 })
      await expect(open).toBeVisible()
      // Both were 「プレビュー」 (issue 43 §8): what a screen reader and the tooltip say.
      await expect(live).toHaveAttribute('aria-label', 'ライブプレビュー（編集しながら表示）')
      await expect(live).toHaveAttribute('title', 'ライブプレビュー（編集しながら表示）')
      await expect(open).toHaveAttribute('aria-label', 'プレビュー（新しいタブでページを開く）')
      await expect(open).toHaveAttribute('target', '_blank')
    } finally {
      await request.delete(`/api/news/${id}`, { headers: auth(token) })
    }
  })

  test('the media list finds a picture by the words of its alt text in either language, not only by its file name', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const picture = (await (await request.get('/api/media?limit=1&depth=0&sort=createdAt&locale=ja&where[alt][exists]=true', { headers: auth(token) })).json()).docs[0] as { id: number; filename: string; alt: string }
    const english = (await (await request.get(`/api/media/${picture.id}?depth=0&locale=en`, { headers: auth(token) })).json()) as { alt: string }
    // A few words from the middle of the alt text: in neither the file name nor the start of the text.
    for (const [words, locale] of [[picture.alt.slice(2, 7), 'ja'], [english.alt.split(' ').slice(1, 3).join(' '), 'en']] as const) {
      expect(picture.filename).not.toContain(words)
      await page.goto(`/admin/collections/media?locale=${locale}&search=${encodeURIComponent(words)}`)
      await expect(page.locator('table tbody tr').filter({ hasText: picture.filename }).first(), `search «${words}» (${locale})`).toBeVisible({ timeout: 60_000 })
    }
  })

  test('a 4:1 banner picture shows whole in the media list’s thumbnail, not cut to its middle', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const sharp = (await import('sharp')).default
    // 1600×400: red, with a blue fifth at each end (what a crop to the middle loses).
    const end = { width: 320, height: 400, channels: 3, background: { r: 0, g: 0, b: 200 } } as const
    const blue = await sharp({ create: end }).png().toBuffer()
    const banner = await sharp({ create: { width: 1600, height: 400, channels: 3, background: { r: 200, g: 0, b: 0 } } })
      .composite([{ input: blue, left: 0, top: 0 }, { input: blue, left: 1280, top: 0 }])
      .png()
      .toBuffer()
    const alt = `横長バナー ${run}`
    const made = await request.post('/api/media?locale=ja', { headers: auth(token), multipart: { file: { name: `wide-${run}.png`, mimeType: 'image/png', buffer: banner }, _payload: JSON.stringify({ alt }) } })
    expect(made.status(), await made.text()).toBe(201)
    const id = (await made.json()).doc.id as number
    try {
      await page.goto(`/admin/collections/media?locale=ja&search=${encodeURIComponent(alt)}`)
      const img = page.locator('table tbody tr').first().locator('.thumbnail img')
      // Payload draws the picture once it has loaded it (its file icon when it could not).
      await expect(img).toBeVisible({ timeout: 60_000 })
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
      // What is painted: the whole picture is a band across the middle of the square, a quarter of its height, blue
      // at both ends, with the admin's background above and below. Cut to its middle (Payload's object-fit: cover,
      // or its 16:9 `card` size), the square was red to the top, or the band was red to its ends.
      const shot = await img.screenshot()
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => {
        const i = (Math.floor(y) * info.width + Math.floor(x)) * info.channels
        return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! }
      }
      const isRed = (x: number, y: number) => at(x, y).r > 150 && at(x, y).g < 80 && at(x, y).b < 80
      const isBlue = (x: number, y: number) => at(x, y).b > 150 && at(x, y).r < 80 && at(x, y).g < 80
      const middle = info.height / 2
      expect(isRed(info.width / 2, middle), 'the middle is the picture').toBe(true)
      expect(isBlue(info.width * 0.05, middle), 'its left end is there').toBe(true)
      expect(isBlue(info.width * 0.95, middle), 'its right end is there').toBe(true)
      expect(isRed(info.width / 2, 2) || isBlue(info.width / 2, 2), 'above the band is no picture').toBe(false)
      let band = 0
      for (let y = 0; y < info.height; y++) if (isRed(info.width / 2, y)) band++
      expect(band / info.width, `the band's height for its width (${band} of ${info.width} px)`).toBeGreaterThan(0.18)
      expect(band / info.width).toBeLessThan(0.32)
    } finally {
      await request.delete(`/api/media/${id}`, { headers: auth(token) })
    }
  })

  test('a publish from a tab that is behind another tab’s autosave is refused with a message to reload, and the newer title is kept', async ({ context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const made = await request.post('/api/news?locale=ja&draft=true', { headers: auth(token), data: { title: `二つのタブ ${run}`, slug: `two-tabs-${run}`, category: 'news', _status: 'draft' } })
    expect(made.status()).toBe(201)
    const id = (await made.json()).doc.id as number
    try {
      const tabA = await context.newPage()
      const tabB = await context.newPage()
      for (const tab of [tabA, tabB]) {
        await tab.goto(`/admin/collections/news/${id}?locale=ja`)
        await expect(tab.locator('#field-title')).toHaveValue(`二つのタブ ${run}`)
      }
      // Tab B changes the title; its autosave stores it.
      const autosaved = tabB.waitForResponse((r) => r.url().includes(`/api/news/${id}`) && r.url().includes('autosave=true') && r.status() === 200, { timeout: 60_000 })
      await tabB.locator('#field-title').fill(`二つのタブ ${run} B の変更`)
      await autosaved
      // Tab A, still showing the old title, publishes.
      const answered = tabA.waitForResponse((r) => r.url().includes(`/api/news/${id}`) && r.request().method() === 'PATCH' && !r.url().includes('autosave=true') && r.status() !== 308, { timeout: 60_000 })
      await tabA.getByRole('button', { name: '変更内容を公開' }).click()
      expect((await answered).status()).toBe(409)
      await expect(tabA.locator('.payload-toast-container')).toContainText('別のタブまたは別の人がこの内容を変更しています', { timeout: 20_000 })
      const latest = await (await request.get(`/api/news/${id}?draft=true&locale=ja&depth=0`, { headers: auth(token) })).json()
      expect(latest.title).toBe(`二つのタブ ${run} B の変更`)
      expect(latest._status).toBe('draft')
      // Reloaded, tab A publishes B's title.
      await tabA.reload()
      await expect(tabA.locator('#field-title')).toHaveValue(`二つのタブ ${run} B の変更`)
      const published = tabA.waitForResponse((r) => r.url().includes(`/api/news/${id}`) && r.request().method() === 'PATCH' && !r.url().includes('autosave=true') && r.status() !== 308, { timeout: 60_000 })
      await tabA.getByRole('button', { name: '変更内容を公開' }).click()
      expect((await published).status()).toBe(200)
    } finally {
      await request.delete(`/api/news/${id}`, { headers: auth(token) })
    }
  })

  // One test per page, each with its own time limit: the eight in one test ran out of its 150 s under load.
  const ADMIN_PAGES = [
    ...['offices', 'leaders', 'interviews', 'occupations', 'legal-pages'].map((c) => `/admin/collections/${c}/create`),
    '/admin/collections/interviews',
    '/admin/globals/company-profile',
    '/admin/account',
  ]
  // What may stay as it is: ids, the API tab, locale names, numbers, e-mail addresses, the live preview's PC size,
  // and a staff member's own name as the account's title (「名前 (e-mail)」: data, not the admin's wording).
  const allowed = /^(ID|API|English\s*\(en\)|PC\s*\(\d+\)|[\d.,%\s]+|\S+@\S+|[^()]+ \(\S+@\S+\))$/
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/
  for (const path of ADMIN_PAGES) {
    test(`the company content forms and lists are in Japanese (labels, row titles, choices, a new document’s title): ${path}`, async ({ page, context, request, baseURL }) => {
      await signIn(context, await login(request), baseURL!)
      await page.goto(path)
      await expect(page.locator('.field-label:visible, th:visible').first()).toBeVisible({ timeout: 30_000 })
      // The form's rows, choices and title arrive with the client's first render.
      await expect(page.locator('h1').first()).not.toBeEmpty()
      const texts = await page.evaluate(() =>
        [...document.querySelectorAll('label, .field-label, .field-description, th, h1, h2, h3, .row-label, .rs__single-value, .rs__placeholder, .pill, button')]
          .map((el) => (el as HTMLElement).innerText?.trim())
          .filter(Boolean),
      )
      expect([...new Set(texts)].filter((text) => !japanese.test(text) && !allowed.test(text)), path).toEqual([])
    })
  }
})

test.describe('the enquiry inbox', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 })
  const marker = `E2E受付${run}`
  const ids: Record<'camera' | 'skipCart' | 'spam', string> = { camera: '', skipCart: '', spam: '' }

  test.beforeAll(async ({ request }) => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
    const origin = new URL(test.info().project.use.baseURL!).origin
    // A form token carries one enquiry: one per enquiry, each older than the 3 s minimum fill time.
    const tokens: string[] = []
    for (let i = 0; i < 3; i++) tokens.push(((await (await request.get('/api/contact/')).json()) as { token: string }).token)
    await new Promise((r) => setTimeout(r, 3200))
    for (const [n, kind, subject] of [[1, 'camera', 'camera'], [2, 'skipCart', 'skipCart'], [3, 'spam', 'other']] as const) {
      const token = tokens[n - 1]
      const res = await request.post('/api/contact/', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin },
        data: {
          locale: 'ja',
          token,
          website: '',
          idempotencyKey: `e2e-inbox-${run}-${kind}-${Math.random().toString(36).slice(2)}`,
          values: {
            subject,
            lastName: '山田',
            firstName: `花子${n}`,
            company: `${marker} ${n}`,
            jobTitle: '',
            email: `e2e${n}-${run}@example.test`,
            phone: '',
            message: `デモを希望します ${run}-${n}`,
            privacy: true,
            noSales: true,
          },
        },
      })
      expect(res.status(), await res.text()).toBe(200)
    }
    const admin = await login(request)
    const found = await request.get(`/api/enquiries?where[company][like]=${encodeURIComponent(marker)}&limit=10`, { headers: auth(admin) })
    const kinds = { 花子1: 'camera', 花子2: 'skipCart', 花子3: 'spam' } as const
    for (const doc of ((await found.json()) as { docs: { id: number; firstName: keyof typeof kinds }[] }).docs) ids[kinds[doc.firstName]] = String(doc.id)
    expect(Object.values(ids).every(Boolean)).toBe(true)
  })

  test('staff tell enquiries apart by name, company and time, assign a named colleague, and add signed, dated notes that stay', async ({ page, context, request, baseURL }) => {
    test.setTimeout(300_000)
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const doc = (await (await request.get(`/api/enquiries/${ids.skipCart}/`, { headers: auth(token) })).json()) as { createdAt: string }
    const title = `山田 花子2 / ${marker} 2 / ${tokyo(doc.createdAt)}`
    // Search looks in the message too, not only the company; the row is titled by name, company and time.
    await page.goto(`/admin/collections/enquiries/?search=${encodeURIComponent(`デモを希望します ${run}-2`)}`)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Skip Cartサービスについて')
    await expect(rows.first()).not.toContainText('skipCart')
    await expect(rows.first()).toContainText(title)

    await page.goto(`/admin/collections/enquiries/${ids.skipCart}/`)
    // The edit view's first render (a client render of the whole form) took over 10 s under load.
    await expect(page.getByText('技術情報')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('h1').first()).toHaveText(title)
    // The technical fields sit in a collapsed group, out of the way.
    await expect(page.locator('#field-idempotencyKey')).toBeHidden()
    // The note first, while no other change is on its way to the server: a row added while the form's state for an
    // earlier change was being asked for stayed a loader for good (Payload's form sent its state from before the row
    // and drew the row from that answer; seen twice in one fresh clone's run). A click the form took before it was
    // ready added no row at all (once): the button is pressed again only while no row exists.
    const note = page.locator('#field-notes__0__text')
    await expect(async () => {
      if ((await page.locator('#notes-row-0').count()) === 0) await page.getByRole('button', { name: 'メモ を追加' }).click()
      await expect(note).toBeEditable({ timeout: 20_000 })
    }).toPass({ timeout: 90_000 })
    await note.fill('電話で折り返し済み')
    await expect(page.locator('#notes-row-0')).toContainText('メモ 1(未保存)')
    await page.locator('#field-handling').click()
    await page.getByRole('option', { name: '対応済み' }).click()
    // The assignee list names colleagues by name and address, as the export does.
    await page.locator('#field-assignee').click()
    await page.getByRole('option', { name: 'Administrator (admin@kaimono-ai.example)' }).click()
    await expect(page.getByRole('listbox'), 'the assignee list has closed').toHaveCount(0)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('button', { name: '保存' }), 'saved: nothing left to save').toBeDisabled({ timeout: 20_000 })
    type Stored = { handling: string; assignee: { id: number } | null; notes: { id: string; text: string; author: { id: number } | null; writtenAt: string }[] }
    const stored = async () => (await (await request.get(`/api/enquiries/${ids.skipCart}/`, { headers: auth(token) })).json()) as Stored
    await expect.poll(async () => (await stored()).notes?.length ?? 0, { timeout: 45_000 }).toBe(1)
    const first = await stored()
    expect(first.handling).toBe('done')
    expect(first.notes[0]).toMatchObject({ text: '電話で折り返し済み', author: { id: first.assignee!.id } })
    // Signed and dated on the screen after a reload.
    await page.reload()
    await expect(page.locator('#notes-row-0')).toContainText(`メモ 1:${tokyo(first.notes[0].writtenAt)}`, { timeout: 30_000 })
    await expect(page.locator('#notes-row-0')).toContainText('Administrator (admin@kaimono-ai.example)')

    // A second note is added beside it; the first cannot be overwritten or removed, even through the API.
    const next = await request.patch(`/api/enquiries/${ids.skipCart}`, { headers: auth(token), data: { notes: [{ id: first.notes[0].id, text: '書き換え' }, { text: '見積もりを送付' }] } })
    expect(next.status()).toBe(200)
    const removed = await request.patch(`/api/enquiries/${ids.skipCart}`, { headers: auth(token), data: { notes: [] } })
    expect(removed.status()).toBe(200)
    expect((await stored()).notes.map((note) => note.text)).toEqual(['電話で折り返し済み', '見積もりを送付'])
  })

  test('spam is marked and left out of the list until asked for, and its staff notification is held until unmarked', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const staffMail = async () =>
      ((await (await request.get(`/api/contact-mails?where[enquiry][equals]=${ids.spam}&where[kind][equals]=staff&depth=0`, { headers: auth(token) })).json()) as { docs: { status: string }[] }).docs[0]?.status
    // The suite runs without SMTP_URL: the staff notification is still waiting when staff see the spam.
    await expect.poll(staffMail, { timeout: 30_000 }).toBe('pending')
    expect((await request.patch(`/api/enquiries/${ids.spam}`, { headers: auth(token), data: { handling: 'spam' } })).status()).toBe(200)
    expect(await staffMail()).toBe('held')

    await signIn(context, token, baseURL!)
    await page.goto(`/admin/collections/enquiries/?search=${encodeURIComponent(marker)}`)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(page.locator('table tbody')).not.toContainText(`${marker} 3`)
    await page.getByTestId('spam-toggle').getByRole('link', { name: '迷惑メールを表示' }).click()
    await expect(page.locator('table tbody')).toContainText(`${marker} 3`, { timeout: 30_000 })
    const badge = page.locator('table tbody tr').filter({ hasText: `${marker} 3` }).getByTestId('spam-badge')
    await expect(badge).toHaveText('迷惑メール')
    const colours = await badge.evaluate((el) => { const style = getComputedStyle(el); return [style.backgroundColor, style.color] })
    expect(colours[0], 'the badge has a background of its own').not.toBe('rgba(0, 0, 0, 0)')
    const box = (await badge.boundingBox())!
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="spam-badge"]') !== null, [box.x + box.width / 2, box.y + box.height / 2])).toBe(true)

    // Unmarked by mistake's correction: the held notification goes back to the outbox.
    expect((await request.patch(`/api/enquiries/${ids.spam}`, { headers: auth(token), data: { handling: 'new' } })).status()).toBe(200)
    expect(await staffMail()).toBe('pending')
    expect((await request.patch(`/api/enquiries/${ids.spam}`, { headers: auth(token), data: { handling: 'spam' } })).status()).toBe(200)
  })

  test("exports this week's enquiries as shown, with Japanese labels, Japan time, and without spam", async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString()
    const filter = `where[or][0][and][0][createdAt][greater_than]=${encodeURIComponent(weekAgo)}&search=${encodeURIComponent(marker)}`
    await page.goto(`/admin/collections/enquiries/?${filter}`)
    // The spam one is not in the list.
    await expect(page.locator('table tbody tr')).toHaveCount(2)
    // Once in a CI run the first click gave no download within the test's whole timeout (cause not found: the
    // link is plain HTML, and the retry passed); wait 20 s for it, then click again.
    let file = ''
    await expect(async () => {
      const download = page.waitForEvent('download', { timeout: 20_000 })
      await page.getByTestId('enquiry-export-ja').click()
      file = await (await download).path()
    }).toPass({ timeout: 90_000 })
    const csv = readFileSync(file, 'utf8')
    expect(csv.charCodeAt(0), 'BOM for Excel').toBe(0xfeff)
    const lines = csv.slice(1).trim().split('\r\n')
    expect(lines[0]).toContain('受信日時(日本時間),対応状況,担当者,お問い合わせ種別,姓,名,会社名')
    expect(lines).toHaveLength(3) // header + two enquiries; the spam one is left out
    expect(csv).not.toContain(`${marker} 3`)
    expect(csv).toContain('Skip Cartサービスについて')
    expect(csv).toContain('AIカメラサービスについて')
    expect(csv).toContain('対応済み')
    // The thread, one signed and dated note a line; the assignee named as in the admin.
    expect(csv).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} Administrator \(admin@kaimono-ai\.example\): 電話で折り返し済み\n\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} Administrator \(admin@kaimono-ai\.example\): 見積もりを送付/)
    expect(csv).toContain(',Administrator (admin@kaimono-ai.example),')
    const doc = await (await request.get(`/api/enquiries/${ids.skipCart}`, { headers: auth(token) })).json()
    expect(csv).toContain(tokyo(doc.createdAt as string))

    // The same filter with English headings, and with spam on request.
    const en = await request.get(`/api/enquiries/export-filtered.csv?${filter}&lang=en&includeSpam=true`, { headers: auth(token) })
    const enCsv = await en.text()
    expect(enCsv).toContain('Received (Japan time),Handling,Assignee,Subject')
    expect(enCsv).toContain('Skip Cart service')
    expect(enCsv).toContain(`${marker} 3`)
    expect(enCsv).toContain('Spam')
    // Nobody signed in gets nothing; a filter on an unknown field is a 400, not a 500.
    // Not signed in: the API gate refuses private collections with 403, as Payload does.
    expect((await request.get('/api/enquiries/export-filtered.csv', { headers: { Cookie: '' } })).status()).toBe(403)
    expect((await request.get('/api/enquiries/export-filtered.csv?where[nope][equals]=1', { headers: auth(token) })).status()).toBe(400)
  })

  test('the dashboard says when contact mail cannot be sent', async ({ page, context, request, baseURL }) => {
    await signIn(context, await login(request), baseURL!)
    await page.goto('/admin/')
    const notice = page.getByTestId('mail-health')
    await expect(notice).toBeVisible()
    // The suite runs without SMTP_URL: the mails of the enquiries above are waiting.
    await expect(notice).toContainText('メールサーバー(SMTP_URL)が設定されていません')
    // Six mails, less the spam one's held staff notification.
    expect(Number(await notice.getByTestId('mail-waiting').textContent())).toBeGreaterThanOrEqual(5)
    const box = await notice.boundingBox()
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="mail-health"]') !== null, [box!.x + 20, box!.y + 20])
    expect(hit, 'the notice is on top, not covered').toBe(true)
  })

  test('an admin deletes an enquiry in the admin: it goes with its queued mails; support staff may not delete one', async ({ page, context, request, baseURL }) => {
    const admin = await login(request)
    const mails = async () =>
      ((await (await request.get(`/api/contact-mails?where[enquiry][equals]=${ids.skipCart}&limit=0&depth=0`, { headers: auth(admin) })).json()) as { totalDocs: number }).totalDocs
    await expect.poll(mails, { timeout: 30_000 }).toBeGreaterThan(0)
    const support = await request.post('/api/users/login', { data: await ownAccount(request, 'inbox-support', 'support') })
    const supportToken = (await support.json()).token as string
    expect((await request.delete(`/api/enquiries/${ids.skipCart}`, { headers: auth(supportToken) })).status()).toBe(403)
    // Successful deletes of this id from before (SQLite hands a deleted row's id out again; a retried run deletes it
    // twice). The support account's refused attempt is recorded too, as a failure.
    const deletesRecorded = async () =>
      ((await (await request.get(`/api/audit-log?where[action][equals]=delete&where[targetType][equals]=enquiries&where[targetId][equals]=${ids.skipCart}&where[outcome][equals]=success&limit=0&depth=0`, { headers: auth(admin) })).json()) as { totalDocs: number }).totalDocs
    const recordedBefore = await deletesRecorded()
    await signIn(context, admin, baseURL!)
    await page.goto(`/admin/collections/enquiries/${ids.skipCart}`)
    await page.locator('.doc-controls__popup .popup-button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: '削除', exact: true }).click()
    const deleted = page.waitForResponse((r) => r.url().includes(`/api/enquiries/${ids.skipCart}`) && r.request().method() === 'DELETE' && r.status() !== 308)
    await page.locator('.delete-document, dialog, [role="dialog"]').getByRole('button', { name: '実行' }).click()
    expect((await deleted).status()).toBe(200)
    await expect(page).toHaveURL(/\/collections\/enquiries\/?(\?.*)?$/, { timeout: 30_000 })
    await expect(page.locator('.payload-toast-container')).not.toContainText('An unknown error occurred')
    expect((await request.get(`/api/enquiries/${ids.skipCart}`, { headers: auth(admin) })).status()).toBe(404)
    expect(await mails()).toBe(0)
    // Recorded in the audit log: who deleted which enquiry.
    await expect.poll(deletesRecorded, { timeout: 10_000 }).toBe(recordedBefore + 1)
  })

  test('a registration from a form built in the CMS shows its answers in お問い合わせ内容 and keeps them when its 対応状況 is saved', async ({ page, context, request, baseURL }) => {
    const admin = await login(request)
    const origin = new URL(test.info().project.use.baseURL!).origin
    const form = /name="_form" value="(\d+)"/.exec(await (await request.get('/lp/seminar-2027/')).text())?.[1]
    expect(form, 'the seminar page has its form').toBeTruthy()
    const token = ((await (await request.get('/api/forms/')).json()) as { token: string }).token
    await new Promise((r) => setTimeout(r, 3200))
    const company = `${marker} セミナー`
    const sent = await request.post('/api/forms/', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.79.${Math.floor(Math.random() * 250)}.7`, origin },
      data: { locale: 'ja', token, website: '', idempotencyKey: `e2e-inbox-form-${run}-${Math.random().toString(36).slice(2)}`, form: Number(form), values: { name: '佐藤 一郎', company, email: `form-${run}@example.test`, attendees: '2', session: 'online', privacy: true } },
    })
    expect(sent.status(), await sent.text()).toBe(200)
    const found = await request.get(`/api/enquiries?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { headers: auth(admin) })
    const doc = ((await found.json()) as { docs: { id: number; formAnswers: unknown }[] }).docs[0]
    expect(doc?.formAnswers, 'the answers are stored').toBeTruthy()
    await signIn(context, admin, baseURL!)
    await page.goto(`/admin/collections/enquiries/${doc.id}/`)
    await expect(page.getByText('技術情報')).toBeVisible({ timeout: 30_000 })
    // The answers, one line each, where staff read an enquiry.
    const message = page.locator('#field-message')
    await expect(message).toHaveValue(/佐藤 一郎/)
    await expect(message).toHaveValue(/オンライン/)
    await expect(message).toHaveValue(/2名/)
    await page.locator('#field-handling').click()
    await page.getByRole('option', { name: '対応済み' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('button', { name: '保存' }), 'saved: nothing left to save').toBeDisabled({ timeout: 20_000 })
    const stored = async () => (await (await request.get(`/api/enquiries/${doc.id}/?depth=0`, { headers: auth(admin) })).json()) as { handling: string; formAnswers: unknown }
    await expect.poll(async () => (await stored()).handling, { timeout: 30_000 }).toBe('done')
    expect((await stored()).formAnswers).toEqual(doc.formAnswers)
  })
})

test.describe('redirects', () => {
  test('an admin adds a redirect from an old path in the admin, and visitors follow it', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const from = `/old-e2e-${run}/`
    await page.goto('/admin/collections/redirects/create/')
    await page.locator('#field-from').fill(from)
    // The form opens on カスタムURL (a path typed by hand, the usual case). Switching the radio on a busy machine
    // was seen to never reach the form in three CI-like runs (no form-state request after the clicks), so the
    // walk does not switch it. (The admin's language is the browser's and the account's choice; other walks switch it.)
    await expect(page.getByRole('radio', { name: /^(カスタムURL|Custom URL)$/ })).toBeChecked()
    await page.locator('#field-to__url').fill('/company/')
    await shot(page, '06-redirect')
    await page.getByRole('button', { name: /^(保存|Save)$/ }).click()
    await expect(page).toHaveURL(/\/collections\/redirects\/\d+/)

    // Applied once the rules' cache tag is expired (within seconds of the save).
    await expect.poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(301)
    const res = await request.get(from, { maxRedirects: 0 })
    expect(res.headers().location).toMatch(/\/company\/$/)
    await page.goto(from)
    await expect(page).toHaveURL(/\/company\/$/)
    await expect(page.locator('h1')).toBeVisible()
  })

  test('deleting an article a redirect points to is refused in the admin with the redirect named; an admin points it at another article and then deletes', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const article = async (title: string, slug: string) => {
      const res = await request.post('/api/news?locale=ja', { headers: auth(token), data: { title, slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' } })
      expect(res.status(), await res.text()).toBe(201)
      return (await res.json()).doc.id as number
    }
    const old = await article(`消す記事 ${run}`, `to-delete-${run}`)
    const next = await article(`転送先の記事 ${run}`, `retarget-${run}`)
    const from = `/old-article-${run}/`
    const made = await request.post('/api/redirects', { headers: auth(token), data: { from, type: '301', to: { type: 'reference', reference: { relationTo: 'news', value: old } } } })
    expect(made.status()).toBe(201)
    try {
      await page.goto(`/admin/collections/news/${old}?locale=ja`)
      const panel = page.getByTestId('incoming-links')
      await expect(panel.getByTestId('incoming-redirects')).toContainText(from, { timeout: 60_000 })
      // 削除 → 実行: refused (409) with the redirect named, in Japanese; the article stays.
      await page.locator('.doc-controls__popup .popup-button, .doc-controls__dots').first().click()
      await page.getByRole('button', { name: '削除', exact: true }).click()
      const refused = page.waitForResponse((r) => r.url().includes(`/api/news/${old}`) && r.request().method() === 'DELETE' && r.status() !== 308)
      await page.locator('.delete-document, dialog, [role="dialog"]').getByRole('button', { name: '実行' }).click()
      expect((await refused).status()).toBe(409)
      await expect(page.locator('.payload-toast-container')).toContainText(from, { timeout: 20_000 })
      await expect(page.locator('.payload-toast-container')).toContainText('リダイレクト')
      expect((await request.get(`/api/news/${old}`, { headers: auth(token) })).status()).toBe(200)
      // The sidebar's retarget form (admins): the redirect now goes to the other article, and visitors follow it.
      await page.goto(`/admin/collections/news/${old}?locale=ja`)
      const retarget = page.getByTestId('retarget-redirects')
      await retarget.getByLabel('リダイレクトの転送先').selectOption(`news:${next}`, { timeout: 60_000 })
      await retarget.getByRole('button', { name: '転送先を変える' }).click()
      // The page reads the sidebar again: nothing points here any more.
      await expect(page.getByTestId('incoming-links')).toContainText('リダイレクトや他のページからのリンクはありません。', { timeout: 30_000 })
      await expect.poll(async () => new URL((await request.get(from, { maxRedirects: 0 })).headers().location ?? '/', 'http://x').pathname, { timeout: 15_000 }).toBe(`/news/retarget-${run}/`)
      expect((await request.delete(`/api/news/${old}`, { headers: auth(token) })).status()).toBe(200)
    } finally {
      const redirect = (await made.json().catch(() => null))?.doc?.id
      if (redirect) await request.delete(`/api/redirects/${redirect}`, { headers: auth(token) })
      await request.delete(`/api/news/${old}`, { headers: auth(token) })
      await request.delete(`/api/news/${next}`, { headers: auth(token) })
    }
  })

  test('deleting an article another text links to is refused with that text named; 「リンクを付け替える」 points its links at another article, the article deletes, and the text’s public page links to the new one', async ({ page, context, request, baseURL }) => {
    // Three admin page loads and a public page: at load 15 the admin pages took 20–40 s each.
    test.setTimeout(300_000)
    const token = await login(request)
    await signIn(context, token, baseURL!)
    const text = (words: string, id: number) => ({
      root: {
        type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
        children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [
          { type: 'text', version: 1, text: words, format: 0, detail: 0, mode: 'normal', style: '' },
          { type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'news', value: id } }, children: [{ type: 'text', version: 1, text: `linked-${run}`, format: 0, detail: 0, mode: 'normal', style: '' }] },
        ] }],
      },
    })
    const article = async (title: string, slug: string, extra: Record<string, unknown> = {}) => {
      const res = await request.post('/api/news?locale=ja', { headers: auth(token), data: { title, slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published', ...extra } })
      expect(res.status(), await res.text()).toBe(201)
      return (await res.json()).doc.id as number
    }
    const old = await article(`付け替え前の記事 ${run}`, `link-old-${run}`)
    const next = await article(`付け替え後の記事 ${run}`, `link-new-${run}`)
    const linkerTitle = `リンクしている記事 ${run}`
    const linker = await article(linkerTitle, `link-from-${run}`, { body: text('詳しくは次の記事を: ', old) })
    const english = await request.patch(`/api/news/${linker}?locale=en`, { headers: auth(token), data: { title: `Linking article ${run}`, body: text('Read more: ', old), _status: 'published' } })
    expect(english.status(), await english.text()).toBe(200)
    const remove = async () => {
      await page.locator('.doc-controls__popup .popup-button, .doc-controls__dots').first().click()
      await page.getByRole('button', { name: '削除', exact: true }).click()
      const answered = page.waitForResponse((r) => r.url().includes(`/api/news/${old}`) && r.request().method() === 'DELETE' && r.status() !== 308)
      await page.locator('.delete-document, dialog, [role="dialog"]').getByRole('button', { name: '実行' }).click()
      return (await answered).status()
    }
    try {
      // The public page links to the article now.
      await expect.poll(async () => (await request.get(`/news/link-from-${run}/`)).text(), { timeout: 15_000 }).toContain(`href="/news/link-old-${run}/"`)
      await page.goto(`/admin/collections/news/${old}?locale=ja`)
      await expect(page.getByTestId('incoming-text-links')).toContainText(linkerTitle, { timeout: 60_000 })
      // 削除 → 実行: refused (409), the linking text named in Japanese; the article stays.
      expect(await remove()).toBe(409)
      await expect(page.locator('.payload-toast-container')).toContainText(`「${linkerTitle}」`, { timeout: 20_000 })
      expect((await request.get(`/api/news/${old}`, { headers: auth(token) })).status()).toBe(200)

      // The sidebar's form: every link to the article, both languages, now goes to the other article.
      await page.goto(`/admin/collections/news/${old}?locale=ja`)
      const form = page.getByTestId('retarget-text-links')
      await expect(form).toContainText('公開中の版と下書き', { timeout: 60_000 })
      await form.getByLabel('本文のリンクの付け替え先').selectOption(`news:${next}`)
      await form.getByRole('button', { name: 'リンクを付け替える' }).click()
      await expect(page.getByTestId('incoming-links')).toContainText('リダイレクトや他のページからのリンクはありません。', { timeout: 30_000 })
      expect(await remove()).toBe(200)
      await expect(page).toHaveURL(/\/admin\/collections\/news\/?(\?|$)/, { timeout: 30_000 })
      expect((await request.get(`/api/news/${old}`, { headers: auth(token) })).status()).toBe(404)

      // The linking page, in both languages, links to the new article: a visitor's click lands there.
      for (const [path, href] of [[`/news/link-from-${run}/`, `/news/link-new-${run}/`], [`/en/news/link-from-${run}/`, `/en/news/link-new-${run}/`]]) {
        await expect.poll(async () => (await request.get(path)).text(), { timeout: 15_000, message: path }).toContain(`href="${href}"`)
        expect(await (await request.get(path)).text()).not.toContain(`link-old-${run}`)
      }
      await page.goto(`/news/link-from-${run}/`)
      await page.getByRole('link', { name: `linked-${run}` }).click()
      await expect(page).toHaveURL(new RegExp(`/news/link-new-${run}/$`))
      await expect(page.locator('h1')).toContainText(`付け替え後の記事 ${run}`)
      // The republish is in the audit log, as the admin's, naming the retarget.
      const audit = await request.get(`/api/audit-log?depth=0&where[action][equals]=publish&where[targetId][equals]=${linker}&where[detail][contains]=${encodeURIComponent(`news ${next}`)}`, { headers: auth(token) })
      expect(((await audit.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
    } finally {
      for (const id of [linker, old, next]) await request.delete(`/api/news/${id}`, { headers: auth(token) })
    }
  })

  test('a redirect to an article follows the old path’s language; unsafe targets and editors are refused', async ({ request }) => {
    const token = await login(request)
    // The oldest published article: a seeded one, which no other test deletes meanwhile.
    const news = await request.get('/api/news?where[_status][equals]=published&sort=publishedAt&limit=1', { headers: auth(token) })
    const article = ((await news.json()) as { docs: { id: number; slug: string }[] }).docs[0]
    const from = `/en/old-news-${run}/`
    const made = await request.post('/api/redirects', {
      headers: auth(token),
      data: { from, type: '302', to: { type: 'reference', reference: { relationTo: 'news', value: article.id } } },
    })
    expect(made.status()).toBe(201)
    // Applied once the rules' cache tag is expired (like a page: within seconds of the save).
    await expect.poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(302)
    const res = await request.get(from, { maxRedirects: 0 })
    expect(new URL(res.headers().location, 'http://x').pathname).toBe(`/en/news/${article.slug}/`)

    for (const url of ['//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const bad = await request.post('/api/redirects', { headers: auth(token), data: { from: `/bad-${run}-${Math.random().toString(36).slice(2)}/`, type: '301', to: { type: 'custom', url } } })
      expect(bad.status(), url).toBe(400)
    }
    const editorEmail = `editor-redirects-${run}@example.test`
    expect((await request.post('/api/users', { headers: auth(token), data: { email: editorEmail, password: 'editor-password-1', role: 'editor' } })).status()).toBe(201)
    const editor = await login(request, editorEmail, 'editor-password-1')
    const refused = await request.post('/api/redirects', { headers: auth(editor), data: { from: `/editor-${run}/`, type: '301', to: { type: 'custom', url: '/company/' } } })
    expect(refused.status()).toBe(403)
    expect((await request.get('/api/enquiries', { headers: auth(editor) })).status()).toBe(403)
  })
})

// Scheduled publishing (an article, a leader and an interview for one minute): company-schedule.spec.ts.

test.describe('SEO fields', () => {
  test('the length hints are sized for the language edited: a good Japanese title and description read 良い, an English title of the same length too short', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    await signIn(context, token, baseURL!)
    // 29 and 71 characters: inside Japanese search results' 15–32 and 50–120, far under English's 50–60 and 100–150.
    const jaMeta = { title: '店舗の買い物を変えるスマートカート、導入事例と効果のまとめ', description: 'スマートカートの導入で、レジ待ちが減り、店舗スタッフは接客に時間を使えるようになりました。導入した三社の事例と、効果の測り方をまとめています。' }
    const enTitle = 'Smart carts in Japanese stores'
    const made = await request.post('/api/news?locale=ja&draft=true', { headers: auth(token), data: { title: `SEOの長さ ${run}`, slug: `seo-length-${run}`, category: 'news', meta: jaMeta, _status: 'draft' } })
    expect(made.status()).toBe(201)
    const id = (await made.json()).doc.id as number
    try {
      expect((await request.patch(`/api/news/${id}?locale=en&draft=true`, { headers: auth(token), data: { title: `SEO length ${run}`, meta: { title: enTitle } } })).status()).toBe(200)
      // The plugin's indicator: a pill (良い, 短すぎる, …) beside "n/min-max 文字".
      const hint = (count: number, range: string) => page.locator('small').filter({ hasText: `${count}/${range} 文字` }).locator('xpath=../..')
      await page.goto(`/admin/collections/news/${id}?locale=ja`)
      await expect(hint(jaMeta.title.length, '15-32')).toContainText('良い', { timeout: 60_000 })
      await expect(hint(jaMeta.description.length, '50-120')).toContainText('良い')
      await page.goto(`/admin/collections/news/${id}?locale=en`)
      await expect(hint(enTitle.length, '50-60')).toBeVisible({ timeout: 60_000 })
      await expect(hint(enTitle.length, '50-60')).not.toContainText('良い')
    } finally {
      await request.delete(`/api/news/${id}`, { headers: auth(token) })
    }
  })

  test("an article's SEO title and description replace the defaults in the page head, per language", async ({ request }) => {
    const token = await login(request)
    const slug = `seo-${run}`
    const made = await request.post('/api/news/?locale=ja', {
      headers: auth(token),
      data: { title: `SEOテスト記事 ${run}`, slug, category: 'news', excerpt: '既定の説明文です。', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' },
    })
    expect(made.status()).toBe(201)
    const id = (await made.json()).doc.id as number
    const head = async (path: string) => {
      const html = await (await request.get(path)).text()
      return {
        title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '',
        description: html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '',
      }
    }
    // Defaults stay as they were: the article's title and excerpt.
    expect(await head(`/news/${slug}/`)).toMatchObject({ title: expect.stringContaining(`SEOテスト記事 ${run}`), description: '既定の説明文です。' })
    const seo = await request.patch(`/api/news/${id}/?locale=ja`, {
      headers: auth(token),
      data: { meta: { title: `検索用タイトル ${run}`, description: '検索結果に出す説明文です。' }, _status: 'published' },
    })
    expect(seo.status()).toBe(200)
    await expect.poll(() => head(`/news/${slug}/`), { timeout: 10_000 }).toMatchObject({
      title: expect.stringContaining(`検索用タイトル ${run}`),
      description: '検索結果に出す説明文です。',
    })
  })
})
