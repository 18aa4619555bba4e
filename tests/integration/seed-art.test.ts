// Renders every seed picture as a real WebP at 1280 px (about 25 s on this machine): integration tier, so
// the fast tier (npm run test:fast) stays quick.
import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { artSvg, renderArt, SCENE_FOCUS, SCENES } from '@/payload/seed/art'
import { SEED_BANNERS, SEED_CAMPAIGNS, SEED_NEWS } from '@/payload/seed/content'

// An article seeded without a picture (its share image is the generated card) has no scene.
const keys = [...SEED_NEWS.filter((n) => n.picture !== false).map((n) => n.slug), ...SEED_CAMPAIGNS.map((c) => c.slug), ...SEED_BANNERS.map((b) => b.key)]
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

describe('seed art', () => {
  // Rendered once (each WebP takes a moment on a busy machine), at the width the brief measures: 1280 px.
  let rendered: Buffer[] = []
  beforeAll(async () => {
    rendered = []
    for (const key of keys) rendered.push(await renderArt(key, 1280, 720))
  })

  it('has a picture of its own for every seeded article, campaign and banner', async () => {
    expect(keys.filter((key) => !SCENES[key])).toEqual([])
    // No two items share a picture: neither the drawing nor the file.
    expect(new Set(keys.map((key) => sha(artSvg(key, 1280, 720)))).size).toBe(keys.length)
    expect(new Set(rendered.map(sha)).size).toBe(keys.length)
    // And they differ in what they show, not in a stray pixel: compare small greyscale thumbnails.
    const thumbs = await Promise.all(rendered.map((buf) => sharp(buf).resize(32, 18).greyscale().raw().toBuffer()))
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        let diff = 0
        for (let p = 0; p < thumbs[i].length; p++) diff += Math.abs(thumbs[i][p] - thumbs[j][p])
        expect(diff / thumbs[i].length, `${keys[i]} vs ${keys[j]}`).toBeGreaterThan(3)
      }
    }
  })

  it('puts every focal point on a scene that exists, inside the picture', () => {
    for (const [key, focus] of Object.entries(SCENE_FOCUS)) {
      expect(SCENES[key], key).toBeDefined()
      expect(focus.x >= 0 && focus.x <= 100 && focus.y >= 0 && focus.y <= 100, key).toBe(true)
    }
  })

  it('keeps every picture small: WebP at 1280 px under 60 KB', async () => {
    for (const [i, webp] of rendered.entries()) {
      const meta = await sharp(webp).metadata()
      expect([meta.format, meta.width]).toEqual(['webp', 1280])
      expect(webp.length, keys[i]).toBeLessThan(60 * 1024)
    }
  })

  it('describes each picture in both languages, and no two alike', () => {
    for (const key of keys) {
      expect(SCENES[key].alt.ja.length, key).toBeGreaterThan(8)
      expect(SCENES[key].alt.en.length, key).toBeGreaterThan(12)
    }
    expect(new Set(keys.map((key) => SCENES[key].alt.ja)).size).toBe(keys.length)
    expect(new Set(keys.map((key) => SCENES[key].alt.en)).size).toBe(keys.length)
  })

  it('gives every seeded banner its message in both languages', () => {
    for (const banner of SEED_BANNERS) {
      for (const locale of ['ja', 'en'] as const) {
        expect(banner.headline[locale]).not.toBe('')
        expect(banner.subline[locale]).not.toBe('')
        expect(banner.ctaLabel[locale]).not.toBe('')
      }
    }
  })
})
