/**
 * The site with its deviations from the framework switched off (FRAMEWORK_PLAIN=1: docs/deviations.md) is still
 * correct: every static route answers 200 in both locales and hydrates with no script-policy violation, the contact
 * form reaches Complete, and the admin's login page renders. scripts/test-all.mjs runs this file in a stage of its
 * own against server.mjs started with FRAMEWORK_PLAIN=1 on its own port (PLAIN_SMOKE=1); it also passes with the
 * deviations on (the main end-to-end stage runs it too), and the upgrade drill runs it both ways.
 */
import { readFileSync } from 'node:fs'

import { expect, type Page } from '@playwright/test'

import { allStaticUrls, clientIp, ENQUIRY, hydrated, test, type TestLocale } from './helpers'

/** Whether this run's server was started plain (scripts/test-all.mjs's framework-seam stage sets it for both). */
const PLAIN = process.env.FRAMEWORK_PLAIN === '1'

const MESSAGES = {
  ja: JSON.parse(readFileSync('messages/ja.json', 'utf8')),
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')),
} as const

/** Collects `securitypolicyviolation` events from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`), true)
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

test.describe('the site with the deviations off (or on)', () => {
  test('every route answers 200 in both locales and hydrates with no policy violation', async ({ page, request }) => {
    test.setTimeout(180_000)
    const violations = await watchViolations(page)
    const urls = allStaticUrls().map((u) => u.url)
    for (const url of urls) {
      const res = await request.get(url)
      expect(res.status(), url).toBe(200)
      expect(res.headers()['content-type'], url).toContain('text/html')
      const scriptSrc = /(?:^|;\s*)script-src([^;]*)/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? ''
      // The server is the one this run means: plain mode sends the documented weaker policy, the deviations a strict one.
      if (PLAIN) expect(scriptSrc, `${url}: the plain policy`).toContain("'unsafe-inline'")
      else expect(scriptSrc, `${url}: the strict policy`).not.toContain("'unsafe-inline'")
    }
    // Plain mode refuses nothing itself: a page takes the method to Next (which answers it), the pipeline 405s it.
    expect((await request.fetch('/company/', { method: 'DELETE' })).status() === 405).toBe(!PLAIN)
    // In the browser: a page of each kind per locale (the rest answered above), hydrated, nothing blocked.
    for (const url of ['/', '/en/', '/company/', '/en/news/', '/solution/', '/en/contact/']) {
      await page.goto(url)
      await hydrated(page)
      await expect(page.locator('h1').first(), url).toBeVisible()
      expect(await violations(), url).toEqual([])
    }
  })

  for (const locale of ['ja', 'en'] as const) {
    test(`the contact form (${locale}) reaches Complete`, async ({ page }) => {
      const m = MESSAGES[locale]
      const prefix = locale === 'ja' ? '' : '/en'
      const violations = await watchViolations(page)
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
      await page.goto(`${prefix}/contact/`)
      await hydrated(page)
      await page.locator('#contact-subject').selectOption(ENQUIRY.subject)
      for (const field of ['lastName', 'firstName', 'company', 'jobTitle', 'email', 'phone', 'message'] as const) {
        await page.locator(`#contact-${field}`).fill(ENQUIRY[field])
      }
      await page.locator('#contact-privacy').check()
      if (locale === ('ja' as TestLocale)) await page.locator('#contact-noSales').check()
      await page.getByRole('button', { name: m.contact.form.toConfirm }).click()
      await expect(page).toHaveURL(`${prefix}/contact/Confirm/`)
      await page.getByRole('button', { name: m.contact.confirm.submit }).click()
      await expect(page).toHaveURL(`${prefix}/contact/Complete/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.contactComplete.title)
      expect(await violations()).toEqual([])
    })
  }

  test("the admin's login page renders", async ({ page }) => {
    const violations = await watchViolations(page)
    const res = await page.goto('/admin/login/')
    expect(res?.status()).toBe(200)
    const email = page.locator('input[type="email"], input[name="email"]').first()
    await expect(email).toBeVisible()
    // On screen: the field is what sits at its own centre.
    const box = (await email.boundingBox())!
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('input')?.getAttribute('name') ?? null, [box.x + box.width / 2, box.y + box.height / 2])
    expect(hit).toBe('email')
    await expect(page.locator('input[type="password"]').first()).toBeVisible()
    expect(await violations()).toEqual([])
  })
})
