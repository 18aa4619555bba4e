/**
 * Issue 44: a key figure stays on one line with its prefix and unit ("2,326 cameras", "About 30 sec"), and the
 * figures of a row of cards line up. Every page with key figures (StatGrid), in both languages, at 390, 768, 1024
 * and 1366 px: each card's prefix, figure and unit share the figure's line and stay inside the card, and the cards
 * that start at one height have their figures on one baseline. The figures are sized without container units
 * (the W3C checker's CSS does not know them: html-validity.spec.ts), from the page's width and the grid's columns.
 */
import { expect } from '@playwright/test'
import { test } from './helpers'

const PAGES = ['/', '/reail/', '/recruit/', '/solution/Camera/', '/solution/Ssc/', '/company/Info/']
const WIDTHS = [390, 768, 1024, 1366]

test('every key figure keeps its prefix and unit on its line, inside its card, level with the figures beside it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'the test sets each width itself')
  test.setTimeout(180_000)
  const problems: string[] = []
  let cards = 0
  for (const prefix of ['', '/en']) {
    for (const path of PAGES) {
      const url = `${prefix}${path}`
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
      expect((await page.goto(url))?.status(), url).toBe(200)
      await page.evaluate(() => document.fonts.ready)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const found = await page.evaluate(() => {
          const out: { problem?: string; card?: true }[] = []
          for (const grid of document.querySelectorAll('main ul[data-count]')) {
            const rows = new Map<number, { text: string; bottom: number }[]>()
            for (const card of grid.querySelectorAll<HTMLElement>(':scope > li')) {
              if (!card.checkVisibility()) continue
              const value = card.querySelector<HTMLElement>('[class*="statValue"]')
              const figure = value?.querySelector<HTMLElement>('[class*="statNumber"]')
              if (!value || !figure) continue
              out.push({ card: true })
              const text = value.innerText.replace(/\s+/g, ' ')
              const line = figure.getBoundingClientRect()
              const box = card.getBoundingClientRect()
              for (const part of value.children) {
                const r = part.getBoundingClientRect()
                // A part on another line is wholly above or below the figure's line box.
                if (r.top >= line.bottom - 2 || r.bottom <= line.top + 2) out.push({ problem: `「${text}」: 「${(part as HTMLElement).innerText}」 is not on the figure's line` })
                if (r.right > box.right + 0.5 || r.left < box.left - 0.5) out.push({ problem: `「${text}」: 「${(part as HTMLElement).innerText}」 runs out of its card` })
              }
              const top = Math.round(box.top)
              rows.set(top, [...(rows.get(top) ?? []), { text, bottom: line.bottom }])
            }
            for (const row of rows.values()) {
              const bottoms = row.map((c) => c.bottom)
              if (Math.max(...bottoms) - Math.min(...bottoms) > 1) out.push({ problem: `figures of one row not level: ${row.map((c) => `「${c.text}」 ${c.bottom.toFixed(1)}`).join(', ')}` })
            }
          }
          return out
        })
        cards += found.filter((f) => f.card).length
        for (const { problem } of found) if (problem) problems.push(`${url} @${width}px ${problem}`)
      }
    }
  }
  // The check saw the cards (the home page alone has five, in both languages, at every width).
  expect(cards).toBeGreaterThan(100)
  expect(problems, problems.join('\n')).toEqual([])
})
