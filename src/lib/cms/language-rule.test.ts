import { describe, expect, it } from 'vitest'

import { alternateLanguages } from '../seo'
import { isLiveIn, liveLocalesOf, localeLiveWhere } from './query'

const now = new Date('2027-04-01T00:00:00Z')

describe('per-language publishing (fields/languages.ts)', () => {
  it('a language switched off is not live; one with a time is live from that time; a document without the group is live everywhere', () => {
    expect(liveLocalesOf({ languages: { jaOn: true, enOn: false } }, now)).toEqual(['ja'])
    expect(isLiveIn({ languages: { jaOn: true, enOn: true, enFrom: '2027-04-01T00:01:00Z' } }, 'en', now)).toBe(false)
    expect(isLiveIn({ languages: { jaOn: true, enOn: true, enFrom: '2027-04-01T00:01:00Z' } }, 'en', new Date('2027-04-01T00:01:00Z'))).toBe(true)
    expect(liveLocalesOf({}, now)).toEqual(['ja', 'en'])
  })

  it('the query rule names the language switch and its time', () => {
    expect(localeLiveWhere('en', now)).toEqual({
      and: [{ 'languages.enOn': { equals: true } }, { or: [{ 'languages.enFrom': { exists: false } }, { 'languages.enFrom': { less_than_equal: now.toISOString() } }] }],
    })
  })

  it('hreflang lists only the languages a page exists in, and x-default falls back to one of them', () => {
    const japaneseOnly = alternateLanguages('/news/a/', ['ja'])
    expect(Object.keys(japaneseOnly).sort()).toEqual(['ja', 'x-default'])
    const englishOnly = alternateLanguages('/news/a/', ['en'])
    expect(Object.keys(englishOnly).sort()).toEqual(['en', 'en-US', 'x-default'])
    expect(englishOnly['x-default']).toBe(englishOnly.en)
    expect(Object.keys(alternateLanguages('/news/a/')).sort()).toEqual(['en', 'en-US', 'ja', 'x-default'])
  })
})
