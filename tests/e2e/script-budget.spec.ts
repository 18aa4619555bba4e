import { gzipSync } from 'node:zlib'

import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { COMPILE_HINT } from '../../src/lib/http/compile-hints.mjs'
import { scriptsAddedAfterFirstPaint } from '../../src/lib/http/scripts-after-first-paint.mjs'
import { allStaticUrls, hydrated, test } from './helpers'

/**
 * The script budget (docs/decisions.md P12): a content page ships no more script than a bare Next 16 + next-intl page (the
 * framework's floor, 153.6 KiB as Lighthouse counts transfer size). Counted deterministically: the
 * script files a page's HTML references (what first load waits for), each gzip-compressed as `next
 * start` serves it. The contact steps carry the form's libraries and are not content pages.
 * `node bench/lighthouse.mjs` measures the same in a browser, chunks loaded later included.
 */
const BUDGET_BYTES = Math.round(153.6 * 1024)

const sizes = new Map<string, number>()

async function gzippedSize(request: APIRequestContext, src: string): Promise<number> {
  const known = sizes.get(src)
  if (known !== undefined) return known
  const res = await request.get(src)
  expect(res.status(), src).toBe(200)
  const size = gzipSync(await res.body()).length
  sizes.set(src, size)
  return size
}

/** The script files a page's first load runs: those its HTML references and those its loader adds after the first paint. */
async function firstLoadScripts(request: APIRequestContext, url: string): Promise<Set<string>> {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  const html = await res.text()
  // Module-capable browsers skip `nomodule` scripts (Next's legacy polyfills): they are not downloaded.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag))
  const srcs = new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter((s): s is string => s?.startsWith('/_next/') === true))
  // Next's chunks are added after the first paint by one inline loader, which lists them; they are the page's
  // first-load script all the same.
  for (const src of scriptsAddedAfterFirstPaint(html) as string[]) srcs.add(src)
  return srcs
}

async function scriptBytes(request: APIRequestContext, url: string): Promise<{ total: number; files: number }> {
  const srcs = await firstLoadScripts(request, url)
  let total = 0
  for (const src of srcs) total += await gzippedSize(request, src)
  return { total, files: srcs.size }
}

test.describe('script budget of content pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML at any width: runs in the pc project')

  test(`every content page in both languages references at most ${(BUDGET_BYTES / 1024).toFixed(1)} KiB of script`, async ({ request }) => {
    test.setTimeout(120_000)
    const urls = allStaticUrls()
      .filter((r) => !r.path.startsWith('/contact/'))
      .map((r) => r.url)
    // CMS pages too: an article, a campaign, and the list paged and filtered.
    // The seeded landing page with its registration form (features/forms): the form's checks load when the visitor
    // first goes into it, as the contact form's do, so the page is inside the budget.
    urls.push('/news/skip-cart-launch/', '/en/news/skip-cart-launch/', '/campaign/skip-cart-free-trial/', '/news/?page=1', '/en/news/?category=press', '/lp/seminar-2027/', '/en/lp/seminar-2027/')
    const over: string[] = []
    let largest = { url: '', total: 0 }
    for (const url of urls) {
      const { total, files } = await scriptBytes(request, url)
      // A page that seems to load no script means this count no longer finds them (it counted 0 for every page
      // once the chunks moved into the loader, and passed).
      expect(files, `${url}: no script found in its HTML`).toBeGreaterThan(0)
      if (total > largest.total) largest = { url, total }
      if (total > BUDGET_BYTES) over.push(`${url}: ${(total / 1024).toFixed(1)} KiB`)
    }
    console.log(`largest script total: ${largest.url} ${(largest.total / 1024).toFixed(1)} KiB (budget ${(BUDGET_BYTES / 1024).toFixed(1)} KiB)`)
    expect(over).toEqual([])
  })
})

test.describe("V8's compile hint", () => {
  test.skip(({ isMobile }) => isMobile, 'the same scripts at any width: runs in the pc project')

  // src/lib/http/compile-hints.mjs: the build puts it on the chunks a site page loads at once, so Chromium compiles
  // them while they download instead of on the page's main thread (without it, one 40 ms task a load).
  test('begins every script a site page runs on its first load, in both languages', async ({ request }) => {
    const pages = ['/', '/en/', '/solution/Ssc/', '/en/news/skip-cart-launch/', '/news/?page=1', '/contact/', '/en/company/Info/']
    const unhinted: string[] = []
    let checked = 0
    for (const url of pages) {
      for (const src of await firstLoadScripts(request, url)) {
        const res = await request.get(src)
        expect(res.status(), src).toBe(200)
        checked++
        if (!(await res.text()).startsWith(COMPILE_HINT)) unhinted.push(`${url}: ${src}`)
      }
    }
    expect(checked).toBeGreaterThan(pages.length)
    expect(unhinted).toEqual([])
  })
})

/** From now on, whether any script the page has loaded contains `marker` (a string found in one library's chunk only). */
function watchScripts(page: Page): (marker: string) => Promise<boolean> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return async (marker) => (await Promise.all(bodies)).some((body) => body.includes(marker))
}

