/**
 * Issue 42: what the site tells its visitors. The external-transmission policy with its tag register (a real
 * table, edited in the admin and on the page within 5 s), the accessibility policy, both in every footer with
 * the cookie settings; the APPI items of the privacy policy read from the company profile; the marketing
 * opt-in stored with the enquiry and exported; axe with the WCAG 2.2 rules on these pages and the dialog.
 * The consent-mode walks (dialog, decline, accept, defaults before gtm.js, no tag manager on the contact steps) need
 * a server started with GTM_ID and CONSENT_COUNTRY_HEADER=cf-ipcountry: the same build, in scripts/test-all.mjs's
 * consent stage (CONSENT_STAGE=1, tag @consent). The tag manager's origin is answered by a fake gtm.js (route), and
 * every other request off the machine is aborted, so nothing ever leaves it.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type BrowserContext, expect, type Page, type Request } from '@playwright/test'

import { adminToken, allStaticUrls, clientIp, ENQUIRY, hydrated, isPhone, LOCALE_PREFIX, test, type TestLocale } from './helpers'

/** A message catalog: every step of a path is either a deeper level or (at the end) a string. */
type Json = { readonly [key: string]: Json } & string
const M: Record<TestLocale, Json> = {
  ja: JSON.parse(readFileSync('messages/ja.json', 'utf8')),
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')),
}
const LOCALES = ['ja', 'en'] as const
const url = (locale: TestLocale, path: string) => `${LOCALE_PREFIX[locale]}${path}`
const TAG_ORIGINS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)\//

async function auth(request: APIRequestContext) {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

async function legalDoc(request: APIRequestContext, kind: string, locale: TestLocale) {
  const res = await request.get(`/api/legal-pages/?where[kind][equals]=${kind}&locale=${locale}&depth=0`, { headers: await auth(request) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: { id: number; tags: { id: string; service: string; recipient: string }[] }[] }).docs[0]
}

/** Whether a visitor's click at the element's centre would hit it (not hidden, clipped or covered). */
async function isHit(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded()
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return Boolean(hit && (el === hit || el.contains(hit)))
  })
}

/** Answers the tag manager's origin with an empty container, and records every request to a tag origin. */
async function stubTags(context: BrowserContext): Promise<Request[]> {
  const seen: Request[] = []
  context.on('request', (r) => {
    if (TAG_ORIGINS.test(r.url())) seen.push(r)
  })
  await context.route(TAG_ORIGINS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__stubGtm=(window.__stubGtm||0)+1;' }))
  return seen
}

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      rows.at(-1)!.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      rows.at(-1)!.push(cell)
      cell = ''
      rows.push([])
    } else cell += ch
  }
  rows.at(-1)!.push(cell)
  return rows.filter((r) => r.some(Boolean))
}

async function wcag22Violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

test.beforeEach(async ({ context }) => {
  // No test here ever reaches a tag vendor: the tag manager origin is answered locally.
  await stubTags(context)
})

test.describe('footers and routes', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML at every width: checked in the pc project')

  test('every footer links both new pages and the cookie settings, in both locales; sitemap.xml and /Sitemap/ list them', async ({ request }) => {
    const missing: string[] = []
    for (const { url: address, locale } of allStaticUrls()) {
      const res = await request.get(address)
      expect(res.status(), address).toBe(200)
      const html = await res.text()
      const footer = html.slice(html.lastIndexOf('<footer'))
      const prefix = LOCALE_PREFIX[locale]
      for (const href of [`${prefix}/ExternalTransmission/"`, `${prefix}/Accessibility/"`, `${prefix}/ExternalTransmission/#consent-settings"`]) {
        if (!footer.includes(`href="${href}`)) missing.push(`${address}: ${href}`)
      }
      if (!footer.includes(M[locale].layout.cookieSettings as unknown as string)) missing.push(`${address}: cookie settings text`)
    }
    expect(missing).toEqual([])
    const xml = await (await request.get('/sitemap.xml')).text()
    const sitemap = xml.includes('<sitemapindex') ? (await Promise.all([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(async (m) => (await request.get(new URL(m[1]).pathname)).text()))).join('') : xml
    for (const path of ['/ExternalTransmission/', '/Accessibility/', '/en/ExternalTransmission/', '/en/Accessibility/']) expect(sitemap, path).toContain(`${path}</loc>`)
    for (const locale of LOCALES) {
      const page = await (await request.get(url(locale, '/Sitemap/'))).text()
      const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'))
      expect(main).toContain(`href="${url(locale, '/ExternalTransmission/')}"`)
      expect(main).toContain(`href="${url(locale, '/Accessibility/')}"`)
    }
  })
})

