import { expect } from '@playwright/test'

import { HYDRATED_ATTRIBUTE, MAIN_PICTURES } from '../../src/lib/http/scripts-after-first-paint.mjs'
import { holdScripts, hydrated, isPhone, test } from './helpers'

/**
 * Next's scripts are requested once the first contentful paint is on the screen, never before
 * (src/lib/http/scripts-after-first-paint.mjs; docs/decisions.md, issue 14, ninth pass), and a button
 * clicked before the page has hydrated is clicked again once it has.
 */

test('the first paint comes before any of Next\'s scripts is requested, and the page then hydrates', async ({ page }) => {
  const icons: string[] = []
  page.on('request', (request) => {
    if (/favicon|icon\.svg|apple-touch-icon/.test(request.url())) icons.push(request.url())
  })
  for (const url of ['/', '/en/solution/Ssc/', '/en/company/Japan-Offices/', '/en/campaign/', '/news/']) {
    await page.goto(url)
    await hydrated(page)
    const timing = await page.evaluate((selector) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const scripts = resources.filter((entry) => /\/_next\/static\/chunks\/.*\.js$/.test(entry.name))
      const pictures = [...document.querySelectorAll<HTMLImageElement>(selector)].map((img) => resources.find((entry) => entry.name === img.currentSrc)?.responseEnd ?? NaN)
      return { paint: paint?.startTime ?? NaN, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length, pictures }
    }, MAIN_PICTURES)
    expect(timing.scripts, url).toBeGreaterThan(0)
    expect(timing.firstScript, url).toBeGreaterThanOrEqual(timing.paint)
    // The page's main picture had arrived before the first script was asked for (the loader waits for it).
    expect(timing.pictures.length, url).toBe(url === '/news/' ? 0 : 1)
    for (const arrived of timing.pictures) expect(arrived, url).toBeLessThanOrEqual(timing.firstScript)
    // Next ran the loader's before-hydration entry (HYDRATION_TASK_ENTRY): it hydrated on a task after the one
    // that started its runtime. Without the entry's script in the head, a Next that no longer reads its list
    // would hydrate in the same long task again.
    await expect(page.locator('head script[data-hydration-task][type="text/plain"]'), url).toHaveCount(1)
    // The HTML names no chunk script itself: the loader does, once.
    const html = await (await page.request.get(url)).text()
    expect(html, url).not.toMatch(/<script src="[^"]*\/_next\/static\/chunks\/[^"]*" async=""/)
    expect(html.split('id="scripts-after-paint"'), url).toHaveLength(2)
  }
  // The site icon is in the page: no request for an icon competes with the page's own.
  expect(icons).toEqual([])
})

test('a tap on the phone menu before the page has hydrated opens it once it has', async ({ page }) => {
  test.skip(!isPhone(page), 'phone layout only')
  const scripts = await holdScripts(page)
  // Not waiting for `load`, which the held-back scripts delay.
  await page.goto('/en/company/', { waitUntil: 'domcontentloaded' })
  const button = page.getByRole('button', { name: 'Open menu' })
  await button.tap()
  // Tapped before hydration: nothing yet, and nothing lost.
  expect(await page.locator('html').getAttribute(HYDRATED_ATTRIBUTE)).toBeNull()
  scripts.release()
  await hydrated(page)
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('button[aria-controls][aria-expanded="true"]')).toHaveCount(1)
  // Exactly once: a second replay would have closed it again.
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a language link clicked before the page has hydrated still saves the choice', async ({ page, context }) => {
  test.skip(isPhone(page), 'the switcher is in the PC header')
  const scripts = await holdScripts(page)
  // Not waiting for `load`, which the held-back scripts delay.
  await page.goto('/company/Info/', { waitUntil: 'domcontentloaded' })
  await page.locator('a[data-locale="en"]:visible').first().click()
  expect(await page.locator('html').getAttribute(HYDRATED_ATTRIBUTE)).toBeNull()
  scripts.release()
  await expect(page).toHaveURL(/\/en\/company\/Info\/$/)
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe('en')
})

test('the contact form sent before the page has hydrated posts itself and never puts its fields in the address', async ({ page }) => {
  test.skip(isPhone(page), 'one width is enough')
  const scripts = await holdScripts(page)
  // Not waiting for `load`, which the held-back scripts delay.
  await page.goto('/en/contact/', { waitUntil: 'domcontentloaded' })
  await page.locator('#contact-email').fill('not-an-address')
  // Before hydration the form is the plain HTML form (method="post"): the browser posts it, and the endpoint
  // answers with the entry step and its messages (features/contact/server/no-script.ts).
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact/') && request.method() === 'POST')
  await page.locator('form:has(#contact-email) button[type="submit"]').click()
  await posted
  scripts.release()
  await expect(page.locator('#contact-email-error')).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
})

test('the contact form is hydrated where it is, never drawn again over the server HTML', async ({ page }) => {
  // React drew the form anew, replacing the server's, 120–500 ms into every load while it had a Suspense boundary
  // of its own: a second paint of the largest text (Lighthouse's LCP at 2.6–2.9 s) and fields replaced under the
  // visitor's fingers (docs/decisions.md, issue 14, eighteenth pass).
  await page.addInitScript(() => {
    const removed: string[] = []
    ;(window as unknown as { __removedForms: string[] }).__removedForms = removed
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('form') || node.querySelector('form'))) removed.push(node.tagName)
    }).observe(document, { childList: true, subtree: true })
  })
  for (const url of ['/contact/', '/en/contact/']) {
    await page.goto(url)
    await hydrated(page)
    // The form's token is fetched when the browser is idle: by then any late render has happened.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { __removedForms: string[] }).__removedForms), url).toEqual([])
  }
})
