import { type Browser, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { editorsShot } from './editors-shots'
import { adminToken, firstAnswer, hydrated, ownAccount, test, withoutPhraseBreaks } from './helpers'

/**
 * The editorial workflow (issue 47) against the production build, in the pc project only (nothing here depends on
 * the viewport):
 * - a Japanese article published alone is live in Japanese and a 404 in English, absent from the English list, feed
 *   and sitemap and from the Japanese page's hreflang, and the language switcher on it goes to the English home;
 *   English then goes live on its own time a minute later (the publishing lane's expiry job);
 * - an editor's submission waits for approval, the approver returns it once with a comment, the editor submits
 *   again and the approver publishes it; each step is in the document's history, the audit log and the outbox;
 * - the REST API refuses the editor's direct publish, and the workflow endpoint answers bad input with a 4xx.
 */
const run = Date.now().toString(36)
test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' }, actionTimeout: 60_000, navigationTimeout: 60_000 })
test.skip(({ isMobile }) => isMobile, 'once is enough: the PC project runs it')
test.describe.configure({ mode: 'serial', timeout: 300_000 })

/** With EDITORS_SCREENSHOTS=1, the screenshots of docs/editors.md (docs/editors/). */
const shot = async (page: Page, name: string) => {
  await editorsShot(page, name)
}
const jwt = (token: string) => ({ Authorization: `JWT ${token}` })

async function login(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/users/login', { data: account })
  expect(res.status()).toBe(200)
  return (await res.json()).token as string
}

/** Every URL of the sitemap (one urlset, or the files of an index). */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  const top = await (await request.get('/sitemap.xml')).text()
  if (!top.includes('<sitemapindex')) return locs(top)
  const files = await Promise.all(locs(top).map(async (url) => (await request.get(new URL(url).pathname)).text()))
  return files.flatMap(locs)
}

/** The hreflang alternates in a page's head. */
async function hreflangs(page: Page): Promise<string[]> {
  return page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang') ?? ''))
}

/** Polls until the path answers `status`; true when it did before the deadline. */
async function answers(request: APIRequestContext, path: string, status: number, text: string | null, deadline: number): Promise<boolean> {
  return (await firstAnswer(request, path, (answered, body) => answered === status && (text === null || body.includes(text)), deadline, 500)) > 0
}

/**
 * Without JavaScript: the visitor follows the switcher's English link as a plain link and lands on `expected`, a page
 * that answers 200 in English (never the 404), with the choice remembered in the locale cookie.
 */
async function switchedWithoutScript(browser: Browser, from: string, expected: RegExp) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ja-JP' })
  try {
    const page = await context.newPage()
    await page.goto(from)
    const answers: number[] = []
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) answers.push(response.status())
    })
    await page.locator('.site-header__actions > .lang-switch a[data-locale="en"]').click()
    await expect(page).toHaveURL(expected)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    expect(answers, 'the switch and then the page').toEqual([303, 200])
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en')
  } finally {
    await context.close()
  }
}