test.describe('the user-agent parser loads only without Client Hints', () => {
  /** Classifies the browser on /en/ and returns the classes and whether any script loaded holds ua-parser-js. */
  async function classify(page: Page): Promise<{ device: string; parser: boolean }> {
    const loaded = watchScripts(page)
    await page.goto('/en/')
    await expect(page.locator('html')).toHaveAttribute('data-device', /\w/, { timeout: 20_000 })
    // The parser's browser list (e.g. its QQBrowser rule) is in no other chunk.
    const parser = await loaded('QQBrowser')
    return { device: (await page.locator('html').getAttribute('data-device')) ?? '', parser }
  }

  test('a Chromium browser with Client Hints is classified from them', async ({ page, isMobile }) => {
    const { device, parser } = await classify(page)
    expect(device).toMatch(isMobile ? /^mobile android chrome$/ : /^desktop .*chrome$/)
    expect(parser).toBe(false)
  })

  test('without Client Hints (Safari, Firefox) the parser loads and classifies', async ({ page, isMobile }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined }))
    const { device, parser } = await classify(page)
    expect(device).toMatch(isMobile ? /^mobile android chrome$/ : /^desktop .*chrome$/)
    expect(parser).toBe(true)
  })
})

test.describe("the contact form's checks load when the visitor goes into the form", () => {
  test('zod is not loaded with the page, and is there once a field has had the focus', async ({ page }) => {
    const loaded = watchScripts(page)
    // zod's error class: in its chunk and no other.
    const zodLoaded = () => loaded('$ZodError')
    await page.goto('/contact/')
    await hydrated(page)
    // Idle work (the form's token) has had its time too.
    await page.waitForLoadState('networkidle')
    expect(await zodLoaded()).toBe(false)
    await page.locator('#contact-email').focus()
    await expect.poll(zodLoaded).toBe(true)
    // And the checks work: a wrong address is reported when the field is left.
    await page.locator('#contact-email').fill('not-an-address')
    await page.locator('#contact-phone').focus()
    await expect(page.locator('#contact-email-error')).toBeVisible()
  })
})

test.describe("a landing page form's checks load when the visitor goes into the form", () => {
  test('zod is not loaded with the seminar page, and is there once a field has had the focus; the checks then work', async ({ page }) => {
    const loaded = watchScripts(page)
    const zodLoaded = () => loaded('$ZodError')
    await page.goto('/en/lp/seminar-2027/')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(await zodLoaded()).toBe(false)
    const form = page.getByTestId('cms-form')
    await form.getByLabel('E-mail address').focus()
    await expect.poll(zodLoaded).toBe(true)
    await form.getByLabel('E-mail address').fill('not-an-address')
    await form.getByLabel('Company').focus()
    await expect(form.getByText('Please enter the correct email address.')).toBeVisible()
  })
})

test.describe('the steps after the form load no form library', () => {
  test.skip(({ isMobile }) => isMobile, 'the same scripts at any width: runs in the pc project')

  // react-hook-form's option name: in its chunk and no other.
  const FORM_LIBRARY = 'shouldUnregister'

  async function formLibraryLoaded(page: Page, path: string): Promise<boolean> {
    const loaded = watchScripts(page)
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    return loaded(FORM_LIBRARY)
  }

  test('the form loads react-hook-form; Confirm, Complete and Error, which have no form, do not', async ({ page }) => {
    expect(await formLibraryLoaded(page, '/contact/'), '/contact/').toBe(true)
    for (const path of ['/contact/Confirm/', '/contact/Complete/', '/en/contact/Error/']) {
      expect(await formLibraryLoaded(page, path), path).toBe(false)
    }
  })
})

test.describe('styles of content pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML at any width: runs in the pc project')

  /**
   * Every page inlines its styles twice (the <style> in the head and the same text in the RSC payload), so
   * another page's styles cost twice. Turbopack's default CSS chunking merged most components' CSS modules
   * into one 22 KB chunk that every page inlined; `cssChunking: { type: 'graph', requestCost: 0 }` (next.config.ts:
   * with inlined CSS a chunk costs no request) gives each page its own components' CSS only.
   * A CSS module's class becomes `<hash>_<name>`; each rule below belongs to one kind of page.
   */
  const RULES = {
    home: /_entryGrid\{/, // the home page's entry cards
    facts: /_infoCaption\{/, // the company facts table
    legal: /_legalPreamble\{/, // the privacy policy, terms and code of conduct
    tabs: /_tabs\{/, // the solution pages' tabs
    merits: /_meritTitle\{/, // the smart cart page's merits
  }
  const PAGES: { url: string; has: (keyof typeof RULES)[] }[] = [
    { url: '/en/', has: ['home'] },
    { url: '/news/', has: [] },
    { url: '/company/', has: ['facts'] },
    { url: '/en/Privacy/', has: ['legal'] },
    { url: '/solution/Ssc/', has: ['tabs', 'merits'] },
  ]

  for (const { url, has } of PAGES) {
    test(`${url} inlines ${has.length ? `the ${has.join(', ')} styles and no other page's` : "no other page's styles"}`, async ({ request }) => {
      const res = await request.get(url)
      expect(res.status(), url).toBe(200)
      const html = await res.text()
      const found = Object.entries(RULES)
        .filter(([, rule]) => rule.test(html))
        .map(([name]) => name)
      expect(found).toEqual(has)
    })
  }
})
