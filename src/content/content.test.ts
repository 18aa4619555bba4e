import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import ja from '../../messages/ja.json'

import { conduct } from './legal/conduct'
import { privacy } from './legal/privacy'
import { terms } from './legal/terms'

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('static page content', () => {
  it('has the same message keys in Japanese and English', () => {
    expect(keys(en).sort()).toEqual(keys(ja).sort())
  })

  it('gives every legal document the same articles in both languages', () => {
    const ctx = { company: 'X', email: 'x@example.com', enquiryRetention: '2 years' }
    for (const doc of [conduct, privacy, terms]) {
      expect(doc.en(ctx).sections).toHaveLength(doc.ja(ctx).sections.length)
    }
  })

  it('names the configured company and never a hard-coded one in the legal text', () => {
    const text = JSON.stringify(privacy.en({ company: 'Acme Retail, Inc.', email: 'privacy@acme.example', enquiryRetention: '18 months' }))
    expect(text).toContain('Acme Retail, Inc.')
    expect(text).toContain('privacy@acme.example')
    expect(text).not.toMatch(/Kaimono/i)
    // The enquiry retention period comes from the setting (ENQUIRY_RETENTION_MONTHS), in both languages.
    expect(text).toContain('deleted, together with the record of the related emails, 18 months after we receive it')
    expect(JSON.stringify(privacy.ja({ company: 'X', email: 'x@example.com', enquiryRetention: '18か月' }))).toContain('受信から18か月が過ぎた時点で')
  })
})
