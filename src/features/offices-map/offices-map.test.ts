import { describe, expect, it } from 'vitest'

import { SEED_OFFICES } from '@/content/company'

/** The seeded offices of one region, as the page shows them in one locale. */
const offices = (locale: 'ja' | 'en', region: 'tokyo' | 'fukuoka' | 'overseas') =>
  SEED_OFFICES.filter((o) => o.region === region).map((o) => ({ id: o.id, name: o.name[locale], location: o.location, labelSide: o.labelSide }))

import { MAP_FRAMES } from './frames.generated'
import { inFrame, toFramePercent } from './project'

const all = (locale: 'ja' | 'en') => [...offices(locale, 'tokyo'), ...offices(locale, 'fukuoka'), ...offices(locale, 'overseas')]

describe('offices map', () => {
  it('places every office in Japan on the map, the Fukuoka-area sites in the close-up', () => {
    for (const office of [...offices('ja', 'tokyo'), ...offices('ja', 'fukuoka')]) {
      const frame = inFrame(MAP_FRAMES.fukuoka, office.location) ? MAP_FRAMES.fukuoka : MAP_FRAMES.japan
      expect(inFrame(frame, office.location), office.id).toBe(true)
      const { x, y } = toFramePercent(frame, office.location)
      expect(x, office.id).toBeGreaterThan(5)
      expect(x, office.id).toBeLessThan(95)
      expect(y, office.id).toBeGreaterThan(5)
      expect(y, office.id).toBeLessThan(95)
    }
    expect(offices('ja', 'fukuoka').every((o) => inFrame(MAP_FRAMES.fukuoka, o.location))).toBe(true)
    expect(inFrame(MAP_FRAMES.fukuoka, offices('ja', 'tokyo')[0].location)).toBe(false)
  })

  it('shows the whole country: Hokkaido to Kyushu inside the Japan frame', () => {
    const places = { wakkanai: { lat: 45.415, lng: 141.673 }, nemuro: { lat: 43.33, lng: 145.58 }, choshi: { lat: 35.735, lng: 140.83 }, kagoshima: { lat: 31.596, lng: 130.557 }, shimonoseki: { lat: 33.957, lng: 130.94 } }
    for (const [name, point] of Object.entries(places)) {
      const { x, y } = toFramePercent(MAP_FRAMES.japan, point)
      expect([name, x > 0 && x < 100 && y > 0 && y < 100]).toEqual([name, true])
    }
  })

  it('puts places where they are: Tokyo east of and north of Fukuoka', () => {
    const [tokyo] = offices('en', 'tokyo')
    const fukuoka = offices('en', 'fukuoka').find((o) => o.id === 'fukuoka')!
    const a = toFramePercent(MAP_FRAMES.japan, tokyo.location)
    const b = toFramePercent(MAP_FRAMES.japan, fukuoka.location)
    expect(a.x).toBeGreaterThan(b.x)
    expect(a.y).toBeLessThan(b.y)
  })

  it('gives every office a unique id, a name in both languages and a location', () => {
    const ids = all('ja').map((o) => o.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const locale of ['ja', 'en'] as const) {
      for (const office of all(locale)) {
        expect(office.name).not.toBe('')
        expect(Number.isFinite(office.location.lat) && Number.isFinite(office.location.lng)).toBe(true)
      }
    }
  })
})
