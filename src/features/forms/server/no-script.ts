/**
 * A CMS form without JavaScript (issue 46), as the contact form's (contact/server/no-script.ts): the entry form
 * posts itself form-encoded to /api/forms/, which answers with the steps as HTML, never putting what was typed in
 * a URL:
 * - `_step=confirm` (the entry's own post): the form's checks (schema.ts, the contact form's rules and messages);
 *   the entry again with the messages, or the Confirm step with the values carried in hidden fields, a fresh form
 *   token and an idempotency key;
 * - `_step=edit`: the entry with the values; `_step=submit`: the JSON path's own checks and store (handleContact
 *   with formSubmission), then Complete (the form's own text) or the Error step with the way back.
 * The form's own inputs are named `_…` (post-names.ts), so no field key clashes with them. Every answer is no-store.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales'
import { localizedPath } from '../../../i18n/strategy'
import { env } from '../../../lib/env'
import { logger } from '../../../lib/logger'
import { type ContactRequest, handleContact, handleContactGet, isSameOrigin } from '../../contact/server/handle-post'
import { escapeHtml as e } from '../../contact/server/mail-content'
import { hidden, type HtmlAnswer, page } from '../../contact/server/no-script'
import { contactTranslator } from '../../contact/server/translator'
import type { FormDef, FormFieldDef, FormValues } from '../definition'
import { FORM_POST, maxOf } from '../post-names'
import { type FormFieldErrors, formErrorsOf, formSchema } from '../schema'
import { landingTranslator } from './landing-translator'
import { formSubmission, loadForm } from './submission'

/** Percent-encoding triples Japanese text: a full form of long answers stays under this (the JSON path's is 32 kB). */
const FORM_MAX_BODY_BYTES = 60 * 1024
const FORM_ID = /^[1-9][0-9]{0,9}$/
type Step = 'confirm' | 'edit' | 'submit'

const ticked = (value: string | null) => ['on', 'true', '1'].includes(value ?? '')

/** The form's own fields from the post (anything else is ignored); the honeypot, named `website`, after them. */
function valuesFrom(def: FormDef, post: URLSearchParams): { values: FormValues; honeypot: string } {
  const values: FormValues = {}
  for (const field of def.fields) values[field.key] = field.kind === 'checkbox' || field.kind === 'consent' ? ticked(post.get(field.key)) : (post.get(field.key) ?? '')
  // A field keyed `website` comes first in the form; the honeypot is the input after it.
  const honeypot = post.getAll('website')[def.fields.some((f) => f.key === 'website') ? 1 : 0] ?? ''
  return { values, honeypot }
}

type Words = { t: ReturnType<typeof landingTranslator>; c: ReturnType<typeof contactTranslator> }
const wordsOf = (locale: Locale): Words => ({ t: landingTranslator(locale), c: contactTranslator(locale) })

function ownInputs(def: FormDef, locale: Locale): string {
  return [hidden(FORM_POST.form, String(def.id)), hidden(FORM_POST.locale, locale)].join('\n')
}

function hiddenValues(def: FormDef, values: FormValues): string {
  return def.fields
    .flatMap((field) => {
      const value = values[field.key]
      if (typeof value === 'boolean') return value ? [hidden(field.key, 'on')] : []
      return [hidden(field.key, value ?? '')]
    })
    .join('\n')
}

