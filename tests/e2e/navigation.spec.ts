import { expect, type Page, type Request } from '@playwright/test'

import { isPhone, layoutShift, test, trackLayoutShift } from './helpers'

/**
 * The client navigation runtime (requirements §2, §4, §8, §9): progress bar, page transitions, focus
 * after navigation, chunk-load recovery, the prefetch rule and device classes.
 */

const STORAGE_KEY = 'kaimono:chunk-reload-at'

/** Next's RSC requests; with no navigation under way, every one of them is a prefetch. */
function isRscRequest(request: Request): boolean {
  return request.headers()['rsc'] === '1' || request.url().includes('_rsc=')
}

function collectPrefetches(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (isRscRequest(request)) seen.push(request)
  })
  return seen
}

/** Brings every link on the page into view once (the footer's too), as a reader scrolling down would. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
}

/** Records every value the page-transition attribute takes, from the first byte of each page on. */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __transitions: string[] }
    w.__transitions = []
    new MutationObserver((records) => {
      for (const r of records) {
        const value = (r.target as Element).getAttribute('data-page-transition')
        if (value) w.__transitions.push(value)
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-transition'] })
  })
}

const transitions = (page: Page) => page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions)

/** A footer link: present at both widths (the header menu is behind a button on phones). */
const footerLink = (page: Page, href: string) => page.locator(`footer a[href="${href}"]`).first()

/** Hydrated, and the idle-loaded runtime (device classes, progress bar, announcer) is in place. */
async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-device', /\w/)
  await expect(page.locator('[data-route-announcer]')).toBeAttached()
}

test.describe('navigation runtime', () => {
  test('the page heading gets focus and is announced after a client navigation', async ({ page }) => {
    await page.goto('/en/')
    await hydrated(page)
    await footerLink(page, '/en/company/Info/').click()
    await page.waitForURL('**/en/company/Info/')
    const heading = page.locator('main h1')
    await expect(heading).toBeFocused()
    await expect(page.locator('[data-route-announcer]')).toHaveText(`Now showing: ${await heading.textContent()}`)
  })

  test('the old page leaves before the new one enters, with no animation on first load', async ({ page }) => {
    await recordTransitions(page)
    await page.goto('/company/')
    await hydrated(page)
    expect(await transitions(page)).toEqual([])
    await footerLink(page, '/Privacy/').click()
    await page.waitForURL('**/Privacy/')
    await expect(page.locator('main h1')).toBeFocused()
    await expect.poll(() => transitions(page)).toEqual(['leaving', 'entering'])
    // The entrance cleans up after itself.
    await expect(page.locator('[data-page-transition-root]')).not.toHaveAttribute('data-page-transition', /./)
  })

  test('with reduced motion there is no page transition at all', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await recordTransitions(page)
    await page.goto('/en/company/')
    await hydrated(page)
    await footerLink(page, '/en/Terms/').click()
    await page.waitForURL('**/en/Terms/')
    await expect(page.locator('main h1')).toBeFocused()
    expect(await transitions(page)).toEqual([])
  })

  test('a slow navigation shows the progress bar, which goes away when the page arrives', async ({ page }) => {
    // The target's prefetches fail and its navigation request takes 1.5 s.
    await page.route('**/en/company/Leaders/**', async (route) => {
      const request = route.request()
      if (!isRscRequest(request)) return route.continue()
      if (request.headers()['next-router-prefetch']) return route.abort()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      return route.continue()
    })
    await page.goto('/en/')
    await hydrated(page)
    const bar = page.locator('[data-navigation-progress]')
    await expect(bar).toBeHidden()
    await footerLink(page, '/en/company/Leaders/').click()
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('role', 'progressbar')
    await page.waitForURL('**/en/company/Leaders/')
    await expect(page.locator('main h1')).toBeFocused()
    await expect(bar).toBeHidden()
  })
})

