/**
 * Pictures (issue 47 items 3 and 4, issue 44's portraits and phone thumbnails): the editor's focal point keeps a
 * portrait's face in the phone crop, and an article with no picture is shared with a generated card whose Japanese
 * title is drawn whole. About the server and one viewport set here: PC project only. Both walks are tagged @postgres:
 * scripts/e2e-postgres.mjs runs them on PostgreSQL too (the focal point and the card's data through that adapter).
 */
import { expect, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { adminToken, test } from './helpers'

const MARKER = { r: 255, g: 0, b: 255 }
const DISTRACTOR = { r: 0, g: 200, b: 0 }

/** A tall test portrait: its "face" (a magenta disc) near the top at 50 %/10 %, a green disc near the bottom. */
async function markerPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="800"><rect width="400" height="800" fill="#dde3ea"/>
    <circle cx="200" cy="80" r="44" fill="rgb(${MARKER.r},${MARKER.g},${MARKER.b})"/>
    <circle cx="200" cy="720" r="44" fill="rgb(${DISTRACTOR.r},${DISTRACTOR.g},${DISTRACTOR.b})"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** How many pixels of a screenshot are near a colour. */
async function countColour(png: Buffer, colour: { r: number; g: number; b: number }): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let n = 0
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    if (Math.abs(data[i]! - colour.r) < 40 && Math.abs(data[i + 1]! - colour.g) < 40 && Math.abs(data[i + 2]! - colour.b) < 40) n++
  }
  return n
}

async function firstInterview(request: APIRequestContext, token: string): Promise<{ id: number; portrait: number | null }> {
  const res = await request.get('/api/interviews/?sort=sortOrder&limit=1&depth=0&locale=ja', { headers: { Authorization: `JWT ${token}` } })
  const doc = ((await res.json()) as { docs: { id: number; portrait: number | null }[] }).docs[0]!
  return doc
}

