import { describe, expect, it } from 'vitest'

import { ALLOWED_DIMENSIONS, IMAGE_QUALITIES } from './limits'
import { modifiersSegment } from './modifiers'
import { nearestBackground, nearestDimension, nearestQuality, snapVariant } from './variants'

describe('the variant grid', () => {
  it('holds exactly the sizes next/image asks for and the configured qualities', () => {
    expect(ALLOWED_DIMENSIONS).toEqual([64, 128, 256, 320, 640, 768, 1024, 1280, 1536])
    expect(IMAGE_QUALITIES).toEqual([50, 75, 90])
  })

  it('rounds sizes up to the next allowed one, and caps at the largest', () => {
    expect(nearestDimension(1)).toBe(64)
    expect(nearestDimension(641)).toBe(768)
    expect(nearestDimension(1280)).toBe(1280)
    expect(nearestDimension(3072)).toBe(1536)
  })

  it('rounds qualities to the nearest allowed one (up on a tie) and colours to 4 bits a channel', () => {
    expect([1, 62, 63, 80, 83, 100].map(nearestQuality)).toEqual([50, 50, 75, 75, 90, 90])
    expect(nearestBackground('#123456')).toBe('#113355')
    expect(nearestBackground('#ffffff80')).toBe('#ffffff88')
  })

  it('says whether a request is on the grid, should be redirected, or is refused', () => {
    expect(snapVariant({ width: 640, quality: 75, format: 'auto' })).toEqual({ kind: 'exact', modifiers: { width: 640, quality: 75, format: 'auto' } })
    expect(snapVariant({ width: 700 })).toEqual({ kind: 'redirect', modifiers: { width: 768 } })
    expect(snapVariant({ width: 640, height: 360 }).kind).toBe('refused')
    expect(snapVariant({ background: '#ffffff' }).kind).toBe('exact')
  })

  it('writes modifiers back as a URL segment', () => {
    expect(modifiersSegment({ width: 768, quality: 75, format: 'auto' })).toBe('w_768,q_75,f_auto')
    expect(modifiersSegment({ width: 320, height: 320, fit: 'contain', background: '#113355' })).toBe('w_320,h_320,fit_contain,b_135')
    expect(modifiersSegment({ background: '#12345678' })).toBe('b_12345678')
    expect(modifiersSegment({})).toBe('_')
  })
})