test('a Japanese article published alone is a 404 in English, left out of its list, feed, sitemap and hreflang, and goes live in English on its own time', async ({ page, request, browser }) => {
  const admin = jwt(await adminToken(request))
  const slug = `ja-first-${run}`
  const title = `日本語だけの発表 ${run}`
  const enTitle = `English later ${run}`
  const made = await request.post('/api/news?locale=ja', {
    headers: admin,
    data: { title, slug, category: 'press', excerpt: '日本語で先に公開する発表です。', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published', languages: { jaOn: true, enOn: false } },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number
  try {
    expect((await request.patch(`/api/news/${id}?locale=en`, { headers: admin, data: { title: enTitle, _status: 'published' } })).status()).toBe(200)

    // Japanese: live. English: the article does not exist.
    expect(await answers(request, `/news/${slug}/`, 200, title, Date.now() + 15_000)).toBe(true)
    const english = await request.get(`/en/news/${slug}/`)
    expect(english.status()).toBe(404)
    expect(await english.text()).not.toContain(enTitle)
    expect(await (await request.get('/en/news/')).text()).not.toContain(slug)
    expect(await (await request.get('/en/news/feed/')).text()).not.toContain(slug)
    expect(await (await request.get('/news/feed/')).text()).toContain(slug)
    const urls = await sitemapUrls(request)
    expect(urls.some((url) => url.endsWith(`/news/${slug}/`) && !url.includes('/en/'))).toBe(true)
    expect(urls.some((url) => url.endsWith(`/en/news/${slug}/`))).toBe(false)
    // The REST API and the site search in English find nothing either; the Japanese search finds it.
    expect((await (await request.get(`/api/news?locale=en&where[slug][equals]=${slug}`)).json()).totalDocs).toBe(0)
    expect(await answers(request, `/search/?q=${encodeURIComponent(title)}`, 200, `/news/${slug}/`, Date.now() + 15_000)).toBe(true)
    expect(await (await request.get(`/en/search/?q=${encodeURIComponent(enTitle)}`)).text()).not.toContain(`/news/${slug}/`)

    // On the Japanese page: no English alternate, and the switcher's English link goes to the nearest English page
    // that exists (the English news list), never to the 404: with JavaScript and, as a plain link, without it.
    await page.goto(`/news/${slug}/`)
    await hydrated(page)
    expect(await hreflangs(page)).not.toContain('en-US')
    expect(await hreflangs(page)).toContain('ja')
    const switchToEnglish = page.locator('.lang-switch a[data-locale="en"]:visible').first()
    await expect(switchToEnglish).toHaveAttribute('href', `/api/switch-language/?to=en&path=%2Fnews%2F${slug}%2F`)
    await switchToEnglish.click()
    await expect(page).toHaveURL(/\/en\/news\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.locator('h1')).toBeVisible()
    await switchedWithoutScript(browser, `/news/${slug}/`, /\/en\/news\/$/)
    for (const query of ['', '?to=xx&path=/news/', '?to=en&path=//evil.example/', '?to=en&path=https://evil.example/', '?to=en&path=%ff', `?to=en&path=/${'a/'.repeat(300)}`, '?to=en&path=/a%20b/']) {
      const refused = await request.get(`/api/switch-language/${query}`, { maxRedirects: 0 })
      expect(refused.status(), query).toBe(400)
      expect(refused.headers()['cache-control']).toContain('no-store')
    }

    // English from a minute from now: a 404 until then, live (with its alternates) within 15 s after.
    const at = Date.now() + 60_000
    const scheduled = await request.patch(`/api/news/${id}?locale=ja`, { headers: admin, data: { _status: 'published', languages: { jaOn: true, enOn: true, enFrom: new Date(at).toISOString() } } })
    expect(scheduled.status(), await scheduled.text()).toBe(200)
    expect((await request.get(`/en/news/${slug}/`)).status()).toBe(404)
    await page.waitForTimeout(Math.max(0, at - Date.now()))
    expect(await answers(request, `/en/news/${slug}/`, 200, enTitle, at + 20_000)).toBe(true)
    expect(await answers(request, '/en/news/', 200, enTitle, Date.now() + 15_000)).toBe(true)
    expect((await sitemapUrls(request)).some((url) => url.endsWith(`/en/news/${slug}/`))).toBe(true)
    expect(await answers(request, `/en/search/?q=${encodeURIComponent(enTitle)}`, 200, `/en/news/${slug}/`, Date.now() + 15_000)).toBe(true)
    await page.goto(`/news/${slug}/`)
    expect(await hreflangs(page)).toContain('en-US')
    await hydrated(page)
    await expect(page.locator('.lang-switch a[data-locale="en"]:visible').first()).toHaveAttribute('href', `/en/news/${slug}/`)
    await switchedWithoutScript(browser, `/news/${slug}/`, new RegExp(`/en/news/${slug}/$`))

    // English set back to unpublished. With approval on (news) an editor's change to what is public waits for the
    // approver, this one too (E21): the REST API refuses it. The approver's: English is a 404 within 5 s and leaves
    // its list, feed and sitemap; Japanese stays.
    const editor = jwt(await login(request, await ownAccount(request, 'wf-withdraw', 'editor')))
    const withdraw = { _status: 'published', languages: { jaOn: true, enOn: false } }
    expect((await request.patch(`/api/news/${id}?locale=ja`, { headers: editor, data: withdraw })).status()).toBe(403)
    const approver = jwt(await login(request, await ownAccount(request, 'wf-withdraw-approver', 'approver')))
    const withdrawn = await request.patch(`/api/news/${id}?locale=ja`, { headers: approver, data: withdraw })
    expect(withdrawn.status(), await withdrawn.text()).toBe(200)
    const since = Date.now()
    expect(await answers(request, `/en/news/${slug}/`, 404, null, since + 5_000), 'English a 404 within 5 s').toBe(true)
    expect(await (await request.get('/en/news/')).text()).not.toContain(slug)
    expect(await (await request.get('/en/news/feed/')).text()).not.toContain(slug)
    expect((await sitemapUrls(request)).some((url) => url.endsWith(`/en/news/${slug}/`))).toBe(false)
    expect((await request.get(`/news/${slug}/`)).status()).toBe(200)
    await page.goto(`/news/${slug}/`)
    expect(await hreflangs(page)).not.toContain('en-US')
  } finally {
    await request.delete(`/api/news/${id}`, { headers: admin })
  }
})

test('a fixed page’s change is published in one language: the other keeps its published text until its own publish', async ({ request }) => {
  // The fixed pages' globals (company profile, messages, home, figures) are never absent (E21): what is published per
  // language is a change, with Payload's 「日本語で公開」 (publishSpecificLocale). The CEO message's heading here.
  const admin = jwt(await adminToken(request))
  const global = '/api/globals/company-messages'
  const read = async (locale: string) => (await (await request.get(`${global}?locale=${locale}&depth=0&draft=false`, { headers: admin })).json()).ceo.heading as string
  const before = { ja: await read('ja'), en: await read('en') }
  const ja = `代表メッセージ改訂 ${run}`
  const en = `A message not ready yet ${run}`
  const page = async (path: string) => withoutPhraseBreaks(await (await request.get(path)).text())
  try {
    const draft = await request.post(`${global}?locale=en&draft=true`, { headers: admin, data: { ceo: { heading: en } } })
    expect(draft.status(), await draft.text()).toBe(200)
    const published = await request.post(`${global}?locale=ja&publishSpecificLocale=ja`, { headers: admin, data: { _status: 'published', ceo: { heading: ja } } })
    expect(published.status(), await published.text()).toBe(200)
    await expect.poll(() => page('/company/Message/'), { timeout: 5_000, intervals: [250] }).toContain(ja)
    const english = await page('/en/company/Message/')
    expect(english).not.toContain(en)
    expect(english).toContain(withoutPhraseBreaks(before.en))
    expect(await read('en')).toBe(before.en)

    // English's own publish later: now its text is live too.
    const enPublished = await request.post(`${global}?locale=en&publishSpecificLocale=en`, { headers: admin, data: { _status: 'published', ceo: { heading: en } } })
    expect(enPublished.status(), await enPublished.text()).toBe(200)
    await expect.poll(() => page('/en/company/Message/'), { timeout: 5_000, intervals: [250] }).toContain(en)
    expect(await page('/company/Message/')).toContain(ja)
  } finally {
    await request.post(`${global}?locale=ja`, { headers: admin, data: { _status: 'published', ceo: { heading: before.ja } } })
    await request.post(`${global}?locale=en`, { headers: admin, data: { _status: 'published', ceo: { heading: before.en } } })
  }
})

// On PostgreSQL too (scripts/e2e-postgres.mjs runs the tests tagged @postgres): the REST refusal. The admin walk
// below is the same browser code on either database, and its states on PostgreSQL are tests/integration/
// workflow.postgres.test.ts (submit, return with a comment, approve, history, audit, outbox): on PostgreSQL it
// added 3 minutes to the suite's critical path.
test.describe('approval', () => {
  let editor = ''
  let approver = ''
  let editorEmail = ''
  let id = 0
  const slug = `approval-${run}`
  const title = `承認テスト ${run}`

  test.beforeAll(async ({ request }) => {
    const editorAccount = await ownAccount(request, 'wf-editor', 'editor')
    editorEmail = editorAccount.email
    editor = await login(request, editorAccount)
    approver = await login(request, await ownAccount(request, 'wf-approver', 'approver'))
  })

  test.afterAll(async ({ request }) => {
    if (id) await request.delete(`/api/news/${id}`, { headers: jwt(await adminToken(request)) })
  })

  test('the REST API refuses an editor’s direct publish, and the workflow endpoint answers bad input with a 4xx', { tag: '@postgres' }, async ({ request }) => {
    const refusedCreate = await request.post('/api/news', {
      headers: jwt(editor),
      data: { title, slug: `${slug}-direct`, category: 'news', publishedAt: new Date().toISOString(), _status: 'published' },
    })
    expect(refusedCreate.status()).toBe(403)
    const made = await request.post('/api/news?draft=true', { headers: jwt(editor), data: { title, slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'draft' } })
    expect(made.status(), await made.text()).toBe(201)
    id = (await made.json()).doc.id
    const refused = await request.patch(`/api/news/${id}`, { headers: jwt(editor), data: { _status: 'published' } })
    expect(refused.status()).toBe(403)
    expect((await request.get(`/news/${slug}/`)).status()).toBe(404)

    const endpoint = (path: string) => `/api/editorial-workflow/${path}`
    const cases: [string, Record<string, string>, string | undefined, number][] = [
      // Signed out: the API gate's 404 for anything but public reads (src/lib/http/api-gate.ts).
      [`news/${id}/submit`, {}, undefined, 404],
      [`offices/${id}/submit`, jwt(editor), undefined, 404],
      [`users/${id}/submit`, jwt(editor), undefined, 404],
      [`news/${id}/approve`, jwt(editor), undefined, 404],
      [`news/abc/submit`, jwt(editor), undefined, 404],
      [`news/99999999/submit`, jwt(editor), undefined, 404],
      [`news/${id}/return`, jwt(approver), '{"comment":', 400],
      [`news/${id}/return`, jwt(approver), JSON.stringify({ comment: 'x'.repeat(1001) }), 400],
      [`news/${id}/return`, jwt(approver), JSON.stringify({ comment: ['a'] }), 400],
      [`news/${id}/return`, jwt(approver), JSON.stringify({ comment: '   ' }), 400],
      [`news/${id}/return`, jwt(approver), JSON.stringify({ comment: 'まだ依頼されていません' }), 409],
    ]
    for (const [path, headers, body, status] of cases) {
      const res = await request.post(endpoint(path), { headers: { ...headers, 'Content-Type': 'application/json' }, data: body })
      expect(res.status(), `${path} ${body ?? ''}`).toBe(status)
      expect(res.headers()['cache-control']).toContain('no-store')
    }
  })

  async function signedIn(context: BrowserContext, token: string, baseURL: string) {
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
  }

  async function panelOf(page: Page) {
    await page.goto(`/admin/collections/news/${id}`)
    const panel = page.getByTestId('approval-panel')
    await expect(panel).toBeVisible({ timeout: 60_000 })
    return panel
  }

  test('an editor’s submission waits for approval; the approver returns it with a comment, then approves it', async ({ browser, request, baseURL }) => {
    expect(id).toBeGreaterThan(0)
    // SQLite gives a deleted document's id to the next one: only this walk's audit entries count.
    const since = new Date(Date.now() - 1000).toISOString()
    const editorContext = await browser.newContext({ locale: 'ja-JP' })
    const approverContext = await browser.newContext({ locale: 'ja-JP' })
    await signedIn(editorContext, editor, baseURL!)
    await signedIn(approverContext, approver, baseURL!)
    const editorPage = await editorContext.newPage()
    const approverPage = await approverContext.newPage()
    try {
      // The editor: no publish button, a submit button instead.
      let panel = await panelOf(editorPage)
      await expect(editorPage.getByRole('button', { name: '変更内容を公開' })).toHaveCount(0)
      await shot(editorPage, '20-approval-editor')
      await panel.getByRole('button', { name: '承認を依頼する' }).click()
      await expect(editorPage.getByTestId('approval-panel')).toHaveAttribute('data-state', 'review', { timeout: 30_000 })
      await expect(editorPage.getByTestId('approval-panel')).toContainText('承認待ちです')

      // The approver: the compare link, and a return with a comment.
      panel = await panelOf(approverPage)
      await expect(panel).toHaveAttribute('data-state', 'review')
      await expect(panel.getByRole('link', { name: '公開中の版との差分を見る' })).toHaveAttribute('href', `/admin/collections/news/${id}/versions`)
      await panel.getByLabel('差し戻す理由(直してほしい点)').fill('見出しをもう少し短くしてください。')
      await shot(approverPage, '21-approval-approver')
      await panel.getByRole('button', { name: '差し戻す' }).click()
      await expect(approverPage.getByTestId('approval-panel')).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })

      // The editor sees the comment, and submits again.
      panel = await panelOf(editorPage)
      await expect(panel).toContainText('差し戻されました')
      await expect(editorPage.locator('#field-approvalComment')).toHaveValue('見出しをもう少し短くしてください。')
      await shot(editorPage, '22-approval-returned')
      await panel.getByRole('button', { name: '承認を依頼する' }).click()
      await expect(editorPage.getByTestId('approval-panel')).toHaveAttribute('data-state', 'review', { timeout: 30_000 })

      // The approver approves by publishing; the article is live.
      await panelOf(approverPage)
      const published = approverPage.waitForResponse((r) => r.url().includes(`/api/news/${id}`) && r.request().method() !== 'GET' && r.ok(), { timeout: 60_000 })
      await approverPage.getByRole('button', { name: '変更内容を公開' }).click()
      await published
      expect(await answers(request, `/news/${slug}/`, 200, title, Date.now() + 20_000)).toBe(true)
    } finally {
      await editorContext.close()
      await approverContext.close()
    }

    // Each step in the document's history, the audit log and the outbox (the comment in the mail to the editor).
    const admin = jwt(await adminToken(request))
    const doc = await (await request.get(`/api/news/${id}?depth=0`, { headers: admin })).json()
    expect(doc.approvalState).toBe('published')
    expect(doc.approvalHistory.map((row: { step: string }) => row.step)).toEqual(['submit', 'return', 'submit', 'approve'])
    const audit = await (
      await request.get(`/api/audit-log?where[targetType][equals]=news&where[targetId][equals]=${id}&where[createdAt][greater_than_equal]=${since}&sort=createdAt&limit=50&depth=0`, { headers: admin })
    ).json()
    expect(audit.docs.map((entry: { action: string }) => entry.action).filter((action: string) => action.startsWith('approval'))).toEqual([
      'approvalSubmit',
      'approvalReturn',
      'approvalSubmit',
      'approvalApprove',
    ])
    const mails = await (await request.get(`/api/contact-mails?where[kind][equals]=workflow&where[to][equals]=${encodeURIComponent(editorEmail)}&depth=0`, { headers: admin })).json()
    expect(mails.docs.map((mail: { text: string }) => mail.text).join('\n')).toContain('見出しをもう少し短くしてください。')
  })
})
