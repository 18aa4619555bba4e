import { describe, expect, it } from 'vitest'

import en from '../../../messages/en.json'
import ja from '../../../messages/ja.json'
import { CONTACT_BOUNDS } from './constants'
import { CONTACT_ERROR_CODES, type ContactInput, contactSchema, fieldErrorsOf, summaryCodeOf } from './schema'

const valid: ContactInput = {
  subject: 'camera',
  lastName: '山田',
  firstName: '花子',
  company: '株式会社テスト',
  jobTitle: '',
  email: 'hanako@example.co.jp',
  phone: '',
  message: 'カメラについて教えてください。\n二行目です。',
  privacy: true,
  noSales: true,
}

function errorsOf(locale: 'ja' | 'en', patch: Partial<Record<keyof ContactInput, unknown>>) {
  const result = contactSchema(locale).safeParse({ ...valid, ...patch })
  return result.success ? {} : fieldErrorsOf(result.error)
}

describe('contact form messages', () => {
  it('shows the exact English texts of requirements §5', () => {
    expect(en.contact.errors.privacy).toBe('You need to accept our privacy policy. Please check it.')
    expect(en.contact.errors.required).toBe('Please complete all required fields.')
    expect(en.contact.errors.email).toBe('Please enter the correct email address.')
    expect(en.contact.errors.phone).toBe('Please enter the correct phone number.')
    expect(en.contact.errors.general).toBe('Some fields are not entered correctly. Please check and try again.')
  })

  it('has a Japanese and an English text for every error the schema can give', () => {
    for (const code of CONTACT_ERROR_CODES) {
      expect(en.contact.errors[code], code).toBeTruthy()
      expect(ja.contact.errors[code], code).toBeTruthy()
    }
  })

  it('sums up field errors with the texts of requirements §5', () => {
    expect(summaryCodeOf('tooLong')).toBe('general')
    expect(summaryCodeOf('singleLine')).toBe('general')
    expect(summaryCodeOf('noSales')).toBe('required')
    expect(summaryCodeOf('phone')).toBe('phone')
  })
})

describe('contact form schema', () => {
  it('accepts a complete Japanese entry and trims values', () => {
    const out = contactSchema('ja').parse({ ...valid, company: '  株式会社テスト  ' })
    expect(out.company).toBe('株式会社テスト')
  })

  it('accepts an English entry without the no-sales tick', () => {
    expect(contactSchema('en').safeParse({ ...valid, noSales: undefined }).success).toBe(true)
  })

  it('asks for every required field when they are empty', () => {
    const errors = errorsOf('ja', { subject: '', lastName: ' ', firstName: '', company: '', email: '', message: '\n' })
    expect(errors).toEqual({
      subject: 'required',
      lastName: 'required',
      firstName: 'required',
      company: 'required',
      email: 'required',
      message: 'required',
    })
  })

  it('leaves job title and phone optional', () => {
    expect(errorsOf('en', { jobTitle: '', phone: '' })).toEqual({})
  })

  it('requires the privacy policy to be accepted', () => {
    expect(errorsOf('en', { privacy: false })).toEqual({ privacy: 'privacy' })
  })

  it('requires the no-sales tick in Japanese only', () => {
    expect(errorsOf('ja', { noSales: false })).toEqual({ noSales: 'noSales' })
    expect(errorsOf('en', { noSales: false })).toEqual({})
  })

  it('refuses a subject that is not offered', () => {
    expect(errorsOf('en', { subject: 'sales' })).toEqual({ subject: 'general' })
  })

  it.each(['plainaddress', 'a@b', 'a b@example.com', '@example.com'])('refuses the e-mail %s', (email) => {
    expect(errorsOf('en', { email })).toEqual({ email: 'email' })
  })

  it('accepts e-mail addresses up to 254 characters and refuses longer ones', () => {
    const local = 'a'.repeat(64)
    const domain = (n: number) => `${'b'.repeat(n)}.example.com`
    const ok = `${local}@${domain(254 - 64 - 1 - '.example.com'.length)}`
    expect(ok.length).toBe(CONTACT_BOUNDS.emailMax)
    expect(errorsOf('en', { email: ok }).email).not.toBe('tooLong')
    expect(errorsOf('en', { email: `${ok}x` })).toEqual({ email: 'tooLong' })
  })

  it.each(['03-1234-5678', '+81 3 1234 5678', '(03) 1234-5678', '0312345678', '+123456789012345'])('accepts the phone number %s', (phone) => {
    expect(errorsOf('en', { phone })).toEqual({})
  })

  it.each(['123-4567', '+1234567890123456', '03-1234-567x', '03+1234+5678', '0312345678 ext 9'])('refuses the phone number %s', (phone) => {
    expect(errorsOf('en', { phone })).toEqual({ phone: 'phone' })
  })

  it.each([
    ['lastName', CONTACT_BOUNDS.nameMax],
    ['firstName', CONTACT_BOUNDS.nameMax],
    ['company', CONTACT_BOUNDS.companyMax],
    ['jobTitle', CONTACT_BOUNDS.jobTitleMax],
    ['message', CONTACT_BOUNDS.messageMax],
  ] as const)('allows %s up to %i characters, counting Japanese characters as one', (field, max) => {
    expect(errorsOf('ja', { [field]: 'あ'.repeat(max) })).toEqual({})
    expect(errorsOf('ja', { [field]: 'あ'.repeat(max + 1) })).toEqual({ [field]: 'tooLong' })
  })

  it.each(['lastName', 'firstName', 'company', 'jobTitle', 'email'] as const)('refuses line breaks in %s (no header injection)', (field) => {
    expect(errorsOf('en', { [field]: 'Acme\r\nBcc: victim@example.com' })).toEqual({ [field]: 'singleLine' })
    expect(errorsOf('en', { [field]: 'Acme\nX' })).toEqual({ [field]: 'singleLine' })
  })

  it('refuses control characters, but keeps line breaks in the message', () => {
    expect(errorsOf('en', { company: 'Acme\u0000' })).toEqual({ company: 'invalidCharacters' })
    expect(errorsOf('en', { message: 'Hello\u0007' })).toEqual({ message: 'invalidCharacters' })
    expect(errorsOf('en', { message: 'Line one\r\nLine two\nLine three' })).toEqual({})
    expect(contactSchema('en').parse({ ...valid, message: 'a\r\nb' }).message).toBe('a\nb')
  })

  it('keeps HTML as plain text (it is escaped where shown, never stripped or rendered)', () => {
    const message = '<script>alert(1)</script><b>bold</b>'
    expect(contactSchema('en').parse({ ...valid, message }).message).toBe(message)
  })

  it('refuses values of the wrong type', () => {
    expect(errorsOf('en', { lastName: 42, privacy: 'yes' })).toEqual({ lastName: 'required', privacy: 'privacy' })
  })
})
