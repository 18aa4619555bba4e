/**
 * House style over all the copy a visitor can read (issue 44): the page messages, the seeded articles,
 * campaigns and banners, the company records and the legal documents, in Japanese and English.
 */
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import ja from '../../messages/ja.json'
import { SEED_BANNERS, SEED_CAMPAIGNS, SEED_NEWS } from '../../src/payload/seed/content'

import { FIGURES } from '../../src/content/figures'
import { conduct } from '../../src/content/legal/conduct'
import { privacy } from '../../src/content/legal/privacy'
import { terms } from '../../src/content/legal/terms'

/** Every string inside a value (objects and arrays; functions, the campaigns' dates, are not copy). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/
const settings = { company: '株式会社カイモノAI', email: 'info@example.com', enquiryRetention: '2年' }
const japaneseCopy = [ja, SEED_NEWS.map((n) => [n.title.ja, n.excerpt.ja, n.body.ja]), SEED_CAMPAIGNS, SEED_BANNERS, conduct.ja(settings), privacy.ja(settings), terms.ja(settings)].flatMap(strings).filter((s) => JAPANESE.test(s))
const englishCopy = [en, SEED_NEWS.map((n) => [n.title.en, n.excerpt.en, n.body.en]), conduct.en(settings), privacy.en(settings), terms.en(settings)].flatMap(strings)

describe('the house style', () => {
  it('writes お客さま, never お客様', () => {
    expect(japaneseCopy.length).toBeGreaterThan(300)
    expect(japaneseCopy.filter((s) => s.includes('お客様'))).toEqual([])
    expect(japaneseCopy.some((s) => s.includes('お客さま'))).toBe(true)
  })

  it('puts Japanese in full-width parentheses （…）, never half-width ones', () => {
    expect(japaneseCopy.filter((s) => /\([^()]*[\u3040-\u30ff\u3400-\u9fff][^()]*\)/.test(s))).toEqual([])
  })

  it('calls the places where the cameras run "stores" in English, never "shops" (38 stores)', () => {
    expect(englishCopy.filter((s) => /\b\d+ shops\b|\{shops\} shops|"shops"/.test(s) || s === 'shops')).toEqual([])
  })

  it('numbers the sections of the three legal documents one way (1. …)', () => {
    for (const doc of [conduct, privacy, terms]) {
      for (const locale of ['ja', 'en'] as const) {
        const { sections } = doc[locale]({ company: 'X', email: 'x@example.com', enquiryRetention: '2 years' })
        sections.forEach((section, i) => expect(section.heading, section.heading).toMatch(new RegExp(`^${i + 1}\\. \\S`)))
      }
    }
  })

  it('dates the camera count at the reading the news uses (end of December 2025)', () => {
    expect(FIGURES.cameras.asOf.ja).toBe('2025年12月末時点')
    const yearInNumbers = SEED_NEWS.find((n) => n.slug === 'year-in-numbers-2025')!
    expect(yearInNumbers.body.ja.join('')).toContain(`${FIGURES.cameras.asOf.ja}で、${FIGURES.cameras.shops}店舗においてAIカメラ${FIGURES.cameras.value}台`)
    // Articles that quote a figure say which reading: no article but that one quotes the camera count.
    expect(SEED_NEWS.filter((n) => n.slug !== yearInNumbers.slug && [n.excerpt.ja, ...n.body.ja].join('').includes(FIGURES.cameras.value))).toEqual([])
  })
})
