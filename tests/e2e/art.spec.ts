import { expect, type Locator, type Page } from '@playwright/test'

import { SEED_LEADERS, SEED_OFFICES } from '../../src/content/company'
import { signPreviewToken } from '../../src/lib/cms/preview-token'
import { SEED_BANNERS } from '../../src/payload/seed/content'

import { adminToken, LOCALE_PREFIX, test, type TestLocale, withoutPhraseBreaks } from './helpers'


const LOCALES = ['ja', 'en'] as const

/* The seeded offices and leaders (the site's CMS content as seeded), in one locale. */
const offices = (locale: TestLocale, region: 'tokyo' | 'fukuoka' | 'overseas') =>
  SEED_OFFICES.filter((o) => o.region === region).map((o) => ({ id: o.id, name: o.name[locale], address: o.address[locale] }))
const leaders = (locale: TestLocale) => SEED_LEADERS.map((l) => ({ name: l.name[locale] }))
const WIDTHS = [390, 768, 1366]

/**
 * True when the element at the centre of `locator` is the locator's element or inside it (nothing covers
 * it), once it is scrolled to the middle of the window (clear of the sticky header and the phone's action bar).
 */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    el.scrollIntoView({ block: 'center', behavior: 'instant' })
    // The middle of the first line of its text: a wrapped line's box is wider than its last line, so the box's own
    // centre can fall beside the text (Japanese sublines break between phrases since issue 44).
    const range = document.createRange()
    range.selectNodeContents(el)
    const r = [...range.getClientRects()].find((rect) => rect.width > 0) ?? el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return !!hit && (hit === el || el.contains(hit))
  })
}

async function open(page: Page, locale: TestLocale, path: string) {
  const response = await page.goto(`${LOCALE_PREFIX[locale]}${path}`)
  expect(response?.status()).toBe(200)
}

test.describe('home banners state their message as text', () => {
  for (const locale of LOCALES) {
    test(`${locale}: each banner shows its headline, subline and button over or beside its picture, full width, at phone, tablet and PC widths`, async ({ page }) => {
      test.slow() // three widths, each a fresh page load
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await open(page, locale, '/')
        const region = page.locator('main section[aria-label]').filter({ has: page.locator('img') }).first()
        const widths: number[] = []
        for (const banner of SEED_BANNERS) {
          const link = region.getByRole('link', { name: banner.headline[locale] })
          await expect(link, `${width}px`).toHaveCount(1)
          await link.scrollIntoViewIfNeeded()
          for (const text of [banner.headline[locale], banner.subline[locale], banner.ctaLabel[locale]]) {
            const piece = link.getByText(text).first()
            await expect(piece).toBeVisible()
            expect(await isOnTop(piece), `${text} at ${width}px`).toBe(true)
          }
          // The message is the text; the picture is decoration and adds nothing to the link's name.
          await expect(link.locator('img')).toHaveAttribute('alt', '')
          const box = (await link.boundingBox())!
          widths.push(box.width)
        }
        // No banner sits half-width beside empty space: they are all as wide as each other.
        expect(Math.max(...widths) - Math.min(...widths), `${width}px`).toBeLessThan(2)
      }
    })
  }

  test('the banner text is in the language of the page', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP-level: the pc project only')
    const ja = withoutPhraseBreaks(await (await request.get('/')).text())
    const en = withoutPhraseBreaks(await (await request.get('/en/')).text())
    for (const banner of SEED_BANNERS) {
      expect(ja).toContain(banner.headline.ja)
      expect(ja).not.toContain(banner.headline.en)
      expect(en).toContain(banner.headline.en)
      expect(en).not.toContain(banner.headline.ja)
    }
  })
})

test('a banner draft preview shows its message in the language of the preview', async ({ request, isMobile }) => {
  test.skip(isMobile, 'HTTP-level: the pc project only')
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const seeded = SEED_BANNERS[0]
  const { docs } = await (await request.get(`/api/banners?locale=en&where[headline][equals]=${encodeURIComponent(seeded.headline.en)}`, { headers })).json()
  expect(docs).toHaveLength(1)
  const token = signPreviewToken(process.env.PREVIEW_SECRET ?? 'test-only-preview-secret-0123456789', 'banners', String(docs[0].id))
  for (const locale of LOCALES) {
    const html = withoutPhraseBreaks(await (await request.get(`${LOCALE_PREFIX[locale]}/draft/?id=${docs[0].id}&token=${encodeURIComponent(token)}`)).text())
    expect(html).toContain('data-preview="draft"')
    expect(html).toContain(seeded.headline[locale])
    expect(html).toContain(seeded.ctaLabel[locale])
  }
})