for (const locale of LOCALES) {
  const t = M[locale]
  test.describe(`policies (${locale})`, () => {
    test('the external-transmission policy shows the tag register as a table with caption and headers, readable on a phone', async ({ page }) => {
      await page.goto(url(locale, '/ExternalTransmission/'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.externalTransmission.title)
      const table = page.getByRole('table', { name: t.externalTransmissionPage.registerCaption })
      await expect(table).toHaveCount(1)
      await expect(table.locator('caption')).toHaveText(t.externalTransmissionPage.registerCaption)
      const headers = table.getByRole('columnheader')
      await expect(headers).toHaveText([
        t.externalTransmissionPage.service,
        t.externalTransmissionPage.recipient,
        t.externalTransmissionPage.information,
        t.externalTransmissionPage.sitePurpose,
        t.externalTransmissionPage.recipientPurpose,
        t.externalTransmissionPage.links,
      ])
      const gtm = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: locale === 'ja' ? 'Google タグマネージャー' : 'Google Tag Manager' }) })
      await expect(gtm).toHaveCount(1)
      await expect(gtm.getByRole('cell').first()).toHaveText('Google LLC')
      const ga = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: locale === 'ja' ? 'Google アナリティクス 4' : 'Google Analytics 4' }) })
      await expect(ga.getByRole('link', { name: new RegExp(String(t.externalTransmissionPage.optOut).replace(/[()（）]/g, '.')) })).toHaveAttribute('href', 'https://tools.google.com/dlpage/gaoptout')
      // Readable: nothing wider than the screen, and the cells really on screen (hit-tested).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      expect(await isHit(page, ga.getByRole('cell').nth(1))).toBe(true)
      if (isPhone(page)) {
        // Stacked on the phone: each cell one above the other, with its column's label shown.
        const [a, b] = [await ga.getByRole('cell').nth(0).boundingBox(), await ga.getByRole('cell').nth(1).boundingBox()]
        expect(b!.y).toBeGreaterThan(a!.y)
        expect(await ga.getByRole('cell').nth(1).evaluate((el) => getComputedStyle(el, '::before').content)).toContain(t.externalTransmissionPage.information)
      }
      await page.screenshot({ path: test.info().outputPath('external-transmission.png'), fullPage: true })
    })

    test('the accessibility policy names its target, conformance, last test and how to ask for an accommodation', async ({ page, isMobile }) => {
      test.skip(isMobile, 'the same text at every width: the pc project reads it')
      await page.goto(url(locale, '/Accessibility/'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.accessibility.title)
      const main = page.getByRole('main')
      await expect(main).toContainText('JIS X 8341-3:2016')
      await expect(main).toContainText('WCAG 2.2')
      await expect(main).toContainText(locale === 'ja' ? '合理的配慮' : 'reasonable accommodations')
      await expect(main).toContainText(locale === 'ja' ? '試験日：2026年12月1日' : 'Date: December 1, 2026')
    })

    test('the new pages and the consent dialog pass axe with the WCAG 2.2 rules', async ({ page }) => {
      // Four full axe runs: past the default 45 s at phone width on the loaded machine.
      test.setTimeout(150_000)
      for (const path of ['/ExternalTransmission/', '/Accessibility/', '/Privacy/']) {
        await page.goto(url(locale, path))
        expect(await wcag22Violations(page), path).toEqual([])
      }
      await hydrated(page)
      await page.locator('footer').getByRole('link', { name: t.layout.cookieSettings as unknown as string }).click()
      const dialog = page.getByRole('dialog', { name: t.consent.title as unknown as string })
      await expect(dialog).toBeVisible()
      expect(await wcag22Violations(page), 'consent dialog').toEqual([])
    })
  })
}

