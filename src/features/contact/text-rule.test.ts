import { describe, expect, it } from 'vitest'

import { codePointLength, hasFormatCharacter, hasLoneSurrogate, repairText, withoutFormatCharacters } from '../../lib/text-rules'
import { codePointText } from './cms/text-validation'
import { CONTACT_BOUNDS } from './constants'
import { type ContactInput, contactSchema, fieldErrorsOf } from './schema'
import { composeContactMails } from './server/mail-content'

const valid: ContactInput = {
  subject: 'camera',
  lastName: 'Yamada',
  firstName: 'Hanako',
  company: 'Acme Retail',
  jobTitle: '',
  email: 'hanako@example.com',
  phone: '',
  message: 'Hello',
  privacy: true,
  noSales: true,
}
const errorsOf = (patch: Partial<ContactInput>) => {
  const result = contactSchema('en').safeParse({ ...valid, ...patch })
  return result.success ? {} : fieldErrorsOf(result.error)
}
const EMOJI_50 = '😀'.repeat(CONTACT_BOUNDS.nameMax)
const cms = (max: number, value: string, multiLine = false) => codePointText(max, { multiLine })(value, { req: { i18n: { language: 'en' } } } as never)

describe('one length rule: code points, in the form, the store and the CMS', () => {
  it('counts an emoji as one character', () => {
    expect(EMOJI_50.length).toBe(100)
    expect(codePointLength(EMOJI_50)).toBe(50)
  })

  it('takes a name of 50 emoji in the form and in the CMS alike, and refuses 51 in both', () => {
    expect(errorsOf({ lastName: EMOJI_50 })).toEqual({})
    expect(cms(CONTACT_BOUNDS.nameMax, EMOJI_50)).toBe(true)
    expect(errorsOf({ lastName: `${EMOJI_50}😀` })).toEqual({ lastName: 'tooLong' })
    expect(cms(CONTACT_BOUNDS.nameMax, `${EMOJI_50}😀`)).toMatch(/at most 50/)
  })
})

describe('invisible format characters and lone surrogates', () => {
  const BIDI = ['\u202E', '\u2066', '\u2067', '\u2069', '\u200B', '\u200E', '\u200F', '\uFEFF', '\u202A']

  it('refuses bidi controls and zero-width characters in names and companies', () => {
    for (const c of BIDI) {
      expect(errorsOf({ lastName: `Yama${c}da` }), `U+${c.codePointAt(0)!.toString(16)}`).toEqual({ lastName: 'invalidCharacters' })
      expect(errorsOf({ company: `Ac${c}me` })).toEqual({ company: 'invalidCharacters' })
      expect(cms(100, `Acme${c}`)).not.toBe(true)
    }
  })

  it('keeps the zero-width joiner of an emoji sequence in a message, but not a bidi override', () => {
    expect(errorsOf({ message: 'Family: 👨\u200D👩\u200D👧' })).toEqual({})
    expect(errorsOf({ message: 'price \u202E001\u202C yen' })).toEqual({ message: 'invalidCharacters' })
  })

  it('refuses a lone surrogate instead of turning it into U+FFFD', () => {
    expect(hasLoneSurrogate('a\uD800b')).toBe(true)
    expect(hasLoneSurrogate('😀')).toBe(false)
    expect(errorsOf({ firstName: 'Ha\uDC00nako' })).toEqual({ firstName: 'invalidCharacters' })
    expect(errorsOf({ message: 'x\uD83D' })).toEqual({ message: 'invalidCharacters' })
  })

  it('keeps a staff mail subject free of them even for a row stored before the rule', () => {
    const mails = composeContactMails({
      values: { ...valid, lastName: 'evil\u202Etxt.exe', company: 'A\u2066cme\u2069', jobTitle: '', phone: '', noSales: true } as never,
      locale: 'en',
      receivedAt: new Date('2026-12-01T00:00:00Z'),
      staffTo: 'staff@example.com',
      companyName: { ja: '株式会社', en: 'Kaimono' },
    } as never)
    for (const mail of mails) expect(hasFormatCharacter(mail.subject)).toBe(false)
  })

  it('repairs existing text by the same rule (the migration)', () => {
    expect(repairText(`${EMOJI_50}😀😀`, 50)).toBe(EMOJI_50)
    expect(repairText('Ya\u202Ema\u200Dda', 50)).toBe('Yamada')
    expect(repairText('a👨\u200D👩\u202E', 10, { multiLine: true })).toBe('a👨\u200D👩')
    expect(withoutFormatCharacters('x\uD800y')).toBe('xy')
  })
})
