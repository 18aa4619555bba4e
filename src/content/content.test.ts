import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import ja from '../../messages/ja.json'

import { groupCompanies, leaders, offices } from './company'
import { FIGURES } from './figures'
import { conduct } from './legal/conduct'
import { privacy } from './legal/privacy'
import { terms } from './legal/terms'

const names = { ja: { company: '株式会社テスト', brand: 'テスト' }, en: { company: 'Test, Inc.', brand: 'Test' } }

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('static page content', () => {
  it('has the same message keys in Japanese and English', () => {
    expect(keys(en).sort()).toEqual(keys(ja).sort())
  })

  it('gives every legal document the same articles in both languages, with the SPEC dates', () => {
    const ctx = { company: 'X', email: 'x@example.com' }
    for (const doc of [conduct, privacy, terms]) {
      expect(doc.en(ctx).sections).toHaveLength(doc.ja(ctx).sections.length)
    }
    expect(conduct.en(ctx).dates[0].value).toBe('June 28, 2021')
    expect(conduct.ja(ctx).dates[0].value).toBe('2021年6月28日')
    expect(terms.en(ctx).dates[0].value).toBe('June 8, 2021')
    expect(privacy.ja(ctx).dates[0].value).toBe('2021年6月8日')
  })

  it('names the configured company and never a hard-coded one in the legal text', () => {
    const text = JSON.stringify(privacy.en({ company: 'Acme Retail, Inc.', email: 'privacy@acme.example' }))
    expect(text).toContain('Acme Retail, Inc.')
    expect(text).toContain('privacy@acme.example')
    expect(text).not.toMatch(/Kaimono/i)
  })

  it('lists each group company with every field it has, and the employees add up to 134', () => {
    for (const locale of ['ja', 'en'] as const) {
      const companies = groupCompanies(locale, names[locale])
      expect(companies[0].name).toBe(names[locale].company)
      expect(companies[0].rows).toHaveLength(9)
      // The subsidiary has no branch offices: the row is left out, never shown as "none".
      expect(companies[1].rows).toHaveLength(8)
      for (const company of companies) {
        for (const row of company.rows) expect(row.value.length, row.label).toBeGreaterThan(0)
        expect(company.rows.map((row) => row.value).flat()).not.toContain(locale === 'ja' ? 'なし' : 'None')
      }
    }
    expect(FIGURES.employees.parent + FIGURES.employees.subsidiary).toBe(FIGURES.employees.group)
    expect(FIGURES.employees.group).toBe(134)
  })

  it('has Tokyo, several Fukuoka-area sites and the China office in both languages', () => {
    for (const locale of ['ja', 'en'] as const) {
      expect(offices(locale, 'tokyo')).toHaveLength(1)
      expect(offices(locale, 'fukuoka').length).toBeGreaterThanOrEqual(3)
      expect(offices(locale, 'overseas')[0].id).toBe('shanghai')
      for (const leader of leaders(locale)) {
        expect(leader.name && leader.title && leader.jobTitle && leader.bio.length).toBeTruthy()
      }
    }
  })
})
