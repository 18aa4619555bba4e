import { describe, expect, it } from 'vitest'

import { MAX_DIMENSION } from './limits'
import { acceptedImageTypes, canonicalModifiers, parseIpxModifiers } from './modifiers'

function ok(segment: string) {
  const parsed = parseIpxModifiers(segment)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.modifiers
}

function refused(segment: string): string {
  const parsed = parseIpxModifiers(segment)
  if (parsed.ok) throw new Error(`"${segment}" was accepted`)
  return parsed.error.message
}

describe('parseIpxModifiers', () => {
  it('reads width, height, quality, format, fit, resize, background and position', () => {
    const all = { width: 640, height: 480, quality: 80, format: 'webp', fit: 'cover', background: '#ffffff', position: 'top' }
    expect(ok('w_640,h_480,q_80,f_webp,fit_cover,b_ffffff,pos_top')).toEqual(all)
    expect(ok('s_320x200')).toEqual({ width: 320, height: 200 })
  })

  it('accepts the long names, the other separators and a lone underscore', () => {
    expect(ok('width:300&height=200&quality_50&format_png')).toEqual({ width: 300, height: 200, quality: 50, format: 'png' })
    expect(ok('_')).toEqual({})
  })

  it('spells jpg as jpeg and keeps auto for later', () => {
    expect(ok('f_jpg').format).toBe('jpeg')
    expect(ok('f_auto').format).toBe('auto')
  })

  it('expands short and alpha hex colours', () => {
    expect(ok('b_fff').background).toBe('#ffffff')
    expect(ok('b_0008').background).toBe('#00000088')
    expect(ok('b_12345678').background).toBe('#12345678')
  })

  it('refuses sizes, qualities and values out of bounds', () => {
    expect(refused(`w_${MAX_DIMENSION + 1}`)).toMatch(/at most/)
    expect(refused('h_100000')).toMatch(/at most/)
    expect(refused(`s_100x${MAX_DIMENSION + 1}`)).toMatch(/at most/)
    expect(refused('w_0')).toMatch(/whole number/)
    expect(refused('w_-5')).toMatch(/whole number/)
    expect(refused('w_1e3')).toMatch(/whole number/)
    expect(refused('w_64.5')).toMatch(/whole number/)
    expect(refused('q_0')).toMatch(/quality/)
    expect(refused('q_101')).toMatch(/quality/)
    expect(refused('q_1000')).toMatch(/quality/)
  })

  it('refuses unknown keys, unknown values, repeats and mixed resize forms', () => {
    expect(refused('blur_5')).toMatch(/Unknown modifier/)
    expect(refused('f_tiff')).toMatch(/format/)
    expect(refused('f_svg')).toMatch(/format/)
    expect(refused('fit_stretch')).toMatch(/fit/)
    expect(refused('pos_middle')).toMatch(/position/)
    expect(refused('b_red')).toMatch(/hex colour/)
    expect(refused('b_ggg')).toMatch(/hex colour/)
    expect(refused('w_100,width_200')).toMatch(/twice/)
    expect(refused('s_100x100,w_50')).toMatch(/not both/)
    expect(refused('s_100')).toMatch(/640x480/)
    expect(refused('w')).toMatch(/Malformed/)
    expect(refused('w_100,,h_100')).toMatch(/Malformed/)
    expect(refused('')).toMatch(/missing/)
    expect(refused(`w_1,${'q_1,'.repeat(80)}`)).toMatch(/too long/)
  })
})

describe('canonicalModifiers', () => {
  it('spells equal requests the same way whatever the order or aliases', () => {
    const a = canonicalModifiers(ok('f_webp,q_80,w_640'), 'webp')
    const b = canonicalModifiers(ok('width_640,quality:80,format_webp'), 'webp')
    expect(a).toBe(b)
    expect(a).toBe('w_640,q_80,f_webp')
  })
})

describe('acceptedImageTypes', () => {
  it('lists the image types a browser names, minus those with q=0', () => {
    expect([...acceptedImageTypes('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')]).toEqual(['avif', 'webp', 'apng', '*'])
    expect(acceptedImageTypes('image/webp;q=0, image/png').has('webp')).toBe(false)
    expect(acceptedImageTypes(null).size).toBe(0)
    expect(acceptedImageTypes('*/*').size).toBe(0)
  })
})