test.describe('pictures', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'pc', 'about the server and one viewport set here: PC project only')
  })

  test('at 390 px a portrait whose focal point is on the face shows the face, not the middle of the picture', { tag: '@postgres' }, async ({ page, request }) => {
    // An upload, a page expired by its tags and a first encode of the picture: slow on a loaded machine.
    test.setTimeout(120_000)
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const upload = await request.post('/api/media/?locale=ja', {
      headers: auth,
      multipart: {
        file: { name: `focal-test-${Date.now()}.png`, mimeType: 'image/png', buffer: await markerPortrait() },
        _payload: JSON.stringify({ alt: '焦点のテスト', focalX: 50, focalY: 10 }),
      },
    })
    expect(upload.status()).toBe(201)
    const media = ((await upload.json()) as { doc: { id: number; filename: string; focalY: number } }).doc
    expect(media.focalY).toBe(10)
    const person = await firstInterview(request, token)
    expect((await request.patch(`/api/interviews/${person.id}/?locale=ja`, { headers: auth, data: { portrait: media.id } })).status()).toBe(200)
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      const portrait = page.locator('article img').first()
      // The page is expired by the media and interview tags; wait until it shows the new picture.
      await expect(async () => {
        await page.goto('/recruit/Interview/')
        await expect(portrait).toHaveAttribute('src', new RegExp(media.filename.replace(/\.\w+$/, '')))
      }).toPass({ timeout: 30_000 })
      await expect(portrait).toHaveJSProperty('complete', true)
      // Cropped (3:2 across the card), positioned on the focal point.
      const box = (await portrait.boundingBox())!
      expect(box.width / box.height).toBeCloseTo(1.5, 1)
      expect(await portrait.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 10%')
      const shot = await portrait.screenshot()
      expect(await countColour(shot, MARKER)).toBeGreaterThan(2000)
      expect(await countColour(shot, DISTRACTOR)).toBe(0)
      // The same crop centred (what the site did before) loses the face: the check above is about the focal point.
      await portrait.evaluate((img) => (img.style.objectPosition = '50% 50%'))
      expect(await countColour(await portrait.screenshot(), MARKER)).toBe(0)
      // And the phone news list shows each thumbnail whole (its box has the picture's own shape, so no crop cuts
      // through the people or the donut), still positioned on the subject should a picture of another shape come.
      // The press list: the other tests add their articles (without pictures) to the news category, above the seeded
      // ones, so the whole list's first page may hold none of them (seen on a database three runs had used).
      await page.goto('/news/?category=press')
      const donut = page.locator('img[src*="seed-art-year-in-numbers-2025"]')
      await expect(donut).toHaveCount(1)
      expect(await donut.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('25% 55%')
      const thumbs = page.locator('main article img')
      await expect(thumbs.first()).toBeVisible()
      const shapes = await thumbs.evaluateAll((imgs) => imgs.map((img) => {
        const { width, height } = img.getBoundingClientRect()
        return { src: img.getAttribute('src') ?? '', box: width / height, picture: Number(img.getAttribute('width')) / Number(img.getAttribute('height')) }
      }))
      expect(shapes.length).toBeGreaterThan(1)
      for (const { src, box, picture } of shapes) expect(box, src).toBeCloseTo(picture, 1)
    } finally {
      await request.patch(`/api/interviews/${person.id}/?locale=ja`, { headers: auth, data: { portrait: person.portrait } })
      await request.delete(`/api/media/${media.id}/`, { headers: auth })
    }
  })

  test('an article with no picture is shared with its generated card: title drawn in Japanese and English, other articles keep their picture', { tag: '@postgres' }, async ({ request }) => {
    test.setTimeout(90_000)
    for (const [prefix, locale] of [['', 'ja'], ['/en', 'en']] as const) {
      const html = await (await request.get(`${prefix}/news/year-end-holiday-2024/`)).text()
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
      const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1]
      expect(og).toMatch(new RegExp(`/share-card/${locale}/news/year-end-holiday-2024\\.png\\?v=\\w+$`))
      expect(twitter).toBe(og)
      expect(html).toContain('<meta property="og:image:width" content="1200"/>')
      const card = await request.get(new URL(og!.replace(/&amp;/g, '&')).pathname + new URL(og!.replace(/&amp;/g, '&')).search)
      expect(card.status()).toBe(200)
      expect(card.headers()['content-type']).toBe('image/png')
      expect(card.headers()['x-content-type-options']).toBe('nosniff')
      // Kept by shared caches like the feeds (30 s); the server redraws it when the article changes.
      expect(card.headers()['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=300')
      const png = await card.body()
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([1200, 630])
      // Ink in the title box (80,190 1040×300), none on its edges.
      let ink = 0
      let edge = 0
      for (let y = 190; y < 490; y++) {
        for (let x = 78; x < 1122; x++) {
          const i = (y * info.width + x) * 3
          if (data[i]! < 90 && data[i + 1]! < 90 && data[i + 2]! < 110) {
            if (x < 80 || x >= 1120 || y === 190 || y === 489) edge++
            else ink++
          }
        }
      }
      expect(ink, locale).toBeGreaterThan(3000)
      expect(edge, locale).toBe(0)
    }
    const withPicture = await (await request.get('/news/year-in-numbers-2025/')).text()
    expect(/<meta property="og:image" content="([^"]+)"/.exec(withPicture)?.[1]).toContain('/_ipx/')
  })

  test('the card route answers 404 for what it does not know and 405 for other methods, never 5xx', async ({ request }) => {
    const bad = [
      '/share-card/ja/news/no-such-article.png',
      '/share-card/fr/news/year-end-holiday-2024.png',
      '/share-card/ja/page/year-end-holiday-2024.png',
      '/share-card/ja/page/lp..seminar-2027.png',
      '/share-card/ja/page/lp%2Fseminar-2027.png',
      '/share-card/ja/page/company.Info.png',
      `/share-card/ja/page/${'a.'.repeat(1500)}png`,
      '/share-card/ja/news/year-end-holiday-2024.jpg',
      '/share-card/ja/news/year-end-holiday-2024',
      '/share-card/ja/news/%ff.png',
      '/share-card/ja/news/..%2f..%2fpackage.json.png',
      `/share-card/ja/news/${'a'.repeat(3000)}.png`,
      '/share-card/ja/news/YEAR-END-HOLIDAY-2024.png',
      '/share-card/ja/news/',
      '/share-card/',
    ]
    for (const url of bad) {
      // A path without the .png is a page path: the slash redirect, then the 404.
      const res = await request.get(url)
      expect(res.status(), url).toBeGreaterThanOrEqual(400)
      expect(res.status(), url).toBeLessThan(500)
    }
    const post = await request.post('/share-card/ja/news/year-end-holiday-2024.png', { data: 'x' })
    expect(post.status()).toBeGreaterThanOrEqual(400)
    expect(post.status()).toBeLessThan(500)
  })
})