test.describe('offices map', () => {
  for (const locale of LOCALES) {
    test(`${locale}: labels every office in Japan on a map, readable and uncovered, with unique ids`, async ({ page }) => {
      test.slow() // three widths, each a fresh page load
      const japanOffices = [...offices(locale, 'tokyo'), ...offices(locale, 'fukuoka')]
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await open(page, locale, '/company/Japan-Offices/')
        const map = page.locator('main figure')
        await expect(map.locator('img')).toHaveCount(2)
        for (const office of japanOffices) {
          const label = map.getByRole('link', { name: office.name, exact: true })
          await expect(label, `${office.id} at ${width}px`).toBeVisible()
          await label.scrollIntoViewIfNeeded()
          expect(await isOnTop(label), `${office.id} label covered at ${width}px`).toBe(true)
          // Inside its map panel, not cut off by its edge.
          const inside = await label.evaluate((el) => {
            const panel = el.closest('ul')!.parentElement!.getBoundingClientRect()
            const r = el.getBoundingClientRect()
            return r.left >= panel.left - 1 && r.right <= panel.right + 1 && r.top >= panel.top - 1 && r.bottom <= panel.bottom + 1
          })
          expect(inside, `${office.id} label clipped at ${width}px`).toBe(true)
          // The label leads to the office in the list, which stays the primary content.
          await expect(label).toHaveAttribute('href', `#${office.id}`)
          await expect(page.locator(`li#${office.id}`)).toContainText(office.address)
        }
        // The caption says in words what the map shows, to screen readers; on screen the labels say it.
        for (const office of japanOffices) await expect(map.locator('figcaption')).toContainText(office.name)
        expect((await map.locator('figcaption').boundingBox())?.width ?? 0, `caption on screen at ${width}px`).toBeLessThanOrEqual(1)
        // No label sits on another one in the same panel (the inset's name under Tokyo's, issue 44).
        const overlaps = await map.evaluate((figure) => {
          const out: string[] = []
          for (const panel of figure.querySelectorAll(':scope > div > div')) {
            const labels = [...panel.querySelectorAll('ul a, a > span, :scope > span')].filter((el) => el.checkVisibility())
            const boxes = labels.map((el) => ({ name: el.textContent ?? '', r: el.getBoundingClientRect() }))
            for (let i = 0; i < boxes.length; i++)
              for (let j = i + 1; j < boxes.length; j++) {
                const [a, b] = [boxes[i]!, boxes[j]!]
                if (a.r.left < b.r.right - 1 && b.r.left < a.r.right - 1 && a.r.top < b.r.bottom - 1 && b.r.top < a.r.bottom - 1) out.push(`${a.name} / ${b.name}`)
              }
          }
          return out
        })
        expect(overlaps, `labels on top of each other at ${width}px`).toEqual([])
      }
      const duplicates = await page.evaluate(() => {
        const seen = new Map<string, number>()
        for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1)
        return [...seen].filter(([, n]) => n > 1).map(([id]) => id)
      })
      expect(duplicates).toEqual([])
    })
  }

  test('the map shows the whole country, not a crop of it', async ({ page }) => {
    await open(page, 'en', '/company/Japan-Offices/')
    const img = page.locator('main figure img').first()
    await expect(img).toHaveAttribute('src', '/images/map-japan.svg')
    // Its natural size is known only once it has loaded (before, 0 / 0 gave NaN in a fresh clone's run).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    // Drawn at its own shape (no object-fit crop): the rendered box keeps the picture's aspect ratio.
    const ratio = await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().height / el.getBoundingClientRect().width / (el.naturalHeight / el.naturalWidth))
    expect(ratio).toBeGreaterThan(0.98)
    expect(ratio).toBeLessThan(1.02)
  })
})

test.describe('portraits', () => {
  test.skip(({ isMobile }) => isMobile, 'which picture and alt text a page names does not depend on the width: the pc project only')
  for (const locale of LOCALES) {
    test(`${locale}: every person has their own portrait, named in its alt text`, async ({ page }) => {
      await open(page, locale, '/company/Leaders/')
      const people = leaders(locale)
      const images = page.locator('main article img')
      await expect(images).toHaveCount(people.length)
      const srcs = new Set<string>()
      for (const [i, person] of people.entries()) {
        await expect(images.nth(i)).toHaveAttribute('alt', new RegExp(person.name))
        srcs.add((await images.nth(i).getAttribute('src'))!)
      }
      expect(srcs.size).toBe(people.length)

      await open(page, locale, '/recruit/Interview/')
      const interview = page.locator('main article img')
      await expect(interview).toHaveCount(3)
      const interviewSrcs = await interview.evaluateAll((els) => els.map((el) => el.getAttribute('src')))
      expect(new Set([...srcs, ...interviewSrcs]).size).toBe(people.length + 3)
    })
  }
})
