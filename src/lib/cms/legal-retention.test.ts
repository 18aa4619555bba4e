import { describe, expect, it } from 'vitest'

import { retentionPeriod, toLegalView } from './content-mappers'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const doc = (text: string) => ({ title: 'Privacy', kind: 'privacy', body: { root: { children: [{ type: 'heading', tag: 'h2', children: [{ type: 'text', text: '1. Retention' }] }, paragraph(text)] } } })

describe('the enquiry retention period in the privacy policy', () => {
  it('words the setting in each language', () => {
    expect(retentionPeriod('ja', 24)).toBe('2年')
    expect(retentionPeriod('en', 24)).toBe('2 years')
    expect(retentionPeriod('en', 12)).toBe('1 year')
    expect(retentionPeriod('ja', 18)).toBe('18か月')
    expect(retentionPeriod('en', 1)).toBe('1 month')
  })

  it('fills {enquiryRetention} where the CMS text names it, and leaves it visible where no period is given (preview)', () => {
    const filled = toLegalView(doc('Deleted {enquiryRetention} after we receive it.'), 'en', { company: 'X', email: 'x@example.com', enquiryRetention: '18 months' })
    expect(filled?.sections[0].body).toEqual(['Deleted 18 months after we receive it.'])
    const unfilled = toLegalView(doc('Deleted {enquiryRetention} after we receive it.'), 'en', { company: 'X', email: 'x@example.com' })
    expect(unfilled?.sections[0].body).toEqual(['Deleted {enquiryRetention} after we receive it.'])
  })
})
