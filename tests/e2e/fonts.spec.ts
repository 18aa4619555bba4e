import { expect, type Page, test } from '@playwright/test'

/**
 * The Japanese web font (docs/decisions.md, "Performance"): Japanese pages link its @font-face list, English
 * pages never fetch it. This machine's Chromium has no Japanese face, so Japanese text shows only through
 * the web font: each Noto Sans JP kana or kanji is exactly 1em wide, where a missing glyph (a box) is not.
 */

/**
 * Width of `text` in the page's own font stack, in ems (1 per character in Noto Sans JP). Polled: a face
 * that has just loaded may take a frame to reach layout; a box never becomes 1em wide.
 */
async function emsOf(page: Page, text: string): Promise<number> {
  return page.evaluate(async (sample) => {
    await document.fonts.load('20px "Noto Sans JP Variable"', sample)
    const probe = document.createElement('span')
    probe.textContent = sample
    probe.style.cssText = 'position:absolute;left:0;top:0;font-size:20px;white-space:nowrap;letter-spacing:normal'
    document.body.append(probe)
    const width = probe.getBoundingClientRect().width
    probe.remove()
    return width / 20
  }, text)
}

// The font lists and faces are the same at every width: once, in the pc project.
test.skip(({ isMobile }) => isMobile, 'the same fonts at any width: runs in the pc project')

function fontRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/fonts/noto-sans-jp/')) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

test('a Japanese page links the Japanese font list and shows its text in the web font, not as boxes', async ({ page }) => {
  const requested = fontRequests(page)
  await page.goto('/company/')
  await page.evaluate(() => document.fonts.ready)
  expect(requested).toContain('/fonts/noto-sans-jp/noto-sans-jp.css')
  // Kana and common kanji (preloaded, font-display: optional) and the visible heading's characters.
  await expect.poll(() => emsOf(page, 'お問い合わせ会社情報')).toBeCloseTo(10, 1)
  const heading = (await page.locator('h1').first().innerText()).replace(/[^\u3040-\u30ff\u4e00-\u9fff]/g, '')
  expect(heading.length).toBeGreaterThan(0)
  await expect.poll(() => emsOf(page, heading)).toBeCloseTo(heading.length, 1)
})

test('an English page fetches no Japanese font list; its few Japanese labels still use the web font', async ({ page }) => {
  const requested = fontRequests(page)
  await page.goto('/en/company/')
  await page.evaluate(() => document.fonts.ready)
  expect(requested).not.toContain('/fonts/noto-sans-jp/noto-sans-jp.css')
  expect(requested.filter((url) => url.endsWith('.css'))).toEqual([])
  // The language switcher's label (日本語) and the partner link's label are drawn from narrowed faces.
  await expect.poll(() => emsOf(page, '日本語')).toBeCloseTo(3, 1)
  await expect.poll(() => emsOf(page, '共創プロジェクト特設サイト')).toBeCloseTo(13, 1)
})