test.describe('the privacy policy and the company profile', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML at every width: checked in the pc project')
  test.describe.configure({ mode: 'serial' })

  test('shows the address and representative from the company profile, and follows a change to it', async ({ page, request }) => {
    test.setTimeout(90_000)
    const headers = await auth(request)
    const profile = await (await request.get('/api/globals/company-profile?locale=ja&depth=0', { headers })).json()
    const parent = profile.companies[0] as { id: string; address: string; representative: string }
    expect(parent.address.length).toBeGreaterThan(5)
    expect(parent.representative.length).toBeGreaterThan(2)
    await page.goto('/Privacy/')
    const desk = page.getByRole('main').locator('ul').filter({ hasText: '代表者：' })
    await expect(desk).toContainText(`住所：${parent.address.replace(/\s*\n\s*/g, '　')}`)
    await expect(desk).toContainText(`代表者：${parent.representative}`)
    await expect(page.getByRole('main')).toContainText('外的環境の把握')
    // The profile is the one source: a changed representative shows on the privacy page.
    const changed = `${parent.representative}（テスト）`
    const update = (representative: string) =>
      request.post('/api/globals/company-profile?locale=ja&depth=0', { headers, data: { companies: profile.companies.map((c: { id: string }, i: number) => (i === 0 ? { ...c, representative } : c)), _status: 'published' } })
    expect((await update(changed)).status()).toBe(200)
    try {
      await expect(async () => {
        await page.goto('/Privacy/')
        await expect(page.getByRole('main')).toContainText(`代表者：${changed}`, { timeout: 500 })
      }).toPass({ timeout: 15_000 })
    } finally {
      expect((await update(parent.representative)).status()).toBe(200)
    }
    await page.goto('/en/Privacy/')
    await expect(page.getByRole('main')).toContainText('Representative: ')
  })
})

test.describe('the tag register in the admin', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is checked at PC width')

  test('an editor changes a row of the register; the page shows it within 5 s of the publish', async ({ page, context, request, baseURL, browser }) => {
    // The admin's form on the loaded machine takes most of it; the 5 s are measured from the publish.
    test.setTimeout(240_000)
    const token = await adminToken(request)
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const doc = await legalDoc(request, 'external', 'ja')
    const before = doc.tags[1].recipient
    const renamed = `Google LLC（テスト ${Date.now().toString(36)}）`
    await page.goto(`/admin/collections/legal-pages/${doc.id}?locale=ja`)
    const field = page.locator('#field-tags__1__recipient')
    if (!(await field.isVisible())) await page.getByRole('button', { name: /Google アナリティクス 4/ }).first().click()
    await field.fill(renamed)
    const saved = page.waitForResponse(async (r) => /\/api\/legal-pages\/\d+/.test(r.url()) && r.request().method() === 'PATCH' && r.ok() && (await r.json().catch(() => null))?.doc?._status === 'published', { timeout: 60_000 })
    await page.getByRole('button', { name: '変更内容を公開' }).click()
    await saved
    const since = Date.now()
    const visitor = await browser.newPage({ baseURL })
    try {
      // Within 5 s: the first answer that carries the change is to a request sent at most 5 s after the publish
      // (asked over HTTP, so the samples are not spaced by the loaded machine's drawing), then a visitor sees it.
      let asked = 0
      for (;;) {
        asked = Date.now() - since
        if (asked > 5_000) throw new Error(`no request sent within 5 s of the publish got the changed register (the last was sent after ${asked} ms)`)
        if ((await (await visitor.request.get('/ExternalTransmission/')).text()).includes(renamed)) break
        await visitor.waitForTimeout(200)
      }
      await visitor.goto('/ExternalTransmission/')
      const cell = visitor.getByRole('table').getByRole('cell', { name: renamed, exact: true })
      await expect(cell).toHaveCount(1)
      expect(await isHit(visitor, cell)).toBe(true)
      console.log(`tag register: the page requested ${asked} ms after the publish carries the change (drawn after ${Date.now() - since} ms)`)
    } finally {
      await visitor.close()
      const tags = (await legalDoc(request, 'external', 'ja')).tags.map((tag, i) => (i === 1 ? { ...tag, recipient: before } : tag))
      expect((await request.patch(`/api/legal-pages/${doc.id}?locale=ja`, { headers: await auth(request), data: { tags, _status: 'published' } })).status()).toBe(200)
    }
  })
})

