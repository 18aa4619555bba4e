import { expect, type Page } from '@playwright/test'

import { adminToken, test } from './helpers'

/**
 * Every list and edit view of the admin, in Japanese and in English (issue 43 §6): no label, button, column,
 * help text or screen-reader name in the other language, no raw translation key ("general:foo"), and every date
 * written yyyy/MM/dd HH:mm. Content the editors wrote (titles, rich text, choices' stored values) is not checked:
 * only the admin's own words. ADMIN_LANGUAGE_REPORT=1 prints what it found instead of failing at the first view.
 */
test.skip(({ isMobile }) => isMobile, 'the admin is checked at PC width')
test.describe.configure({ timeout: 300_000 })

const COLLECTIONS = ['news', 'campaigns', 'banners', 'media', 'users', 'enquiries', 'contact-mails', 'offices', 'leaders', 'interviews', 'occupations', 'legal-pages', 'audit-log', 'redirects']
const GLOBALS = ['company-profile', 'company-messages', 'home', 'site-figures']

/** Japanese script: hiragana, katakana, kanji and the full-width forms. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]/
/** A Latin word of the admin's own (two letters or more); what may stay Latin in Japanese is ALLOWED_IN_JA. */
const LATIN_WORD = /[A-Za-z]{2,}/
// Product names, abbreviations Japanese uses as they are, placeholders and keyboard shortcuts stay Latin.
const ALLOWED_IN_JA = /^(ID|IP|API|APIキー|URL|CSV|SEO|PC|SNS|HTML|H2|SMTP_URL|MIME|JWT|AI|REAIL|Skip|Cart|alt\+T|\{company\}|https?|e-?mail|English|English \(en\)|日本語 \(ja\)|[\w.+-]+@[\w.-]+|https?:\/\/\S+|\/\S*|[\w-]+\.(png|jpe?g|webp|svg|avif|gif|pdf)|Kaimono.*|KAIMONO.*|PC\s*\(\d+\)|[\d.,%:/\s×-]+)$/
const RAW_KEY = /^[a-z]+:[a-z][A-Za-z]+$/
/** Dates the admin must not write: "12/01/2026", "12月 1, 2026", "December 1st 2026", "11:13 午後", "11:13 PM". */
const FOREIGN_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\d{1,2}月 \d{1,2}, \d{4}|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}(st|nd|rd|th)?,? \d{4}|\d{1,2}:\d{2} ?(午前|午後|AM|PM)\b/

type Found = { text: string; where: string }

/** The admin's own words on the page: labels, columns, buttons, help texts, placeholders and screen-reader names. */
async function adminWords(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = []
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    // Editors' content is left out: rich text, inputs' values, the document's title, list cells (data).
    const content = '[data-lexical-editor], .rich-text-lexical__editor, h1, .doc-header__title, .step-nav, .rs__control, td, .rs__single-value, .rs__multi-value, .relationship-pill, .locked__tooltip, .row-label, .upload-details, .thumbnail, .file-details, .collapsible__header-wrap .row-label'
    const chrome = 'label, .field-label, .field-description, th, button, a.btn, nav a, nav h3, .nav-group__label, .tabs-field__tab-button, .doc-tab, .pill, .popup-button, .list-header, .list-controls, .toast, .banner, .step-nav, .dashboard__label, .card__title, legend, h2, h3, .collection-list__no-results, .autosave, .doc-controls__label, .doc-controls__value, .rs__placeholder, .paginator, .page-controls, .per-page'
    for (const el of document.querySelectorAll(chrome)) {
      if (!visible(el) || el.closest(content)) continue
      const text = (el as HTMLElement).innerText?.trim()
      if (text) out.push({ text, where: el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') })
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest(content) || el.closest('.locked__tooltip')) continue
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const text = el.getAttribute(attribute)?.trim()
        if (text) out.push({ text, where: `${el.tagName.toLowerCase()}[${attribute}]` })
      }
    }
    // Dates anywhere on the page, content included (list cells, the sidebar's dates, the schedule drawer).
    for (const el of document.querySelectorAll('td, .doc-controls__value, .date-time-picker input, .react-datepicker__input-container input')) {
      const text = (el as HTMLInputElement).value ?? (el as HTMLElement).innerText
      if (text?.trim()) out.push({ text: text.trim(), where: `date:${el.tagName.toLowerCase()}` })
    }
    return out
  })
}

