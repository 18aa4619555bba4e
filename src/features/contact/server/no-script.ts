/**
 * The contact form without JavaScript (issue 41 §8): progressive enhancement of the same endpoint. The entry form
 * posts (`method="post"`, `action="/api/contact/"`, application/x-www-form-urlencoded), so nothing typed ever goes
 * into a URL, whether scripts have not run yet or never will. Without scripts the endpoint answers with HTML:
 * - `step=confirm` (the entry form's own post): the values checked by the one schema; the entry again with the
 *   messages when something is wrong, else the Confirm step: the values shown, carried on in hidden fields of a
 *   form that posts again, with a fresh form token (its minimum fill time runs while the visitor reads) and an
 *   idempotency key made here;
 * - `step=edit` (Modify): the entry form with the values typed;
 * - `step=submit`: the JSON path's own checks (origin, token, rate limit, schema, store: handleContact), then the
 *   Complete step as HTML (the site's Complete page shows its step only to a browser that ran the form's script; a
 *   reload posts again with the same idempotency key, which is a replay: the same answer, nothing stored twice), or the
 *   Error step.
 * Every answer is `no-store`: it holds what the visitor typed.
 */
import { randomBytes } from 'node:crypto'

import { DEFAULT_LOCALE, isLocale, LOCALE_ISO, type Locale } from '../../../i18n/locales'
import { localizedPath } from '../../../i18n/strategy'
import { env } from '../../../lib/env'
import { CONTACT_BOUNDS, CONTACT_SUBJECTS } from '../constants'
import { type ContactInput, contactSchema, type FieldErrors, fieldErrorsOf } from '../schema'
import { type ContactRequest, type ContactResponse, handleContact, handleContactGet, isSameOrigin } from './handle-post'
import { escapeHtml } from './mail-content'
import { contactTranslator } from './translator'

import type { Payload } from 'payload'

export const FORM_ENCODING = 'application/x-www-form-urlencoded'
/**
 * Percent-encoding triples every byte of Japanese text: a 4,000-character message is 36 kB form-encoded (12 kB as
 * JSON), so the form's limit is above the JSON one (and under the front door's 64 kB for this path).
 */
const FORM_MAX_BODY_BYTES = 60 * 1024

export function isFormPost(contentType: string | null): boolean {
  return (contentType ?? '').toLowerCase().startsWith(FORM_ENCODING)
}

export type HtmlAnswer = { status: number; html?: string; location?: string; headers?: Record<string, string>; afterResponse?: () => Promise<void> }

const TEXT_FIELDS = ['lastName', 'firstName', 'company', 'jobTitle', 'email', 'phone'] as const
type Step = 'confirm' | 'edit' | 'submit'

