import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type Browser, chromium, expect, type Page } from '@playwright/test'

import { LATIN_FACE_ATTRIBUTE, LATIN_FACE_STORAGE_KEY } from '../../src/features/fonts/latin-face'
import { browserEnv } from './browser-env'
import { layoutShift, test, trackLayoutShift } from './helpers'

/**
 * Japanese text (docs/decisions.md P3): the device's own Japanese face first, so a
 * Japanese page neither waits for nor downloads a web font; only a device without any Japanese face gets the
 * Noto Sans JP list, added once the page is idle. Checked twice: in the suite's Chromium (this machine has
 * Debian's fonts-noto-cjk, as every phone and desktop system has a Japanese face) and in a Chromium whose
 * fontconfig hides every Japanese face (a bare Linux). A Japanese glyph is 1 em wide; a missing one (a box)
 * is not, so the width tells whether the text is drawn at all.
 */

const FONT_LIST = '/fonts/noto-sans-jp/noto-sans-jp.css'

test.skip(({ isMobile }) => isMobile, 'fonts do not depend on the width: runs in the pc project')

/** Width of `text` in the page's own font stack, in ems. Polled by the callers: a late face takes a frame. */
async function emsOf(page: Page, text: string): Promise<number> {
  return page.evaluate((sample) => {
    const probe = document.createElement('span')
    probe.textContent = sample
    probe.style.cssText = 'position:absolute;left:0;top:0;font-size:20px;white-space:nowrap;letter-spacing:normal'
    document.body.append(probe)
    const width = probe.getBoundingClientRect().width
    probe.remove()
    return width / 20
  }, text)
}

function japaneseFontRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/fonts/noto-sans-jp/')) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** The heading's kana and kanji, which must be drawn 1 em each. */
async function headingJapanese(page: Page): Promise<string> {
  const heading = (await page.locator('h1').first().innerText()).replace(/[^\u3040-\u30ff\u4e00-\u9fff]/g, '')
  expect(heading.length).toBeGreaterThan(0)
  return heading
}

test.describe('with a Japanese face on the device', () => {
  test('a Japanese page uses it and fetches no web font, before or after idle', async ({ page }) => {
    const requested = japaneseFontRequests(page)
    await page.goto('/company/')
    await expect(page.locator('html')).toHaveAttribute('data-japanese-font', 'device')
    const heading = await headingJapanese(page)
    await expect.poll(() => emsOf(page, heading)).toBeCloseTo(heading.length, 1)
    // Nothing in the head waits for a font: no preload, no render-blocking font list.
    await expect(page.locator(`head link[rel="preload"][as="font"], head link[href="${FONT_LIST}"]`)).toHaveCount(0)
    expect(requested).toEqual([])
  })
})

test.describe('the web-font stylesheet (FONT_STYLESHEET_URL)', () => {
  const STYLESHEET = '/fonts/fonts.css'

  test('is fetched once the page has loaded, then applies from the head', async ({ page }) => {
    await page.goto('/en/company/')
    const link = page.locator(`head link[rel="stylesheet"][href="${STYLESHEET}"]`)
    await expect(link).toHaveCount(1)
    await expect.poll(() => page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), STYLESHEET)).toBe(true)
    // The browser's own timings: one request, started after the load event, so the first paint and the
    // pictures never share the network with it.
    const timing = await page.evaluate((href) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const sheets = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === href)
      return { loadEnd: navigation.loadEventEnd, starts: sheets.map((entry) => entry.startTime) }
    }, STYLESHEET)
    expect(timing.starts).toHaveLength(1)
    expect(timing.loadEnd).toBeGreaterThan(0)
    expect(timing.starts[0]).toBeGreaterThanOrEqual(timing.loadEnd)
    // A client navigation keeps the one link.
    await page.locator('a[href="/en/news/"]').filter({ visible: true }).first().click()
    await expect(page).toHaveURL(/\/en\/news\/$/)
    await expect(link).toHaveCount(1)
  })

  test('applies without script from the head\'s <noscript> copy', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/company/')
    await expect.poll(() => page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), STYLESHEET)).toBe(true)
    expect(requested).toContain(STYLESHEET)
    await context.close()
  })
})

