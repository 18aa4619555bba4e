/**
 * The two e-mails of an enquiry: the staff notification (in Japanese, the company's language, with the
 * visitor as Reply-To) and the visitor's acknowledgement in the language they used, which repeats none
 * of the free text. Plain text plus an HTML part in which every value is escaped, so HTML typed into the
 * form arrives as text.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales'
import { type ContactTextField, fieldOrderFor } from '../constants'
import type { ContactValues } from '../schema'
import { contactTranslator } from './translator'
import { withoutFormatCharacters } from '../../../lib/text-rules'

export type ComposedMail = {
  kind: 'staff' | 'acknowledgement'
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Belt and braces: the schema already refuses line breaks in single-line fields. */
/** A mail header value: one line, without the invisible characters that could reorder or hide what staff read. */
export function oneLine(value: string): string {
  return withoutFormatCharacters(value).replace(/[\r\n\u2028\u2029]+/g, ' ')
}

export function displayName(values: Pick<ContactValues, 'firstName' | 'lastName'>, locale: Locale): string {
  return locale === 'ja' ? `${values.lastName} ${values.firstName}` : `${values.firstName} ${values.lastName}`
}

function fieldRows(values: ContactValues, locale: Locale): { label: string; value: string }[] {
  const t = contactTranslator(locale)
  return fieldOrderFor(locale).map((field: ContactTextField) => ({
    label: t(`form.${field}`),
    value: field === 'subject' ? t(`subjects.${values.subject}`) : values[field] || '-',
  }))
}

export function render(intro: string[], rows: { label: string; value: string }[], outro: string[]) {
  const text = [...intro, '', ...rows.map((r) => `■ ${r.label}\n${r.value}\n`), ...outro].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.6">',
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      (r) =>
        `<tr><th align="left" valign="top" style="white-space:nowrap">${escapeHtml(r.label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(r.value).replace(/\n/g, '<br>')}</td></tr>`,
    ),
    '</table>',
    ...outro.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n')
  return { text, html }
}

const receivedFormats = new Map<Locale, Intl.DateTimeFormat>()

/** Tokyo time of receipt, one formatter per locale (`toLocaleString` builds a new one on every call). */
export function receivedFormat(locale: Locale): Intl.DateTimeFormat {
  let format = receivedFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', timeZone: 'Asia/Tokyo', timeZoneName: 'short' })
    receivedFormats.set(locale, format)
  }
  return format
}

export function composeContactMails(input: {
  values: ContactValues
  locale: Locale
  receivedAt: Date
  staffTo: string
  companyName: Record<Locale, string>
}): ComposedMail[] {
  const { values, locale, receivedAt } = input
  const staffLocale = DEFAULT_LOCALE
  const ts = contactTranslator(staffLocale)
  const tv = contactTranslator(locale)
  const received = (l: Locale) => `${contactTranslator(l)('mail.received')}: ${receivedFormat(l).format(receivedAt)}`

  const staffBody = render(
    [ts('mail.staffIntro', { locale }), received(staffLocale)],
    // Staff see whether product news may be sent to this address (the visitor's own tick).
    [...fieldRows(values, staffLocale), { label: ts('confirm.marketingOptIn'), value: values.marketingOptIn ? ts('confirm.wanted') : ts('confirm.notWanted') }],
    [],
  )
  const staff: ComposedMail = {
    kind: 'staff',
    to: input.staffTo,
    replyTo: values.email,
    subject: oneLine(
      ts('mail.staffSubject', {
        subject: ts(`subjects.${values.subject}`),
        company: values.company,
        name: displayName(values, staffLocale),
      }),
    ),
    ...staffBody,
  }

  // The visitor's address is not verified: anyone can type someone else's. So the acknowledgement
  // repeats nothing typed into the form (no name, company or message), only the chosen subject.
  const ackBody = render(
    [tv('mail.ackGreeting'), tv('mail.ackIntro', { company: input.companyName[locale] }), received(locale)],
    [{ label: tv('form.subject'), value: tv(`subjects.${values.subject}`) }],
    [tv('mail.ackOutro'), input.companyName[locale]],
  )
  const acknowledgement: ComposedMail = {
    kind: 'acknowledgement',
    to: values.email,
    subject: oneLine(`${tv('mail.ackSubject')} | ${input.companyName[locale]}`),
    ...ackBody,
  }
  return [staff, acknowledgement]
}