/** What is wrong with one piece of text in this admin language. */
function problem(found: Found, language: 'ja' | 'en'): string | undefined {
  const { text, where } = found
  if (FOREIGN_DATE.test(text)) return 'date not yyyy/MM/dd HH:mm'
  if (where.startsWith('date:')) return undefined
  if (RAW_KEY.test(text)) return 'raw translation key'
  if (/undefined|\[object Object\]/.test(text)) return 'undefined'
  if (language === 'ja') {
    // Each line on its own: a Japanese label beside an English word ("開く メニュー" passes, "Open メニュー" not).
    for (const line of text.split(/\n+/)) {
      // Payload joins the list search's field names with ", ": a comma ends a word too.
      const words = line.split(/[\s、。,:：()（）「」・/|]+/).filter(Boolean)
      // In help texts, lowercase words are examples of values (「例: fukuoka」), not the admin's words.
      const example = (word: string) => where.includes('field-description') && /^[a-z0-9-]+$/.test(word)
      const latin = words.filter((word) => LATIN_WORD.test(word) && !JAPANESE.test(word) && !ALLOWED_IN_JA.test(word) && !example(word))
      if (latin.length > 0 && !ALLOWED_IN_JA.test(line.trim())) return `English in Japanese: ${latin.join(' ')}`
    }
    return undefined
  }
  // English admin: Japanese only in the language's own name and in "日本語 / Japanese"-style pairs of a choice.
  // The Japanese locale is named by its own name (日本語), as language pickers do.
  if (JAPANESE.test(text.replaceAll('日本語', ''))) return 'Japanese in English'
  return undefined
}

/** The views of one collection: its list and the edit view of its first document, or its create view. */
async function collectionViews(page: Page, token: string, slug: string): Promise<string[]> {
  const list = `/admin/collections/${slug}/`
  const res = await page.request.get(`/api/${slug}?limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  const first = res.ok() ? (((await res.json()) as { docs?: { id: string | number }[] }).docs?.[0]?.id ?? null) : null
  if (first !== null) return [list, `${list}${first}/`]
  // Enquiries, mails and the audit log are written by the site, never created by hand.
  return NOT_CREATED.has(slug) ? [list] : [list, `${list}create/`]
}

const NOT_CREATED = new Set(['enquiries', 'contact-mails', 'audit-log'])

/** One enquiry (and so its two outbox mails), sent as a visitor does, so their edit views are walked too. */
test.beforeAll(async ({ request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const token = ((await (await request.get('/api/contact/')).json()) as { token: string }).token
  await new Promise((resolve) => setTimeout(resolve, 3200))
  const res = await request.post('/api/contact/', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.9`, origin },
    data: {
      locale: 'ja',
      token,
      website: '',
      idempotencyKey: `e2e-admin-language-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      values: { subject: 'camera', lastName: '鈴木', firstName: '一郎', company: '言語確認株式会社', jobTitle: '', email: 'lang@example.test', phone: '', message: '管理画面の言語の確認です。', privacy: true, noSales: true },
    },
  })
  expect(res.status(), await res.text()).toBe(200)
})

for (const language of ['ja', 'en'] as const) {
  test.describe(`the ${language === 'ja' ? 'Japanese' : 'English'} admin`, () => {
    test.use({ locale: language === 'ja' ? 'ja-JP' : 'en-US', extraHTTPHeaders: { 'Accept-Language': language } })

    test(`every list and edit view speaks ${language === 'ja' ? 'Japanese' : 'English'} only and writes dates yyyy/MM/dd HH:mm`, async ({ page, context, request, baseURL }) => {
      const token = await adminToken(request)
      await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      // About 3 min per language at load 10 on this machine; room for the suite's load 40.
      test.setTimeout(1_200_000)
      const views = ['/admin/', '/admin/account/']
      for (const slug of COLLECTIONS) views.push(...(await collectionViews(page, token, slug)))
      for (const slug of GLOBALS) views.push(`/admin/globals/${slug}/`)
      const report: string[] = []
      for (const view of views) {
        await page.goto(view)
        // The admin renders its form and list on the client: wait for a label or a column header.
        await expect(page.locator('.field-label:visible, th:visible, .dashboard:visible, .card:visible, h3:visible').first(), view).toBeVisible({ timeout: 60_000 })
        await page.waitForLoadState('networkidle').catch(() => undefined)
        const read = async () =>
          [...new Map((await adminWords(page)).map((found) => [`${found.where} ${found.text}`, found])).values()]
            .map((found) => [problem(found, language), found] as const)
            .filter(([why]) => why)
            .map(([why, found]) => `${view} ${found.where} «${found.text.slice(0, 80)}»: ${why}`)
        // What the editor is left looking at: the admin's own fixes (FixedEnglishLabels) run as React draws, so a
        // first read can land between the two on a loaded machine; a word that stays English fails.
        if (process.env.ADMIN_LANGUAGE_REPORT !== '1') await expect.configure({ soft: true }).poll(read, { message: view, timeout: 10_000 }).toEqual([])
        else report.push(...(await read()))
      }
      if (process.env.ADMIN_LANGUAGE_REPORT === '1') console.log(report.join('\n'))
    })
  })
}
