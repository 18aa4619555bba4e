import { expect, type Page } from '@playwright/test'

import { PAGE_DATA_ATTRIBUTE, PAGE_DATA_PREFIX } from '../../src/lib/http/scripts-after-first-paint.mjs'
import { hydrated, test } from './helpers'

/**
 * A cached page goes out without its hydration payload, which the loader fetches from `/_page-data/` after the
 * first paint (src/lib/http/page-data.mjs; docs/decisions.md, issue 14, eighteenth pass).
 */

/** A page as a Japanese visitor's browser asks for it, uncompressed so its bytes can be counted. */
const PAGE_HEADERS = { 'accept-encoding': 'identity', 'accept-language': 'ja' }

const DIGEST_IN_PAGE = new RegExp(`<script id="scripts-after-paint" ${PAGE_DATA_ATTRIBUTE}="([A-Za-z0-9_-]{22})">`)

/** The page as a browser gets it once it is cached (the first answer may be the build's copy or a render). */
async function cachedPage(baseURL: string, path: string): Promise<{ html: string; digest: string; length: number }> {
  let found: { html: string; digest: string; length: number } | undefined
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}${path}`, { headers: PAGE_HEADERS })
        const html = await res.text()
        const digest = DIGEST_IN_PAGE.exec(html)?.[1]
        found = digest ? { html, digest, length: Number(res.headers.get('content-length')) } : undefined
        return digest ?? 'none'
      },
      { timeout: 20_000 },
    )
    .not.toBe('none')
  return found!
}

test.describe('the payload over HTTP', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'pc', 'HTTP-level')
  })

  for (const path of ['/', '/en/solution/Ssc/', '/en/news/', '/news/skip-cart-launch/']) {
    test(`${path} goes out without it, and /_page-data/ serves it for a year`, async ({ baseURL }) => {
      const { html, digest, length } = await cachedPage(baseURL!, path)
      expect(html).not.toMatch(/<script[^>]*>\(?self\.__next_f/)
      expect(length).toBe(Buffer.byteLength(html))

      const res = await fetch(`${baseURL}${PAGE_DATA_PREFIX}${digest}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const segments = (await res.json()) as [number, string][]
      expect(segments.length).toBeGreaterThan(0)
      expect(segments[0]).toEqual([0])
      expect(segments.slice(1).every(([kind]) => kind === 1 || kind === 2 || kind === 3)).toBe(true)
      // It is the page's tree: the page's title is in it.
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
      expect(title).toBeTruthy()
      expect(segments.map(([, text]) => text).join('')).toContain(title!.replaceAll('&amp;', '&'))

      // A HEAD answer says the length the same version of the page goes out with. The page may be regenerated in
      // between (at most every 2 s: revalidate = 2), and two renders can differ by a few bytes (the chunks' order,
      // a text separator): a HEAD and a GET of one version (one ETag) are compared.
      await expect
        .poll(
          async () => {
            const head = await fetch(`${baseURL}${path}`, { method: 'HEAD', headers: PAGE_HEADERS })
            const get = await fetch(`${baseURL}${path}`, { headers: PAGE_HEADERS })
            const bytes = Buffer.byteLength(await get.text())
            if (head.headers.get('etag') !== get.headers.get('etag')) return 'regenerated in between'
            return Number(head.headers.get('content-length')) === bytes ? 'same length' : `HEAD ${head.headers.get('content-length')}, GET ${bytes}`
          },
          { timeout: 20_000 },
        )
        .toBe('same length')
    })
  }

  test('an unknown digest gets the payload of the page as it is now, which no cache keeps', async ({ baseURL }) => {
    const { digest } = await cachedPage(baseURL!, '/en/company/')
    const known = await (await fetch(`${baseURL}${PAGE_DATA_PREFIX}${digest}/en/company/`)).text()
    const res = await fetch(`${baseURL}${PAGE_DATA_PREFIX}${'x'.repeat(22)}/en/company/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // The same version (the page did not change meanwhile) or a newer one: the same page in either case.
    const now = await res.text()
    expect(JSON.parse(now)[1][0]).toBe(1)
    expect(now.length).toBeGreaterThan(known.length / 2)
  })

  test('anything else under /_page-data/ is a 4xx that no cache keeps', async ({ baseURL }) => {
    const digest = 'x'.repeat(22)
    for (const path of [`${digest}/api/news`, `${digest}/no-such-page/`, 'short/en/', `${digest}`, `${digest}/admin/`]) {
      const res = await fetch(`${baseURL}${PAGE_DATA_PREFIX}${path}`)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(await res.text(), path).not.toMatch(/at .*\.(?:js|ts):\d+/)
    }
    const post = await fetch(`${baseURL}${PAGE_DATA_PREFIX}${digest}/en/`, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
  })
})

/** Console errors and uncaught errors of a page from now on (a hydration mismatch shows up as one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('in the browser, the page fetches its payload after the first paint and hydrates with no error', async ({ page }) => {
  const errors = errorsOf(page)
  for (const url of ['/', '/en/solution/Ssc/', '/en/news/', '/contact/']) {
    await page.goto(url)
    await hydrated(page)
    const timing = await page.evaluate((prefix) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const data = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.startsWith(prefix))
      return { paint: paint?.startTime ?? NaN, data: data.map((entry) => ({ start: entry.startTime, path: new URL(entry.name).pathname })) }
    }, PAGE_DATA_PREFIX)
    expect(timing.data, url).toHaveLength(1)
    expect(timing.data[0].path.endsWith(url), url).toBe(true)
    expect(timing.data[0].start, url).toBeGreaterThanOrEqual(timing.paint)
  }
  // Hydrated for real: a client navigation works and moves focus to the new page's heading.
  await page.goto('/en/')
  await hydrated(page)
  await page.locator('footer a[href="/en/company/"]').first().click()
  await expect(page).toHaveURL(/\/en\/company\/$/)
  await expect(page.locator('h1')).toBeFocused()
  expect(errors).toEqual([])
})

test('a payload that does not come reloads the page once, which then hydrates', async ({ page }) => {
  let refused = 0
  await page.route(`**${PAGE_DATA_PREFIX}**`, async (route) => {
    if (refused++ === 0) await route.fulfill({ status: 503, body: 'unavailable' })
    else await route.continue()
  })
  await page.goto('/en/recruit/')
  await hydrated(page)
  expect(refused).toBe(2)
  expect(await page.evaluate(() => Object.entries(sessionStorage).find(([key]) => key.endsWith(':outcome'))?.[1])).toBe('reloading:page-data')
})
