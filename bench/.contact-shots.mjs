// Walks the contact flow in both locales at 390, 768 and 1366 px and screenshots each step.
import { chromium } from '@playwright/test'
const base = process.argv[2] ?? 'http://localhost:3400'
const out = '/tmp/contact-shots'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of [390, 768, 1366]) {
  for (const prefix of ['', '/en']) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': `10.9.${width % 250}.${prefix ? 2 : 1}${Math.floor(Math.random() * 9)}` } })
    const page = await ctx.newPage()
    const tag = `${prefix ? 'en' : 'ja'}-${width}`
    // Direct visit to Confirm: redirected to the form, heading focused.
    await page.goto(`${base}${prefix}/contact/Confirm/`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(800)
    await page.screenshot({ path: `${out}/${tag}-0-direct-confirm.png` })
    await page.locator('#contact-email').fill('bad')
    await page.locator('form button[type=submit]').click()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${out}/${tag}-1-summary.png`, fullPage: false })
    await page.locator('#contact-subject').selectOption('camera')
    for (const [f, v] of [['lastName', '山田'], ['firstName', '花子'], ['company', 'Acme Retail'], ['email', 'hanako@acme.example'], ['message', 'Demo please.']]) await page.locator(`#contact-${f}`).fill(v)
    await page.locator('#contact-privacy').check()
    if (!prefix) await page.locator('#contact-noSales').check()
    await page.locator('form button[type=submit]').click()
    await page.waitForURL(/Confirm/)
    await page.waitForTimeout(800)
    await page.screenshot({ path: `${out}/${tag}-2-confirm.png`, fullPage: true })
    await page.getByTestId('contact-review').waitFor()
    await page.locator('main button.button, main button').filter({ hasText: prefix ? /Send|Submit/ : /送信/ }).first().click()
    await page.waitForURL(/Complete/, { timeout: 20000 })
    await page.waitForTimeout(800)
    await page.screenshot({ path: `${out}/${tag}-3-complete.png`, fullPage: true })
    await ctx.close()
  }
}
await browser.close()
console.log('done')
