import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { editorsShot } from './editors-shots'
import { ownAccount, test } from './helpers'

/**
 * Editing aids of the admin (src/payload/editor-aids.ts), in Japanese and English admin languages,
 * against the production build: the other locale's value under each localized field and locale
 * completeness in the lists; links to the site's own pages in rich text; unused media offered for
 * deletion (and used media never deleted). With EDITORS_SCREENSHOTS=1 it saves the screenshots of
 * docs/editors.md under docs/editors/.
 */
const run = Date.now().toString(36)

/**
 * A staff account of this file's own (created with the shared admin token, helpers.ts), signed in once per
 * worker: nobody else signs in as it.
 */
let ownToken: string | undefined
async function login(request: APIRequestContext): Promise<string> {
  if (ownToken) return ownToken
  const account = await ownAccount(request, 'aids', 'admin')
  const res = await request.post('/api/users/login/', { data: account })
  expect(res.status(), 'the test account signs in').toBe(200)
  ownToken = (await res.json()).token as string
  return ownToken
}
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

/** Signed in as staff, with the admin in `language` (Payload's language cookie). */
async function signIn(context: BrowserContext, token: string, baseURL: string, language: 'ja' | 'en' = 'ja') {
  await context.addCookies([
    { name: 'payload-token', value: token, url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
}

/** A screenshot for docs/editors.md (editors-shots.ts; the admin in the machine's Japanese font). */
async function shot(page: Page, name: string) {
  await editorsShot(page, name)
}

/** The element a user would hit at the centre of `locator` is inside it (not covered, not off screen). */
async function expectHittable(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10))
    return Boolean(top && el.contains(top))
  })
  expect(hit, 'visible to the user at its place').toBe(true)
}

type Node = Record<string, unknown>
const textNode = (text: string): Node => ({ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' })
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children })
const richText = (...children: Node[]) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } })
const pageLink = (text: string, page: string): Node => ({
  type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, id: `l${run}`, fields: { linkType: 'page', page, newTab: false }, children: [textNode(text)],
})

async function createNews(request: APIRequestContext, token: string, data: Record<string, unknown>, en?: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const slug = `aids-${run}-${Math.random().toString(36).slice(2, 7)}`
  const res = await request.post('/api/news/?locale=ja', {
    headers: auth(token),
    data: { slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published', ...data },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = (await res.json()).doc.id as number
  if (en) {
    const patch = await request.patch(`/api/news/${id}/?locale=en`, { headers: auth(token), data: { ...en, _status: 'published' } })
    expect(patch.status(), await patch.text()).toBe(200)
  }
  return { id, slug }
}

test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } })
// One after the other: one staff account, whose last admin locale and sessions the tests share.
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.skip(({ isMobile }) => isMobile, 'the admin is checked at PC width')