/** The entry step: every field with what was typed and, after a check, its message. */
function entryPage(def: FormDef, locale: Locale, values: FormValues, errors: FormFieldErrors): string {
  const { t, c } = wordsOf(locale)
  const id = (field: FormFieldDef, part = '') => `form-${field.key}${part}`
  const message = (field: FormFieldDef) => {
    const code = errors[field.key]
    return code ? `<p class="error" id="${id(field, '-error')}">${e(c(`errors.${code}`, { max: maxOf(field), minutes: 10 }))}</p>` : ''
  }
  const described = (field: FormFieldDef) => {
    const ids = [field.help ? id(field, '-hint') : '', errors[field.key] ? id(field, '-error') : ''].filter(Boolean)
    return `${errors[field.key] ? ' aria-invalid="true"' : ''}${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}${field.required ? ' required' : ''}`
  }
  const badge = (field: FormFieldDef) => `(${e(t(field.required ? 'form.required' : 'form.optional'))})`
  const help = (field: FormFieldDef) => (field.help ? `<p id="${id(field, '-hint')}">${e(field.help)}</p>` : '')
  const privacy = `<a href="${e(localizedPath(locale, '/Privacy/', env().I18N_STRATEGY))}">${e(t('form.privacyLink'))}</a>`
  const control = (field: FormFieldDef): string => {
    const value = values[field.key]
    if (field.kind === 'checkbox' || field.kind === 'consent') {
      const note = field.kind === 'consent' ? `<p>${locale === 'ja' ? `${privacy}${e(t('form.privacyText'))}` : `${e(t('form.privacyText'))}${privacy}`}</p>` : ''
      return `<label class="check"><input type="checkbox" id="${id(field)}" name="${e(field.key)}"${value === true ? ' checked' : ''}${described(field)}> ${e(field.label)} ${badge(field)}</label>
${note}${help(field)}${message(field)}`
    }
    const text = typeof value === 'string' ? value : ''
    const label = `<label for="${id(field)}">${e(field.label)} ${badge(field)}</label>\n${help(field)}`
    if (field.kind === 'textarea') return `${label}<textarea id="${id(field)}" name="${e(field.key)}" rows="6"${described(field)}>${e(text)}</textarea>\n${message(field)}`
    if (field.kind === 'select') {
      const options = field.options.map((o) => `<option value="${e(o.value)}"${o.value === text ? ' selected' : ''}>${e(o.label)}</option>`).join('')
      return `${label}<select id="${id(field)}" name="${e(field.key)}"${described(field)}><option value="">${e(t('form.choose'))}</option>${options}</select>\n${message(field)}`
    }
    const type = field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : field.kind === 'date' ? 'date' : 'text'
    return `${label}<input id="${id(field)}" name="${e(field.key)}" type="${type}" value="${e(text)}"${described(field)}>\n${message(field)}`
  }
  const title = def.title || t('form.stepEntry')
  const summary = Object.keys(errors).length ? `<div class="summary" role="alert"><p>${e(t('form.summary'))}</p></div>` : ''
  const main = `<h1>${e(title)}</h1>
${summary}
<form method="post" action="/api/forms/" accept-charset="utf-8" novalidate>
${ownInputs(def, locale)}
${hidden(FORM_POST.step, 'confirm')}
${def.fields.map(control).join('\n')}
<div class="hp" aria-hidden="true"><label for="form-website-hp">${e(c('form.honeypot'))}</label><input id="form-website-hp" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<div class="actions"><button class="primary" type="submit">${e(t('form.next'))}</button></div>
</form>`
  return page(locale, title, main)
}

/** The Confirm step: the values as text, and a form that carries them on with a fresh token. */
function confirmPage(def: FormDef, locale: Locale, values: FormValues, notice = '', token = handleContactGet().token, key = randomBytes(18).toString('base64url')): string {
  const { t } = wordsOf(locale)
  const shown = (field: FormFieldDef) => {
    const value = values[field.key]
    if (typeof value === 'boolean') return t(value ? 'form.yes' : 'form.no')
    if (field.kind === 'select') return field.options.find((o) => o.value === value)?.label ?? value
    return value || '-'
  }
  const main = `<h1>${e(t('form.confirmHeading'))}</h1>
${notice ? `<p role="status">${e(notice)}</p>` : `<p>${e(t('form.confirmLead'))}</p>`}
<dl>${def.fields.map((field) => `<dt>${e(field.label)}</dt><dd>${e(shown(field))}</dd>`).join('')}</dl>
<form method="post" action="/api/forms/" accept-charset="utf-8">
${ownInputs(def, locale)}
${hidden(FORM_POST.token, token)}
${hidden(FORM_POST.key, key)}
${hiddenValues(def, values)}
<div class="actions">
<button class="secondary" type="submit" name="${FORM_POST.step}" value="edit">${e(t('form.back'))}</button>
<button class="primary" type="submit" name="${FORM_POST.step}" value="submit">${e(t('form.submit'))}</button>
</div>
</form>`
  return page(locale, t('form.confirmHeading'), main)
}

/** The Error step (or a refusal before any form): what went wrong and, with a form, the way back with the entry kept. */
function errorPage(locale: Locale, text: string, form?: { def: FormDef; values: FormValues }): string {
  const { t } = wordsOf(locale)
  const back = form
    ? `<form method="post" action="/api/forms/" accept-charset="utf-8">
${ownInputs(form.def, locale)}
${hiddenValues(form.def, form.values)}
<div class="actions"><button class="primary" type="submit" name="${FORM_POST.step}" value="edit">${e(t('form.back'))}</button></div>
</form>`
    : `<p><a href="${e(localizedPath(locale, '/', env().I18N_STRATEGY))}">${e(contactTranslator(locale)('complete.backToHome'))}</a></p>`
  const main = `<h1>${e(t('form.errorHeading'))}</h1>
<p role="alert">${e(text)}</p>
${back}`
  return page(locale, t('form.errorHeading'), main)
}

