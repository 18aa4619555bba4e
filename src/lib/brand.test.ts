import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BRAND_MARK_SVG, lockupSvg, wordmark } from './brand'

describe('the brand files', () => {
  it('are the shapes of src/lib/brand.ts (run `npx tsx scripts/make-icons.mjs` after changing them)', () => {
    expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(BRAND_MARK_SVG)
    for (const lockup of ['ja', 'en'] as const) expect(readFileSync(`public/brand/lockup-${lockup}.svg`, 'utf8').trim()).toBe(lockupSvg(lockup))
  })

  it('draws both wordmarks on one baseline, the Japanese one shorter than the English one', () => {
    const ja = wordmark('ja')
    const en = wordmark('en')
    expect(ja.height).toBe(en.height)
    expect(ja.width).toBeLessThan(en.width)
    // every stroke is a path the SVG parser accepts: only numbers and the commands used
    for (const part of [...ja.parts, ...en.parts]) expect(part.d).toMatch(/^M[\d\s.MLHVCa-]+$/)
  })
})
