/**
 * Issue 44: a figure and its as-of date are the same wherever the site quotes them. Every page that shows the
 * camera count (2,326) or the group head count (134), in both languages, is read as a visitor sees it: the date
 * printed beside the figure (in the same card or paragraph) is collected, and all of them must name one month: the
 * month of that figure's date in the CMS global 各ページの数字, where every figure's date is kept (the camera count's
 * under AIカメラの導入実績, the head count's under 従業員数). A page that printed a date of its own (the old
 * "2023年12月末時点" on the home page, "2024年4月1日現在" on the company page) or read it from anywhere else fails here.
 */
import { expect } from '@playwright/test'

import { SEED_NEWS } from '../../src/payload/seed/content'
import { adminToken, test } from './helpers'

const FIGURES = ['2,326', '134'] as const

/** The pages that quote the head count: each prints its as-of date (各ページの数字 → 従業員数 → 時点) beside it. */
const HEADCOUNT_PAGES = ['/company/', '/company/Info/', '/recruit/'] as const

const PAGES = ['/', '/solution/', '/solution/Camera/', '/reail/', '/recruit/', '/company/', '/company/Info/', ...SEED_NEWS.filter((n) => /2,326|134/.test(n.body.ja.join(''))).map((n) => `/news/${n.slug}/`)]

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** "2025年12月末" / "December 2025" / "April 1, 2024" → "2025-12" (the month the figure is read at). */
function monthOf(date: string): string {
  const ja = /(\d{4})年(\d{1,2})月/.exec(date)
  if (ja) return `${ja[1]}-${ja[2]!.padStart(2, '0')}`
  const en = /(january|february|march|april|may|june|july|august|september|october|november|december)\b[^\d]*(?:\d{1,2},\s*)?(\d{4})/i.exec(date)
  if (en) return `${en[2]}-${String(MONTHS.indexOf(en[1]!.toLowerCase()) + 1).padStart(2, '0')}`
  return date
}

test('every page shows the same as-of date beside the same figure, in both languages, the one the figures content holds', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'the same text at every width')
  test.setTimeout(120_000)
  // The one place editors date the figures, published (the REST API is staff-only: an admin reads it).
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const source = new Map<string, Set<string>>(FIGURES.map((f) => [f, new Set()]))
  for (const locale of ['ja', 'en']) {
    const figures = (await (await request.get(`/api/globals/site-figures/?locale=${locale}&depth=0&draft=false`, { headers })).json()) as { cameras: { asOf: string }; employees: { asOf: string } }
    source.get('2,326')!.add(monthOf(figures.cameras.asOf))
    source.get('134')!.add(monthOf(figures.employees.asOf))
  }
  const seen = new Map<string, Map<string, string[]>>(FIGURES.map((f) => [f, new Map()]))
  for (const prefix of ['', '/en']) {
    for (const path of PAGES) {
      const url = `${prefix}${path}`
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      const found = await page.evaluate((figures) => {
        const DATE = /\d{4}年\d{1,2}月(?:\d{1,2}日|末)?|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:\d{1,2},\s*)?\d{4}/g
        const out: { figure: string; date: string }[] = []
        for (const figure of figures) {
          // The smallest visible elements whose text has the figure, then the card or paragraph around each.
          const holders = [...document.querySelectorAll('main *')].filter(
            (el) => el.checkVisibility() && (el.textContent ?? '').includes(figure) && ![...el.children].some((child) => (child.textContent ?? '').includes(figure)),
          )
          for (const holder of holders) {
            const context = holder.closest('li') ?? holder.closest('p, td, dd') ?? holder
            for (const date of (context as HTMLElement).innerText.match(DATE) ?? []) out.push({ figure, date })
          }
        }
        return out
      }, [...FIGURES])
      for (const { figure, date } of found) {
        const byMonth = seen.get(figure)!
        byMonth.set(monthOf(date), [...(byMonth.get(monthOf(date)) ?? []), `${url} 「${date}」`])
      }
    }
  }
  for (const figure of FIGURES) {
    const byMonth = seen.get(figure)!
    // Each figure is dated on several pages (the check found them), and all of them name one month.
    const pages = [...byMonth.values()].flat()
    expect(pages.length, `${figure} is shown with a date`).toBeGreaterThanOrEqual(figure === '2,326' ? 8 : 2)
    expect([...byMonth.keys()], `${figure}:\n${pages.join('\n')}`).toHaveLength(1)
    expect([...byMonth.keys()], `${figure} is dated as 各ページの数字 dates it`).toEqual([...source.get(figure)!])
  }
  const datedHeadcount = new Set([...seen.get('134')!.values()].flat().map((entry) => entry.split(' ')[0]))
  for (const prefix of ['', '/en']) for (const path of HEADCOUNT_PAGES) expect(datedHeadcount, `the head count is dated on ${prefix}${path}`).toContain(`${prefix}${path}`)
})