function completePage(def: FormDef, locale: Locale): string {
  const { t, c } = wordsOf(locale)
  const main = `<h1>${e(t('form.completeHeading'))}</h1>
<p role="status">${e(def.confirmation || t('form.completeDefault'))}</p>
<p><a href="${e(localizedPath(locale, '/', env().I18N_STRATEGY))}">${e(c('complete.backToHome'))}</a></p>`
  return page(locale, t('form.completeHeading'), main)
}

/** A form-encoded post of a CMS form (no JavaScript), answered with the steps as HTML. */
export async function handleFormPost(request: ContactRequest, getPayload: () => Promise<Payload>): Promise<HtmlAnswer> {
  const raw = await request.readBody(FORM_MAX_BODY_BYTES)
  const post = new URLSearchParams(raw ?? '')
  const locale: Locale = isLocale(post.get(FORM_POST.locale)) ? (post.get(FORM_POST.locale) as Locale) : DEFAULT_LOCALE
  const { t, c } = wordsOf(locale)
  if (raw === undefined) return { status: 413, html: errorPage(locale, c('errors.general')) }
  if (!isSameOrigin(request.headers)) return { status: 403, html: errorPage(locale, c('errors.forbidden')) }
  const id = post.get(FORM_POST.form) ?? ''
  if (!FORM_ID.test(id)) return { status: 400, html: errorPage(locale, t('form.unavailable')) }
  let loaded: Awaited<ReturnType<typeof loadForm>>
  try {
    loaded = await loadForm(await getPayload(), Number(id))
  } catch (error) {
    logger.error({ err: error, event: 'forms.loadFailed' }, 'form could not be read')
    return { status: 503, html: errorPage(locale, t('form.errorText')) }
  }
  if (!loaded) return { status: 404, html: errorPage(locale, t('form.unavailable')) }
  const def = loaded.defs[locale]
  const { values, honeypot } = valuesFrom(def, post)
  const stepSent = post.get(FORM_POST.step)
  const step: Step = stepSent === 'edit' || stepSent === 'submit' ? stepSent : 'confirm'

  if (step === 'edit') return { status: 200, html: entryPage(def, locale, values, {}) }
  if (step === 'confirm') {
    // The honeypot: as the JSON path, answered as if it worked.
    if (honeypot.trim() !== '') return { status: 200, html: completePage(def, locale) }
    const parsed = formSchema(def).safeParse(values)
    if (!parsed.success) return { status: 400, html: entryPage(def, locale, values, formErrorsOf(parsed.error)) }
    return { status: 200, html: confirmPage(def, locale, values) }
  }

  // Submit: the JSON path's own checks and store, on the envelope the script sends.
  const envelope = { locale, form: def.id, values, token: post.get(FORM_POST.token) ?? '', idempotencyKey: post.get(FORM_POST.key) ?? '', website: '' }
  const result = await handleContact(
    {
      headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : request.headers.get(name)) },
      readBody: async () => JSON.stringify(envelope),
    },
    getPayload,
    formSubmission,
  )
  const body = result.body
  if (body.ok) return { status: 200, html: completePage(def, locale), afterResponse: result.afterResponse }
  const back = { def, values }
  switch (body.code) {
    case 'invalid':
      return { status: 400, html: entryPage(def, locale, values, body.fields as FormFieldErrors) }
    case 'tooFast':
      // Sent within seconds of the Confirm page: the same page, to press Send once more.
      return { status: 200, html: confirmPage(def, locale, values, c('noScript.tooFast'), envelope.token, envelope.idempotencyKey) }
    case 'formToken':
      return { status: 200, html: confirmPage(def, locale, values, c('noScript.expired')) }
    case 'formTokenUsed':
      return { status: 409, html: errorPage(locale, c('noScript.alreadySent'), back) }
    case 'rateLimited':
      return { status: 429, html: errorPage(locale, body.message, back), headers: result.headers }
    case 'badRequest':
      return { status: 400, html: errorPage(locale, c('errors.general'), back) }
    case 'unknownForm':
      return { status: 404, html: errorPage(locale, t('form.unavailable')) }
    default:
      return { status: result.status >= 500 ? 503 : result.status, html: errorPage(locale, t('form.errorText'), back) }
  }
}