test.describe('translating', () => {
  test('the English form shows the Japanese text under each localized field; the list shows which locales are complete', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const ja = { title: `翻訳テスト記事 ${run}`, excerpt: `日本語の概要 ${run}`, body: richText(paragraph(textNode(`日本語の本文です ${run}`))) }
    const { id } = await createNews(request, token, ja, { title: `Translation test ${run}` })
    await signIn(context, token, baseURL!, 'ja')

    await page.goto(`/admin/collections/news/${id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(`Translation test ${run}`, { timeout: 60_000 })
    const titleCompare = page.locator('[data-field-path="title"], .field-type.text:has(#field-title)').getByTestId('locale-compare').first()
    await expect(titleCompare).toHaveText(`日本語: ${ja.title}`)
    await expectHittable(titleCompare)
    const excerpt = page.locator('.field-type.textarea:has(#field-excerpt)').getByTestId('locale-compare')
    await expect(excerpt).toHaveText(`日本語: ${ja.excerpt}`)
    await expect(page.locator('#field-excerpt')).toHaveValue('') // the English excerpt is still to be written
    await expect(page.locator('.rich-text-lexical').first().getByTestId('locale-compare')).toHaveText(`日本語: 日本語の本文です ${run}`)
    // The sidebar says the English version is incomplete.
    await expect(page.getByTestId('locale-status-field').locator('[data-locale="en"]')).toHaveAttribute('data-state', 'partial')
    await shot(page, '09-translate-en-form')

    // The Japanese (default) form shows no comparison.
    await page.goto(`/admin/collections/news/${id}?locale=ja`)
    await expect(page.locator('#field-title')).toHaveValue(ja.title, { timeout: 60_000 })
    await expect(page.getByTestId('locale-compare')).toHaveCount(0)

    // The list: 「翻訳状況」 column, ja complete, en partly missing (named in the tooltip).
    await page.goto(`/admin/collections/news?where[id][equals]=${id}`)
    await expect(page.locator('table thead')).toContainText('翻訳状況')
    const status = page.locator('table tbody tr').first().getByTestId('locale-status')
    await expect(status).toHaveText('ja ✓en △')
    await expect(status.locator('[data-locale="en"]')).toHaveAttribute('title', /英語: 一部未入力（概要、本文/)
    await expectHittable(status)
    await shot(page, '10-translate-list')

    await page.goto(`/admin/collections/news/${id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(`Translation test ${run}`, { timeout: 60_000 })
    await expect(page.getByTestId('locale-status-field').locator('[data-locale="en"]')).toHaveAttribute('data-state', 'partial')
    // Writing the English summary and body (the form's autosave stores them) turns the sidebar's mark to complete
    // without a reload (it stayed △ until one: issue 43 §8).
    await page.locator('#field-excerpt').fill(`English summary ${run}`)
    const englishBody = page.locator('.rich-text-lexical [contenteditable="true"]').first()
    await englishBody.click()
    await englishBody.pressSequentially('English body', { delay: 20 })
    await expect(page.getByTestId('locale-status-field').locator('[data-locale="en"]')).toHaveAttribute('data-state', 'complete', { timeout: 60_000 })
    expect(((await (await request.get(`/api/news/${id}/?locale=en&draft=true&depth=0`, { headers: auth(token) })).json()) as { excerpt?: string }).excerpt).toBe(`English summary ${run}`)

    await page.goto(`/admin/collections/news?where[id][equals]=${id}`)
    await expect(page.locator('table tbody tr').first().getByTestId('locale-status')).toHaveText('ja ✓en ✓')

    // Campaigns and banners have the column too.
    for (const collection of ['campaigns', 'banners']) {
      await page.goto(`/admin/collections/${collection}`)
      await expect(page.locator('table thead')).toContainText('翻訳状況')
      await expect(page.locator('table tbody tr').first().getByTestId('locale-status')).toContainText(/ja [✓△–]en [✓△–]/)
    }
  })

  test('the SEO share image chosen in Japanese shows under the field on the English form', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const media = (await (await request.get('/api/media/?limit=1&depth=0&sort=createdAt', { headers: auth(token) })).json()).docs[0] as { id: number; filename: string }
    const { id } = await createNews(request, token, { title: `シェア画像 ${run}`, meta: { image: media.id } }, { title: `Share image ${run}` })
    await signIn(context, token, baseURL!, 'ja')

    await page.goto(`/admin/collections/news/${id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(`Share image ${run}`, { timeout: 60_000 })
    const compare = page.getByTestId('locale-compare-upload')
    await expect(compare).toContainText(media.filename, { timeout: 30_000 })
    // Under the share image field (the plugin's upload input), not somewhere else on the form.
    const below = await compare.evaluate((el) => {
      const field = el.closest('[data-testid="locale-compare"]')?.previousElementSibling
      return Boolean(field && field.querySelector('.upload, [class*="upload"]'))
    })
    expect(below).toBe(true)
    await expectHittable(compare)
    // The thumbnail is a real picture (not a broken image showing its alt text).
    await expect.poll(() => compare.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await shot(page, '17-seo-image-compare')
  })

  test('in the English admin the comparison and the column are in English', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const { id } = await createNews(request, token, { title: `英語管理画面 ${run}`, excerpt: '概要だけ' })
    await signIn(context, token, baseURL!, 'en')
    await page.goto(`/admin/collections/news/${id}?locale=en`)
    await expect(page.getByRole('button', { name: 'Locale' })).toContainText('English', { timeout: 60_000 })
    await expect(page.locator('.field-type.textarea:has(#field-excerpt)').getByTestId('locale-compare')).toHaveText('Japanese: 概要だけ', { timeout: 60_000 })
    // No English title yet: the form shows fallback-free comparison of the Japanese one.
    await expect(page.locator('.field-type.text:has(#field-title)').getByTestId('locale-compare')).toHaveText(`Japanese: 英語管理画面 ${run}`)
    await page.goto(`/admin/collections/news?where[id][equals]=${id}`)
    await expect(page.locator('table thead')).toContainText('Translations')
    const en = page.locator('table tbody tr').first().getByTestId('locale-status').locator('[data-locale="en"]')
    await expect(en).toHaveAttribute('data-state', 'empty')
    await expect(en).toHaveAttribute('title', 'English: not written')
  })
})

/** Opens the Japanese text of news `id`, selects its last `chars` characters and opens the link dialog from the inline toolbar. */
async function openLinkDialog(page: Page, id: number, text: string, chars: number) {
  await page.goto(`/admin/collections/news/${id}?locale=ja`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(editor).toContainText(text, { timeout: 60_000 })
  await editor.click()
  await page.keyboard.press('End')
  for (let i = 0; i < chars; i++) await page.keyboard.press('Shift+ArrowLeft')
  await page.locator('.inline-toolbar-popup button.toolbar-popup__button-link').click()
  return { editor, drawer: page.locator('.drawer__content, [class*="lexical-link-edit-drawer"]').last() }
}

test.describe('links to site pages', () => {
  test('an editor links text to a page of the site; it opens that page in the language of the text', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const { id, slug } = await createNews(
      request,
      token,
      { title: `ページリンク ${run}`, body: richText(paragraph(textNode('国内の拠点はこちら'))) },
      { title: `Page link ${run}`, body: richText(paragraph(textNode('See '), pageLink('our offices', '/company/Japan-Offices/'))) },
    )
    await signIn(context, token, baseURL!, 'ja')
    // Select the last three characters ("こちら") and open the link dialog from the inline toolbar.
    const { editor, drawer } = await openLinkDialog(page, id, '国内の拠点はこちら', 3)
    // The dialog speaks Japanese, whatever language the server was first asked in.
    await expect(drawer).toContainText('表示するテキスト')
    await expect(drawer).not.toContainText('Text to display')
    // The page picker appears once the server has answered the form's new state (each click cancels the
    // request before it, and a click before the drawer's form is ready never reaches it): wait for that
    // answer, and check the picker shows the page before saving (a CI run saved a custom "https://" link).
    const picker = drawer.locator('.field-type.select').filter({ hasText: 'ページ' }).locator('.react-select')
    await expect(async () => {
      await drawer.getByText('サイトのページ', { exact: true }).click({ timeout: 5_000 })
      await picker.click({ timeout: 15_000 })
      await page.getByText('会社情報 › 拠点一覧', { exact: false }).first().click({ timeout: 5_000 })
      await expect(picker).toContainText('拠点一覧', { timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    await shot(page, '11-link-site-page')
    // On a busy machine a first 保存 can land before the drawer's form has taken the page: the drawer
    // then stays open (and would cover the publish button), so save until it has closed.
    await expect(async () => {
      if (await drawer.isVisible()) await drawer.getByRole('button', { name: '保存' }).click({ timeout: 5_000 })
      await expect(drawer).toBeHidden({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    await expect(editor.locator('a')).toHaveText('こちら')
    // The editor hands its state to the form a moment after the dialog closes; on a busy machine a first
    // publish can go out without the link, so publish again until the stored text has it.
    await expect(async () => {
      await page.getByRole('button', { name: '変更内容を公開' }).click({ timeout: 5_000 })
      await expect
        .poll(async () => JSON.stringify((await (await request.get(`/api/news/${id}/?locale=ja&depth=0`, { headers: auth(token) })).json()).body), { timeout: 10_000 })
        .toContain('"page":"/company/Japan-Offices/"')
    }).toPass({ timeout: 60_000 })
    // The link's url is the page's path too, which the editor's link pop-up shows (it showed the dialog's "https://").
    expect(JSON.stringify((await (await request.get(`/api/news/${id}/?locale=ja&depth=0`, { headers: auth(token) })).json()).body)).toContain('"url":"/company/Japan-Offices/"')

    // The public pages: Japanese text links to the Japanese page, English text to the English page.
    await expect.poll(async () => (await request.get(`/news/${slug}/`)).text(), { timeout: 30_000 }).toContain('href="/company/Japan-Offices/"')
    const english = await (await request.get(`/en/news/${slug}/`)).text()
    expect(english).toContain('href="/en/company/Japan-Offices/"')
    await page.goto(`/news/${slug}/`)
    const link = page.getByRole('link', { name: 'こちら', exact: true })
    await expectHittable(link)
    await link.click()
    await expect(page).toHaveURL(/\/company\/Japan-Offices\/$/)
    await page.goto(`/en/news/${slug}/`)
    await page.getByRole('link', { name: 'our offices', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/company\/Japan-Offices\/$/)
  })
})

test.describe('in the English admin', () => {
  test('the link dialog and the unused-media panel speak English', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const { id } = await createNews(request, token, { title: `English admin link ${run}`, body: richText(paragraph(textNode('See the offices'))) })
    await signIn(context, token, baseURL!, 'en')
    const { drawer } = await openLinkDialog(page, id, 'See the offices', 7)
    await expect(drawer).toContainText('Text to display')
    await expect(drawer).not.toContainText('表示するテキスト')
    await drawer.getByText('Page of this site', { exact: true }).click()
    await drawer.locator('.field-type.select').filter({ hasText: 'Page' }).locator('.react-select').click()
    await expect(page.getByText('Company › Our offices', { exact: false }).first()).toBeVisible()

    await page.goto('/admin/collections/media')
    const panel = page.getByTestId('unused-media')
    await expect(panel).toContainText('Unused media')
    await expect(panel.getByTestId('unused-media-count')).toHaveText(/None: every file is in use\.|\d+ files?/)
  })
})

test.describe('unused media', () => {
  test('a picture left over by a deleted article is offered for deletion; a used one cannot be deleted', async ({ page, context, request, baseURL }) => {
    const token = await login(request)
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a7' } }).png().toBuffer()
    const upload = await request.post('/api/media/?locale=ja', {
      headers: auth(token),
      multipart: { file: { name: `unused-${run}.png`, mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({ alt: `使われなくなる画像 ${run}` }) },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const media = (await upload.json()).doc as { id: number; filename: string }
    const { id } = await createNews(request, token, { title: `画像付き記事 ${run}`, mainImage: media.id })

    // While the article uses it, the file cannot be deleted.
    const refused = await request.delete(`/api/media/${media.id}/`, { headers: { ...auth(token), 'Accept-Language': 'ja' } })
    expect(refused.status()).toBe(409)
    expect(await refused.text()).toContain('使われているため削除できません')
    expect((await request.get(`/api/media/${media.id}/`, { headers: auth(token) })).status()).toBe(200)

    // The editor deletes the article in the admin.
    await signIn(context, token, baseURL!, 'ja')
    await page.goto(`/admin/collections/news/${id}?locale=ja`)
    await expect(page.locator('#field-title')).toHaveValue(`画像付き記事 ${run}`, { timeout: 60_000 })
    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-delete').click()
    await page.locator('.confirmation-modal #confirm-action').click()
    await expect(page).toHaveURL(/\/admin\/collections\/news\/?(\?.*)?$/, { timeout: 60_000 })

    // The news list offers the left-over picture.
    const notice = page.getByTestId('unused-media-notice')
    await expect(notice).toContainText(media.filename)
    await shot(page, '12-unused-notice')
    await expectHittable(notice.getByTestId('unused-media-review'))
    await notice.getByTestId('unused-media-review').click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/?\?/)
    await expect(page.locator('table tbody')).toContainText(media.filename)
    const panel = page.getByTestId('unused-media')
    await expect(panel).toContainText('未使用のメディア')
    await shot(page, '13-unused-media')
    const unusedBefore = (await panel.getByTestId('unused-media-count').textContent()) ?? ''
    await panel.getByRole('button', { name: /未使用の \d+ 件を削除/ }).click()
    const modal = page.locator('.confirmation-modal')
    await expect(modal).toContainText(media.filename)
    await modal.getByRole('button', { name: '削除する' }).click()
    // Deleting checks each file's references again first: allow a busy machine its time. The list then
    // refreshes (to no unused file when this was the only one), and the result stays on screen.
    await expect(page.getByTestId('unused-media-result')).toContainText('件を削除しました', { timeout: 30_000 })
    await expect(page.locator('table', { hasText: media.filename })).toHaveCount(0)
    await expect(page.getByTestId('unused-media-result')).toContainText('件を削除しました')
    expect((await request.get(`/api/media/${media.id}/`, { headers: auth(token) })).status()).toBe(404)
    expect(unusedBefore).toMatch(/\d+ 件/)

    // Every seeded picture is still there: they are all in use.
    const left = (await (await request.get('/api/media/?limit=100&depth=0', { headers: auth(token) })).json()) as { docs: { filename: string }[] }
    expect(left.docs.filter((d) => d.filename.startsWith('seed-')).length).toBeGreaterThan(5)
    await page.reload()
    await expect(page.getByTestId('unused-media-count')).toContainText(/ありません|件/)
  })
})