test.describe('link prefetch', () => {
  // The rule reads the connection, not the viewport: once, in the pc project.
  test.skip(({ isMobile }) => isMobile, 'connection rules run in the pc project')

  test('links prefetch on intent (pointer over the link), not merely by being in view', async ({ page }) => {
    const prefetches = collectPrefetches(page)
    await page.goto('/en/')
    await hydrated(page)
    await scrollThrough(page)
    await page.waitForTimeout(1_000)
    // Nothing is fetched for pages the visitor does not head for (the contact form's code included)...
    expect(prefetches.map((r) => r.url())).toEqual([])
    // ...and the page under the pointer is fetched ahead of the click.
    await footerLink(page, '/en/Privacy/').hover()
    await expect.poll(() => prefetches.map((r) => new URL(r.url()).pathname)).toContain('/en/Privacy/')
  })

  for (const [name, connection] of [
    ['a 2G connection', { effectiveType: '2g', saveData: false }],
    ['data saver on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`no prefetch requests on ${name}`, async ({ page }) => {
      await page.addInitScript((c) => {
        const fake = { ...c, addEventListener() {}, removeEventListener() {} }
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake })
      }, connection)
      const prefetches = collectPrefetches(page)
      await page.goto('/en/')
      await hydrated(page)
      await scrollThrough(page)
      await footerLink(page, '/en/Privacy/').hover()
      await page.waitForTimeout(1_000)
      expect(prefetches.map((r) => r.url())).toEqual([])
    })
  }

  test('no prefetch requests once the browser is offline', async ({ page, context }) => {
    const prefetches = collectPrefetches(page)
    await page.goto('/en/')
    await hydrated(page)
    // Links prefetch on intent while online...
    await footerLink(page, '/en/Terms/').hover()
    await expect.poll(() => prefetches.length).toBeGreaterThan(0)
    // One prefetch is several requests (the route tree, then its segments), spread out on a busy machine:
    // wait until no new one has come for 1.5 s.
    let seen = -1
    await expect
      .poll(
        () => {
          const settled = prefetches.length === seen
          seen = prefetches.length
          return settled
        },
        { intervals: [1_500], timeout: 20_000 },
      )
      .toBe(true)
    const before = prefetches.length
    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    // ...but the ones that come into view (or under the pointer) offline do not.
    await scrollThrough(page)
    await footerLink(page, '/en/Privacy/').hover()
    await page.waitForTimeout(1_000)
    expect(prefetches.slice(before).map((r) => r.url())).toEqual([])
    await context.setOffline(false)
  })
})

test.describe('chunk-load failure', () => {
  test.skip(({ isMobile }) => isMobile, 'viewport-independent: runs in the pc project')

  test('a script chunk that fails to load reloads the page, at most once a minute', async ({ page }) => {
    let documents = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents++
    })
    await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'))
    const outcome = () =>
      page.evaluate((key) => sessionStorage.getItem(`${key}:outcome`), STORAGE_KEY).catch(() => null)

    await page.goto('/en/company/', { waitUntil: 'commit' })
    // The first failure reloads; the reloaded page fails again within the minute and stays put.
    await expect.poll(outcome).toMatch(/^suppressed:/)
    await page.waitForTimeout(1_000)
    expect(documents).toBe(2)

    // A minute later (the stored time moved back 61 s), the next failure may reload once more.
    await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 61_000)), STORAGE_KEY)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = '/_next/static/chunks/late-chunk.js'
      document.head.append(script)
    })
    await expect.poll(() => documents).toBe(3)
    await expect.poll(outcome).toMatch(/^suppressed:/)
    await page.waitForTimeout(1_000)
    expect(documents).toBe(3)
  })
})

test.describe('device classes and the mobile layouts', () => {
  test('the browser is classified after hydration, and the phone layout shows its action bar', async ({ page }) => {
    await page.goto('/en/company/')
    const html = page.locator('html')
    const bar = page.locator('[data-mobile-action-bar]')
    if (isPhone(page)) {
      await expect(html).toHaveAttribute('data-device', 'mobile android chrome')
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact/')
    } else {
      await expect(html).toHaveAttribute('data-device', /^desktop .*chrome$/)
      await expect(bar).toBeHidden()
    }
  })

  test('nothing moves when the device classifier marks a phone after the first paint', async ({ page }) => {
    test.skip(!isPhone(page), 'the action bar shows at phone widths')
    await trackLayoutShift(page)
    await page.goto('/en/company/')
    await expect(page.locator('html')).toHaveAttribute('data-device', /mobile/)
    const bar = page.locator('[data-mobile-action-bar]')
    await expect(bar).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shift = await layoutShift(page)
    expect(shift.value, shift.sources.join('\n')).toBe(0)
  })

  test('the contact layout has no action bar, at any width', async ({ page }) => {
    await page.goto('/contact/')
    await hydrated(page)
    await expect(page.locator('[data-layout="contact"]')).toBeVisible()
    await expect(page.locator('[data-mobile-action-bar]')).toBeHidden()
  })
})