test.describe('the Latin face (Inter)', () => {
  const INTER = /\/_next\/static\/media\/inter[^/]*\.woff2$/
  const fetched = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), LATIN_FACE_STORAGE_KEY)

  test('a first visit draws the stand-in and fetches Inter only once loaded, for the next pages; nothing moves', async ({ page }) => {
    // A phone-sized window, where an English article's title wraps onto several lines over its picture.
    await page.setViewportSize({ width: 412, height: 823 })
    await trackLayoutShift(page)
    const article = '/en/news/privacy-policy-update-2026/'
    await page.goto(article)
    await expect.poll(() => fetched(page), { timeout: 15_000 }).toBe('1')
    // Fetched once, after the page's load event (the browser's own timings): the first paint and the pictures
    // never wait behind its 48 KB.
    const timing = await page.evaluate((pattern) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const fonts = performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(entry.name))
      return { loadEnd: navigation.loadEventEnd, fontStarts: fonts.map((entry) => entry.startTime) }
    }, INTER.source)
    expect(timing.fontStarts).toHaveLength(1)
    expect(timing.loadEnd).toBeGreaterThan(0)
    expect(timing.fontStarts[0]).toBeGreaterThanOrEqual(timing.loadEnd)
    expect(await page.locator('html').getAttribute(LATIN_FACE_ATTRIBUTE)).toBeNull()
    expect(await titleDrawnIn(page)).toBe('stand-in')
    const shift = await layoutShift(page)
    expect(shift.value, shift.sources.join('\n')).toBeLessThan(0.001)

    // A reload, in the same visit, draws it from the first frame, from the cache.
    await page.reload()
    expect(await page.locator('html').getAttribute(LATIN_FACE_ATTRIBUTE)).toBe('')
    expect(await titleDrawnIn(page)).toBe('Inter')

    // A new visit (another tab) starts in the stand-in again: nothing says its cache still holds the face, and
    // its first paint must never wait for the face's download.
    const later = await page.context().newPage()
    await later.goto(article)
    expect(await later.locator('html').getAttribute(LATIN_FACE_ATTRIBUTE)).toBeNull()
    expect(await titleDrawnIn(later)).toBe('stand-in')
    await later.close()
  })

  test('the next page of a client navigation is drawn in Inter once it has been fetched', async ({ page }) => {
    await page.goto('/en/news/')
    await expect.poll(() => fetched(page), { timeout: 15_000 }).toBe('1')
    // The navigation runtime, which fetched it when the page went idle, applies it at the next navigation.
    await expect(page.locator('[data-navigation-progress]')).toHaveCount(1)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await page.locator('a[href="/en/news/privacy-policy-update-2026/"]').first().click()
    await expect(page.locator('h1')).toContainText(/privacy/i)
    expect(documents, 'a client navigation, not a new document').toEqual([])
    expect(await page.locator('html').getAttribute(LATIN_FACE_ATTRIBUTE)).toBe('')
    expect(await titleDrawnIn(page)).toBe('Inter')
  })
})

/** Whether the article's title is drawn in Inter or in its stand-in, from the width of its text in each. */
async function titleDrawnIn(page: Page): Promise<'Inter' | 'stand-in' | 'neither'> {
  return page.evaluate(async () => {
    const h1 = document.querySelector('h1')!
    const family = getComputedStyle(document.documentElement).getPropertyValue('--font-latin').split(',')[0].trim()
    await document.fonts.load(`700 20px ${family}`, 'A')
    const widthIn = (fontFamily: string) => {
      const span = document.createElement('span')
      span.textContent = h1.textContent
      span.style.cssText = `position:absolute;white-space:nowrap;font-size:20px;font-weight:700;font-family:${fontFamily}`
      document.body.append(span)
      const width = span.getBoundingClientRect().width
      span.remove()
      return width
    }
    const drawn = widthIn(getComputedStyle(h1).fontFamily)
    if (Math.abs(drawn - widthIn(family)) < 0.5) return 'Inter'
    if (Math.abs(drawn - widthIn("'Latin Fallback'")) < 0.5) return 'stand-in'
    return 'neither'
  })
}

test.describe('on a device without any Japanese face', () => {
  let browser: Browser

  test.beforeAll(async ({ browserName }, testInfo) => {
    test.skip(browserName !== 'chromium')
    // fontconfig as usual, minus every face that covers Japanese.
    const dir = path.join(tmpdir(), `no-japanese-fonts-${testInfo.workerIndex}`)
    mkdirSync(path.join(dir, 'cache'), { recursive: true })
    writeFileSync(
      path.join(dir, 'fonts.conf'),
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
        `<include ignore_missing="yes">/etc/fonts/fonts.conf</include><cachedir>${dir}/cache</cachedir>` +
        `<selectfont><rejectfont><pattern><patelt name="lang"><string>ja</string></patelt></pattern></rejectfont></selectfont>` +
        `</fontconfig>`,
    )
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      env: browserEnv({ FONTCONFIG_FILE: path.join(dir, 'fonts.conf') }),
    })
  })

  test.afterAll(async () => {
    await browser?.close()
  })

  test('a Japanese page adds the web font once idle, and its text is drawn in it, not as boxes', async ({ baseURL }) => {
    const page = await browser.newPage({ baseURL })
    const requested = japaneseFontRequests(page)
    await page.goto('/company/')
    await expect(page.locator('html')).toHaveAttribute('data-japanese-font', 'web')
    expect(requested).toContain(FONT_LIST)
    const heading = await headingJapanese(page)
    await expect.poll(() => emsOf(page, heading)).toBeCloseTo(heading.length, 1)
    await expect.poll(() => emsOf(page, 'お問い合わせ会社情報')).toBeCloseTo(10, 1)
    await page.close()
  })

  test('an English page fetches no list; its few Japanese labels are drawn from narrowed faces', async ({ baseURL }) => {
    const page = await browser.newPage({ baseURL })
    const requested = japaneseFontRequests(page)
    await page.goto('/en/company/')
    await page.waitForLoadState('networkidle')
    expect(requested).not.toContain(FONT_LIST)
    await expect(page.locator('html')).not.toHaveAttribute('data-japanese-font', /./)
    // The language switcher's label (日本語) and the partner link's label.
    await expect.poll(() => emsOf(page, '日本語')).toBeCloseTo(3, 1)
    await expect.poll(() => emsOf(page, '共創プロジェクト特設サイト')).toBeCloseTo(13, 1)
    await page.close()
  })
})
