/**
 * Screenshot tests (docs/decisions.md T5): every page in both languages as a visitor sees it, on a phone (the `sp`
 * project, 390×844) and a PC (the `pc` project, 1366×900), plus the phone menu and the language switcher
 * open. Baselines live beside this file (visual.spec.ts-snapshots/); after an intended change, look at
 * the new screenshots and update them with `npx playwright test visual --update-snapshots`.
 */
import { fileURLToPath } from 'node:url'

import { expect, type Page } from '@playwright/test'

import { LATIN_FACE_STORAGE_KEY } from '../../src/features/fonts/latin-face'
import { SITE_ROUTES } from '../../src/lib/site-routes'
import { LOCALE_PREFIX, test as base } from './helpers'

const EXTRA_PAGES = ['/news/skip-cart-launch/', '/campaign/skip-cart-free-trial/', '/no-such-page/']
const PAGES = [...SITE_ROUTES.map((route) => route.path), ...EXTRA_PAGES]

const SCREENSHOT = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02, timeout: 20_000 } as const
const FULL_PAGE = { ...SCREENSHOT, stylePath: fileURLToPath(new URL('visual.css', import.meta.url)) }

/** Playwright adds the project (pc, sp) and the platform to the name. */
function fileName(locale: string, path: string): string {
  const slug = path.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9-]+/g, '_') || 'home'
  return `${locale}-${slug}.png`
}

/**
 * Opens the page as a returning visitor, who sees the Latin face (Inter): a first visit draws its stand-ins and
 * fetches it once idle; the reload draws it from the cache, whatever the machine's speed.
 */
async function visit(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, LATIN_FACE_STORAGE_KEY, { timeout: 20_000 })
  await page.reload()
}

type ReturningTab = { page: Page; seen: boolean }

/**
 * The page screenshots share one returning visitor's tab per worker, of the project's device: its first page is
 * visited twice (see `visit`), the next ones once, with the face already in the tab's cache. Half the page loads
 * of a new visitor per test, for the same picture. The menu and switcher tests, which click and hover, take a
 * fresh tab (`page`), so no pointer or open panel carries over.
 */
const test = base.extend<object, { returning: ReturningTab }>({
  returning: [
    async ({ browser }, use, { project }) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } = project.use
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL })
      await use({ page: await context.newPage(), seen: false })
      await context.close()
    },
    { scope: 'worker' },
  ],
})

async function visitReturning(tab: ReturningTab, url: string): Promise<Page> {
  if (tab.seen) await tab.page.goto(url)
  else await visit(tab.page, url)
  tab.seen = true
  return tab.page
}

/** Waits for what changes the picture: web fonts, lazy images, the page entering. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Lazy images load once near the viewport: walk down the page, then back to the top.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
    const pending = [...document.images].filter((img) => !img.complete)
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true })
            img.addEventListener('error', resolve, { once: true })
          }),
      ),
    )
    await document.fonts.ready
  })
}

for (const locale of ['ja', 'en'] as const) {
  test.describe(`screenshots (${locale})`, () => {
    for (const path of PAGES) {
      test(`${path} looks as approved`, async ({ returning }) => {
        const page = await visitReturning(returning, `${LOCALE_PREFIX[locale]}${path}`)
        await settle(page)
        // The seed's dates are fixed (src/payload/seed/content.ts), so campaign dates are compared like the rest.
        await expect(page).toHaveScreenshot(fileName(locale, path), FULL_PAGE)
      })
    }

    test('the phone menu, open', async ({ page }, testInfo) => {
      test.skip(!testInfo.project.name.endsWith('sp'), 'the PC header has no menu button')
      await visit(page, `${LOCALE_PREFIX[locale]}/company/`)
      await page.locator('.mobile-menu__button').click()
      await expect(page.locator('.mobile-menu__panel')).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await expect(page).toHaveScreenshot(fileName(locale, '/menu-open/'), { ...SCREENSHOT, fullPage: false })
    })

    test('the language switcher', async ({ page }, testInfo) => {
      await visit(page, `${LOCALE_PREFIX[locale]}/company/`)
      await page.evaluate(() => document.fonts.ready)
      if (testInfo.project.name.endsWith('sp')) {
        // On phones the switcher is in the menu.
        await page.locator('.mobile-menu__button').click()
        const switcher = page.locator('.mobile-menu__panel .lang-switch')
        await switcher.scrollIntoViewIfNeeded()
        await switcher.locator('a').last().focus()
        await expect(switcher).toHaveScreenshot(fileName(locale, '/language-switch/'), SCREENSHOT)
      } else {
        const switcher = page.locator('.site-header__actions > .lang-switch')
        await switcher.locator('a').last().hover()
        await expect(page.locator('.site-header')).toHaveScreenshot(fileName(locale, '/language-switch/'), SCREENSHOT)
      }
    })
  })
}