function valuesFrom(form: URLSearchParams): ContactInput {
  const text = (name: string) => form.get(name) ?? ''
  const ticked = (name: string) => ['on', 'true', '1'].includes(form.get(name) ?? '')
  return {
    subject: text('subject') as ContactInput['subject'],
    lastName: text('lastName'),
    firstName: text('firstName'),
    company: text('company'),
    jobTitle: text('jobTitle'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    privacy: ticked('privacy') as true,
    noSales: ticked('noSales') as true,
  }
}

const e = escapeHtml

export function page(locale: Locale, title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="${LOCALE_ISO[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} | ${e(locale === 'ja' ? env().COMPANY_NAME_JA : env().COMPANY_NAME_EN)}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.7;color:#1a1a1a;background:#fff;margin:0}
main{max-width:44rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.6rem;line-height:1.4}
label{display:block;font-weight:600;margin:1.25rem 0 .35rem}
input[type=text],input[type=email],input[type=tel],select,textarea{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #6b6b6b;border-radius:4px}
.check{display:flex;gap:.5rem;align-items:flex-start;margin-top:1rem;font-weight:400}
.error{color:#b00020;margin:.35rem 0 0}
.summary{border:2px solid #b00020;padding:.75rem 1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:minmax(8rem,30%) 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:2rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:4px;border:2px solid #0b4f9c;cursor:pointer;min-height:44px}
button.primary{background:#0b4f9c;color:#fff}button.secondary{background:#fff;color:#0b4f9c}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${e(name)}" value="${e(value)}">`
}

function hiddenValues(values: ContactInput): string {
  const out = [hidden('subject', values.subject ?? ''), ...TEXT_FIELDS.map((f) => hidden(f, String(values[f] ?? ''))), hidden('message', values.message ?? '')]
  if (values.privacy) out.push(hidden('privacy', 'on'))
  if (values.noSales) out.push(hidden('noSales', 'on'))
  return out.join('\n')
}

/** The entry step: every field with what was typed and, after a check, its message. */
function entryPage(locale: Locale, values: ContactInput, errors: FieldErrors): string {
  const t = contactTranslator(locale)
  const message = (field: keyof ContactInput) => {
    const code = errors[field]
    if (!code) return ''
    const max = field === 'message' ? CONTACT_BOUNDS.messageMax : field === 'company' || field === 'jobTitle' ? CONTACT_BOUNDS.companyMax : CONTACT_BOUNDS.nameMax
    return `<p class="error" id="contact-${field}-error">${e(t(`errors.${code}`, { max, minutes: 10 }))}</p>`
  }
  const described = (field: keyof ContactInput) => (errors[field] ? ` aria-invalid="true" aria-describedby="contact-${field}-error"` : '')
  const input = (field: (typeof TEXT_FIELDS)[number], type: string, autocomplete: string, required: boolean) =>
    `<label for="contact-${field}">${e(t(`form.${field}`))} (${e(t(required ? 'form.requiredBadge' : 'form.optionalBadge'))})</label>
<input id="contact-${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" value="${e(String(values[field] ?? ''))}"${required ? ' required' : ''}${described(field)}>
${message(field)}`
  const names = locale === 'ja' ? [input('lastName', 'text', 'family-name', true), input('firstName', 'text', 'given-name', true)] : [input('firstName', 'text', 'given-name', true), input('lastName', 'text', 'family-name', true)]
  const options = CONTACT_SUBJECTS.map((s) => `<option value="${s}"${values.subject === s ? ' selected' : ''}>${e(t(`subjects.${s}`))}</option>`).join('')
  const summary = Object.keys(errors).length ? `<div class="summary" role="alert"><p>${e(t('form.summaryHeading'))}</p></div>` : ''
  const noSales =
    locale === 'ja'
      ? `<label class="check"><input type="checkbox" name="noSales"${values.noSales ? ' checked' : ''}${described('noSales')}> ${e(t('form.noSales'))}</label>${message('noSales')}`
      : ''
  const main = `<h1>${e(t('steps.entry'))}</h1>
${summary}
<form method="post" action="/api/contact/" accept-charset="utf-8" novalidate>
${hidden('locale', locale)}
${hidden('step', 'confirm')}
<label for="contact-subject">${e(t('form.subject'))} (${e(t('form.requiredBadge'))})</label>
<select id="contact-subject" name="subject" required${described('subject')}><option value="">${e(t('form.subjectPlaceholder'))}</option>${options}</select>
${message('subject')}
${names.join('\n')}
${input('company', 'text', 'organization', true)}
${input('jobTitle', 'text', 'organization-title', false)}
${input('email', 'email', 'email', true)}
${input('phone', 'tel', 'tel', false)}
<label for="contact-message">${e(t('form.message'))} (${e(t('form.requiredBadge'))})</label>
<textarea id="contact-message" name="message" rows="8" required${described('message')}>${e(values.message ?? '')}</textarea>
${message('message')}
<div class="hp" aria-hidden="true"><label for="contact-website">${e(t('form.honeypot'))}</label><input id="contact-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<label class="check"><input type="checkbox" name="privacy"${values.privacy ? ' checked' : ''}${described('privacy')}> ${e(t('form.privacy'))}</label>
${message('privacy')}
${noSales}
<div class="actions"><button class="primary" type="submit">${e(t('form.toConfirm'))}</button></div>
</form>`
  return page(locale, t('steps.entry'), main)
}

/** The confirm step: the values as text, and a form that carries them on with a fresh token. */
function confirmPage(locale: Locale, values: ContactInput, notice = '', token = handleContactGet().token, idempotencyKey = randomBytes(18).toString('base64url')): string {
  const t = contactTranslator(locale)
  const row = (label: string, value: string) => `<dt>${e(label)}</dt><dd>${value ? e(value) : e(t('confirm.empty'))}</dd>`
  const rows = [
    row(t('form.subject'), values.subject ? t(`subjects.${values.subject}`) : ''),
    ...(locale === 'ja' ? ['lastName', 'firstName'] : ['firstName', 'lastName']).map((f) => row(t(`form.${f}` as 'form.lastName'), String(values[f as 'lastName'] ?? ''))),
    ...(['company', 'jobTitle', 'email', 'phone'] as const).map((f) => row(t(`form.${f}`), String(values[f] ?? ''))),
    row(t('form.message'), values.message ?? ''),
    row(t('confirm.privacy'), t('confirm.yes')),
    ...(locale === 'ja' ? [row(t('confirm.noSales'), t('confirm.yes'))] : []),
  ]
  const main = `<h1>${e(t('steps.confirm'))}</h1>
${notice ? `<p role="status">${e(notice)}</p>` : ''}
<dl>${rows.join('')}</dl>
<form method="post" action="/api/contact/" accept-charset="utf-8">
${hidden('locale', locale)}
${hidden('token', token)}
${hidden('idempotencyKey', idempotencyKey)}
${hiddenValues(values)}
<div class="actions">
<button class="secondary" type="submit" name="step" value="edit">${e(t('confirm.modify'))}</button>
<button class="primary" type="submit" name="step" value="submit">${e(t('confirm.submit'))}</button>
</div>
</form>`
  return page(locale, t('steps.confirm'), main)
}

/** The error step: what went wrong, and the way back with the entry kept. */
function errorPage(locale: Locale, values: ContactInput, text: string): string {
  const t = contactTranslator(locale)
  const main = `<h1>${e(t('noScript.errorTitle'))}</h1>
<p role="alert">${e(text)}</p>
<form method="post" action="/api/contact/" accept-charset="utf-8">
${hidden('locale', locale)}
${hiddenValues(values)}
<div class="actions"><button class="primary" type="submit" name="step" value="edit">${e(t('error.goBack'))}</button></div>
</form>`
  return page(locale, t('noScript.errorTitle'), main)
}

function completePage(locale: Locale): string {
  const t = contactTranslator(locale)
  const main = `<h1>${e(t('steps.complete'))}</h1>
<p role="status">${e(t('complete.body'))}</p>
<p><a href="${e(localizedPath(locale, '/', env().I18N_STRATEGY))}">${e(t('complete.backToHome'))}</a></p>`
  return page(locale, t('steps.complete'), main)
}

/** A form-encoded post of the contact form (no JavaScript), answered with the steps as HTML. */
export async function handleContactForm(request: ContactRequest, getPayload: () => Promise<Payload>): Promise<HtmlAnswer> {
  const raw = await request.readBody(FORM_MAX_BODY_BYTES)
  const form = new URLSearchParams(raw ?? '')
  const locale: Locale = isLocale(form.get('locale')) ? (form.get('locale') as Locale) : DEFAULT_LOCALE
  const t = contactTranslator(locale)
  const values = valuesFrom(form)
  if (raw === undefined) return { status: 413, html: errorPage(locale, values, t('errors.general')) }
  if (!isSameOrigin(request.headers)) return { status: 403, html: errorPage(locale, values, t('errors.forbidden')) }
  const step = (['confirm', 'edit', 'submit'] as const).includes(form.get('step') as Step) ? (form.get('step') as Step) : 'confirm'

  if (step === 'edit') return { status: 200, html: entryPage(locale, values, {}) }
  if (step === 'confirm') {
    // The honeypot: as the JSON path, answered as if it worked.
    if ((form.get('website') ?? '').trim() !== '') return { status: 200, html: completePage(locale) }
    const parsed = contactSchema(locale).safeParse(values)
    if (!parsed.success) return { status: 400, html: entryPage(locale, values, fieldErrorsOf(parsed.error)) }
    return { status: 200, html: confirmPage(locale, values) }
  }

  // Submit: the JSON path's own checks and store, on the same envelope the script sends.
  const envelope = { locale, values, token: form.get('token') ?? '', idempotencyKey: form.get('idempotencyKey') ?? '', website: '' }
  const result: ContactResponse = await handleContact(
    {
      headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : request.headers.get(name)) },
      readBody: async () => JSON.stringify(envelope),
    },
    getPayload,
  )
  const body = result.body
  if (body.ok) return { status: 200, html: completePage(locale), afterResponse: result.afterResponse }
  switch (body.code) {
    case 'invalid':
      return { status: 400, html: entryPage(locale, values, body.fields) }
    case 'tooFast':
      // Sent within seconds of the confirm page: the same page, to press Submit once more.
      return { status: 200, html: confirmPage(locale, values, t('noScript.tooFast'), envelope.token, envelope.idempotencyKey) }
    case 'formToken':
      return { status: 200, html: confirmPage(locale, values, t('noScript.expired')) }
    case 'formTokenUsed':
      return { status: 409, html: errorPage(locale, values, t('noScript.alreadySent')) }
    case 'rateLimited':
      return { status: 429, html: errorPage(locale, values, body.message), headers: result.headers }
    default:
      return { status: result.status >= 500 ? 503 : result.status, html: errorPage(locale, values, t('error.text')) }
  }
}