test.describe('the marketing opt-in', () => {
  test.skip(({ isMobile }) => isMobile, 'the same at every width: checked in the pc project')

  for (const locale of LOCALES) {
    test(`is unticked, optional, stored with the enquiry and exported (${locale})`, async ({ page, request }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
      const c = M[locale].contact
      await page.goto(url(locale, '/contact/'))
      const box = page.getByRole('checkbox', { name: new RegExp(c.form.marketingOptIn) })
      await expect(box).not.toBeChecked()
      await expect(box).not.toHaveAttribute('aria-required', /.*/)
      await page.locator('#contact-subject').selectOption(ENQUIRY.subject)
      const company = `Opt-in ${locale} ${Date.now().toString(36)}`
      for (const field of ['lastName', 'firstName', 'jobTitle', 'email', 'phone', 'message'] as const) await page.locator(`#contact-${field}`).fill(ENQUIRY[field])
      await page.locator('#contact-company').fill(company)
      await page.locator('#contact-privacy').check()
      if (locale === 'ja') await page.locator('#contact-noSales').check()
      await box.check()
      await page.getByRole('button', { name: c.form.toConfirm }).click()
      await expect(page.getByTestId('contact-review')).toContainText(`${c.confirm.marketingOptIn}${c.confirm.wanted}`)
      await page.getByRole('button', { name: c.confirm.submit }).click()
      await expect(page).toHaveURL(url(locale, '/contact/Complete/'))
      const headers = await auth(request)
      const found = await (await request.get(`/api/enquiries/?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { headers })).json()
      expect(found.docs.map((d: { marketingOptIn: boolean }) => d.marketingOptIn)).toEqual([true])
      const csv = await (await request.get('/api/enquiries/export.csv?lang=en', { headers })).text()
      const [head, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''))
      const column = head.indexOf('Product news by e-mail (opted in)')
      expect(column).toBeGreaterThan(0)
      const row = rows.find((r) => r.includes(company))!
      expect(row[column]).toBe('Yes')
      expect(row[head.indexOf('Message')]).toBe(ENQUIRY.message)
    })
  }
})

/** What the fake gtm.js saw when it ran: its URL and the consent commands in the data layer by then. */
type StubRun = { src: string; consent: string[] }
type StubWindow = { __stubGtm?: number; __stubGtmRuns?: StubRun[]; dataLayer: unknown[] }
/** The fake gtm.js: counts its runs and records the consent commands the page had pushed before it ran. */
const FAKE_GTM =
  'window.__stubGtm=(window.__stubGtm||0)+1;(window.__stubGtmRuns=window.__stubGtmRuns||[]).push({src:document.currentScript&&document.currentScript.src,' +
  "consent:(window.dataLayer||[]).filter(function(e){return e&&e[0]==='consent'}).map(function(e){return e[1]+':'+e[2].analytics_storage+':'+e[2].ad_storage+(e[2].region?':region':'')})});"
const stubRuns = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).__stubGtmRuns ?? [])
const stubCount = (page: Page) => page.evaluate(() => (window as unknown as StubWindow).__stubGtm ?? 0)
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as StubWindow).dataLayer
      .filter((e) => typeof e === 'object' && e !== null && 'length' in e && (e as IArguments)[0] === 'consent')
      .map((e) => `${(e as IArguments)[1]}:${((e as IArguments)[2] as Record<string, string>).analytics_storage}`),
  )

/**
 * The consent-mode walks, against a server of the suite's build started with GTM_ID and CONSENT_COUNTRY_HEADER
 * (the tag manager is a start-time setting: docs/tag-manager.md). scripts/test-all.mjs runs them in the consent
 * stage (CONSENT_STAGE=1: playwright.config.ts starts that server); the main browser run leaves them out.
 */
test.describe('consent mode v2, GTM_ID set when the server started @consent', () => {
  test.skip(process.env.CONSENT_STAGE !== '1', 'runs in the consent stage (CONSENT_STAGE=1: a server started with GTM_ID and CONSENT_COUNTRY_HEADER=cf-ipcountry)')

  /** Every request that would leave the machine, by page: tag origins get the fake gtm.js, anything else is aborted. */
  let offsite: string[]
  test.beforeEach(async ({ context }) => {
    offsite = []
    await context.route(
      (address) => !['localhost', '127.0.0.1'].includes(address.hostname),
      (route) => {
        offsite.push(route.request().url())
        return TAG_ORIGINS.test(route.request().url()) ? route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTM }) : route.abort()
      },
    )
  })
  test.afterEach(() => {
    // Nothing but the tag manager's script was ever asked for off this machine (and that was answered locally).
    expect(offsite.filter((u) => !/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-/.test(u))).toEqual([])
  })

  test('the server started with GTM_ID: the tag manager in the page and in its script policy, by hash, with no unsafe-inline', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP only: checked in the pc project')
    for (const path of ['/', '/en/company/']) {
      const res = await request.get(path)
      const html = await res.text()
      const snippet = /<script id="gtm">([\s\S]*?)<\/script>/.exec(html)?.[1]
      expect(snippet, path).toContain("g('consent','default'")
      const scriptSrc = /(?:^|;\s*)script-src([^;]*)/.exec(res.headers()['content-security-policy'])![1].trim().split(/\s+/)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(snippet!, 'utf8').digest('base64')}'`)
      expect(scriptSrc).toContain('https://www.googletagmanager.com')
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      for (const name of ['connect-src', 'img-src', 'frame-src']) expect(res.headers()['content-security-policy'], name).toMatch(new RegExp(`${name} [^;]*https://www\\.googletagmanager\\.com`))
    }
  })

  for (const locale of LOCALES) {
    const t = M[locale]
    const title = t.consent.title as unknown as string
    test(`in a denied region the dialog asks, by keyboard too; after decline nothing goes to any tag origin, on later pages too; accept is sent and kept (${locale})`, async ({ page, context }) => {
      test.setTimeout(90_000)
      await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' })
      await page.goto(url(locale, '/'))
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(t.consent.body as unknown as string)
      // Modal and on top: focus is inside it, the rest of the page is inert, the decline button is what a click hits.
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open && el.matches(':modal'))).toBe(true)
      const decline = dialog.getByRole('button', { name: t.consent.decline as unknown as string })
      const accept = dialog.getByRole('button', { name: t.consent.accept as unknown as string })
      expect(await isHit(page, decline)).toBe(true)
      // The default in the page says denied for this visitor, and no tag manager exists yet.
      expect(await consentCommands(page)).toEqual(expect.arrayContaining(['default:denied']))
      expect(await page.evaluate(() => (window as unknown as StubWindow).dataLayer.some((e) => (e as { event?: string }).event === 'gtm.js'))).toBe(false)
      expect(await wcag22Violations(page), 'the dialog as it opens by itself').toEqual([])
      await page.screenshot({ path: test.info().outputPath(`consent-dialog-${locale}.png`) })
      // Keyboard: Tab moves among the dialog's own controls (never behind it), Enter on "decline" chooses.
      const focusedInDialog: boolean[] = []
      for (let i = 0; i < 4 && !(await decline.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab')
        focusedInDialog.push(await dialog.evaluate((el) => el.contains(document.activeElement)))
      }
      expect(focusedInDialog.every(Boolean)).toBe(true)
      await expect(decline).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: t.consent.saved as unknown as string })).toHaveCount(1)
      const cookie = (await context.cookies()).find((c) => c.name === 'site_consent')!
      expect(cookie.value).toBe('denied')
      expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
      expect(await consentCommands(page)).toContain('update:denied')
      await page.waitForLoadState('load')
      await page.waitForTimeout(1500)
      await page.goto(url(locale, '/company/'))
      await page.waitForLoadState('load')
      await page.waitForTimeout(1500)
      await expect(dialog).toBeHidden()
      expect(await consentCommands(page)).toContain('update:denied')
      expect(await stubCount(page)).toBe(0)
      expect(offsite).toEqual([])
      // The footer link reopens the choice (focus comes back to it on Escape, with no choice made)…
      await hydrated(page)
      const settingsLink = page.locator('footer').getByRole('link', { name: t.layout.cookieSettings as unknown as string })
      await settingsLink.click()
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(String(t.consent.current).replace('{choice}', t.consent.denied as unknown as string))
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(settingsLink).toBeFocused()
      expect((await context.cookies()).find((c) => c.name === 'site_consent')!.value).toBe('denied')
      // …and accepting sends the update and loads the tag manager at once, after the update.
      await settingsLink.click()
      await accept.click()
      await expect.poll(() => stubCount(page)).toBe(1)
      expect((await stubRuns(page))[0].consent).toEqual(expect.arrayContaining(['update:granted:granted']))
      expect(offsite.filter((u) => u.includes('/gtm.js?id=GTM-'))).toHaveLength(1)
      // The next page respects it: no dialog, the stored choice applied as an update before gtm.js runs.
      await page.goto(url(locale, '/Privacy/'))
      await expect.poll(() => stubCount(page)).toBe(1)
      const [run] = await stubRuns(page)
      expect(run.src).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-/)
      expect(run.consent).toEqual(['default:denied:denied:region', 'default:denied:denied', 'update:granted:granted'])
      await expect(dialog).toBeHidden()
      // Declining again: the page reloads without the tag manager, and nothing more is requested.
      await hydrated(page)
      await settingsLink.click()
      const reloaded = page.waitForEvent('load')
      await dialog.getByRole('button', { name: t.consent.decline as unknown as string }).click()
      await reloaded
      const before = offsite.length
      await page.waitForTimeout(2000)
      expect(await stubCount(page)).toBe(0)
      expect(offsite.slice(before)).toEqual([])
      expect((await context.cookies()).find((c) => c.name === 'site_consent')!.value).toBe('denied')
    })
  }

  test('in a granted region the consent default is in the page before the tag manager script, and no dialog shows', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'JP' })
    await page.goto('/en/')
    await expect.poll(() => stubCount(page)).toBe(1)
    // What gtm.js found when it ran: the region default (denied for the EEA, the UK, Switzerland) and the default here.
    expect((await stubRuns(page))[0].consent).toEqual(['default:denied:denied:region', 'default:granted:granted'])
    const order = await page.evaluate(() => {
      const kind = (e: unknown) => (typeof e === 'object' && e && 'length' in e ? `${(e as IArguments)[0]}:${(e as IArguments)[1]}` : (e as { event?: string }).event)
      return (window as unknown as StubWindow).dataLayer.map(kind)
    })
    expect(order.indexOf('consent:default')).toBe(0)
    expect(order.indexOf('consent:default')).toBeLessThan(order.indexOf('gtm.js'))
    // The page as served carries the default inline, and no script of the tag manager's origin: gtm.js is
    // added by that snippet, after the default is set.
    const html = await (await page.request.get('/en/', { headers: { 'cf-ipcountry': 'JP' } })).text()
    expect(html).toContain("g('consent','default'")
    expect(html).not.toMatch(/<script[^>]+src="https:\/\/www\.googletagmanager\.com/)
    expect(offsite.filter((u) => u.includes('/gtm.js?id=GTM-'))).toHaveLength(1)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the contact steps load no tag manager, also when reached by a client navigation', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'JP' })
    for (const path of ['/contact/', '/en/contact/', '/contact/Confirm/', '/en/contact/Confirm/', '/en/contact/Complete/', '/contact/Error/']) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await page.waitForTimeout(1200)
      expect(await stubCount(page), path).toBe(0)
      expect(await page.evaluate(() => (window as unknown as StubWindow).dataLayer.some((e) => (e as { event?: string }).event === 'gtm.js')), path).toBe(false)
    }
    expect(offsite).toEqual([])
    // From a page where the tag manager runs, a click to the form gives a document without it.
    await page.goto('/')
    await expect.poll(() => stubCount(page)).toBe(1)
    await hydrated(page)
    // The router shows /contact/ first; then the page reloads itself. Asking the page before that reload
    // has finished would meet a context that is being torn down.
    const reloaded = page.waitForEvent('load')
    await page.locator('footer').getByRole('link', { name: M.ja.pages.contact.nav }).click()
    await reloaded
    await expect(page).toHaveURL('/contact/')
    expect(await stubCount(page)).toBe(0)
    await page.waitForTimeout(1200)
    expect(await stubCount(page)).toBe(0)
    expect(offsite.filter((u) => u.includes('/gtm.js?id=GTM-'))).toHaveLength(1)
  })
})
