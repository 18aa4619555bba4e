/**
 * The two e-mails of a CMS form's submission, built like the contact form's (contact/server/mail-content.ts): the
 * staff notification to the form's own address, in Japanese, every answer with its label and the visitor as
 * Reply-To; the acknowledgement in the visitor's language, naming only the form (nothing typed is repeated).
 */
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales'
import { type ComposedMail, oneLine, receivedFormat, render } from '../../contact/server/mail-content'
import { contactTranslator } from '../../contact/server/translator'
import type { FormSnapshot } from './submission'

export function replyAddressOf(snapshot: FormSnapshot): string {
  const email = snapshot.fields.find((f) => f.kind === 'email')?.value
  return typeof email === 'string' ? email : ''
}

export function composeFormMails(input: { form: FormSnapshot; locale: Locale; receivedAt: Date; companyName: Record<Locale, string> }): ComposedMail[] {
  const { form, locale, receivedAt } = input
  const staffLocale = DEFAULT_LOCALE
  const ts = contactTranslator(staffLocale)
  const tv = contactTranslator(locale)
  const received = (l: Locale) => `${contactTranslator(l)('mail.received')}: ${receivedFormat(l).format(receivedAt)}`
  const email = replyAddressOf(form)
  const textOf = (key: string) => {
    const value = form.fields.find((f) => f.key === key)?.display[staffLocale]
    return value || '-'
  }
  const staffBody = render(
    [ts('formMail.staffIntro', { form: form.formName, locale }), received(staffLocale)],
    form.fields.map((f) => ({ label: f.label[staffLocale], value: f.display[staffLocale] || '-' })),
    [],
  )
  const staff: ComposedMail = {
    kind: 'staff',
    to: form.notifyTo,
    replyTo: email || undefined,
    subject: oneLine(ts('formMail.staffSubject', { form: form.formName, company: textOf('company'), name: textOf('name') })),
    ...staffBody,
  }
  const mails: ComposedMail[] = [staff]
  if (email) {
    const ackBody = render(
      [tv('mail.ackGreeting'), tv('formMail.ackIntro', { company: input.companyName[locale], form: form.formName }), received(locale)],
      [{ label: tv('formMail.formLabel'), value: form.formName }],
      [tv('mail.ackOutro'), input.companyName[locale]],
    )
    mails.push({ kind: 'acknowledgement', to: email, subject: oneLine(`${tv('formMail.ackSubject', { form: form.formName })} | ${input.companyName[locale]}`), ...ackBody })
  }
  return mails
}
