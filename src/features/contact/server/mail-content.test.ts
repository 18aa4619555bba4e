import { describe, expect, it } from 'vitest'

import { composeContactMails, escapeHtml } from './mail-content'

const values = {
  subject: 'other' as const,
  lastName: 'Smith',
  firstName: 'Jane',
  company: '<script>alert(1)</script>',
  jobTitle: '',
  email: 'jane@example.com',
  phone: '',
  message: 'Line 1\n<b>Line 2</b>',
  privacy: true as const,
  noSales: undefined,
}

describe('contact e-mails', () => {
  const [staff, ack] = composeContactMails({
    values,
    locale: 'en',
    receivedAt: new Date('2026-01-02T03:04:05Z'),
    staffTo: 'sales@example.com',
    companyName: { ja: '株式会社カイモノAI', en: 'Kaimono AI, Inc.' },
  })

  it('escapes HTML typed into the form in the HTML part', () => {
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(staff.html).not.toContain('<script>')
    expect(staff.html).toContain('Line 1<br>&lt;b&gt;Line 2&lt;/b&gt;')
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;')
  })

  it('sends staff a Japanese notification with the visitor as Reply-To', () => {
    expect(staff.to).toBe('sales@example.com')
    expect(staff.replyTo).toBe('jane@example.com')
    expect(staff.subject).toContain('[Webお問い合わせ] その他')
  })

  it('acknowledges the visitor in their language without repeating anything they typed', () => {
    expect(ack.to).toBe('jane@example.com')
    expect(ack.subject).toBe('We have received your enquiry | Kaimono AI, Inc.')
    expect(ack.text).toContain('Thank you for your enquiry.')
    expect(ack.text).toContain('Other')
    for (const typed of ['Jane', 'Smith', 'script', 'Line 1', 'Line 2']) {
      expect(ack.text).not.toContain(typed)
      expect(ack.html).not.toContain(typed)
    }
  })

  it('never puts a line break into a subject', () => {
    const [s] = composeContactMails({
      values: { ...values, company: 'A\r\nBcc: x@example.com' },
      locale: 'en',
      receivedAt: new Date(),
      staffTo: 'sales@example.com',
      companyName: { ja: 'x', en: 'x' },
    })
    expect(s.subject).not.toMatch(/[\r\n]/)
  })
})
