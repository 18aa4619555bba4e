/**
 * A CMS form's submission on the contact pipeline: `formSubmission` plugs into the contact endpoint's handler
 * (contact/server/handle-post.ts), which keeps every other step (origin, body size, honeypot, single-use token,
 * rate limits, storage before the answer, outbox). Here: which form, its checks (schema.ts, the contact form's
 * rules and messages) and the enquiry row it is stored as, with a snapshot of the answers and their labels in
 * both languages (the mails and the export read the snapshot, so a later edit of the form changes no old entry).
 */
import type { Payload } from 'payload'

import { LOCALES, type Locale } from '../../../i18n/locales'
import { logger } from '../../../lib/logger'
import { enquiryTitle } from '../../contact/cms/enquiry-inbox'
import type { Submission } from '../../contact/server/handle-post'
import type { EnquiryForMail } from '../../contact/server/outbox'
import { storeFormEnquiry } from '../../contact/server/store'
import { type FormDef, type FormValues, toFormDef } from '../definition'
import { formErrorsOf, formSchema } from '../schema'

export type Labels = Record<Locale, string>

/** What an enquiry from a CMS form keeps of it (`enquiries.formAnswers`). */
export type FormSnapshot = {
  formId: number
  formName: string
  notifyTo: string
  fields: { key: string; kind: string; label: Labels; display: Labels; value: string | boolean }[]
}

const YES: Labels = { ja: 'はい', en: 'Yes' }
const NO: Labels = { ja: 'いいえ', en: 'No' }

/** The form in each language, or null when there is no usable form with this id. */
export async function loadForm(payload: Payload, id: number): Promise<{ defs: Record<Locale, FormDef>; notifyTo: string } | null> {
  const docs = await Promise.all(LOCALES.map((locale) => payload.findByID({ collection: 'forms', id, locale, depth: 0, overrideAccess: true, disableErrors: true })))
  const defs = {} as Record<Locale, FormDef>
  for (const [i, locale] of LOCALES.entries()) {
    const def = toFormDef(docs[i])
    if (!def) return null
    defs[locale] = def
  }
  const notifyTo = (docs[0] as { notifyTo?: unknown } | null)?.notifyTo
  return typeof notifyTo === 'string' && notifyTo ? { defs, notifyTo } : null
}

/** The snapshot of clean values: labels and shown values in both languages, in the form's order. */
export function snapshotOf(defs: Record<Locale, FormDef>, locale: Locale, values: FormValues, notifyTo: string): FormSnapshot {
  const used = defs[locale]
  return {
    formId: used.id,
    formName: used.name,
    notifyTo,
    fields: used.fields.map((field) => {
      const value = values[field.key] ?? ''
      const label = {} as Labels
      const display = {} as Labels
      for (const l of LOCALES) {
        const same = defs[l].fields.find((f) => f.key === field.key) ?? field
        label[l] = same.label
        display[l] =
          typeof value === 'boolean'
            ? (value ? YES : NO)[l]
            : field.kind === 'select'
              ? (same.options.find((o) => o.value === value)?.label ?? value)
              : value
      }
      return { key: field.key, kind: field.kind, label, display, value }
    }),
  }
}

const FORM_ID = /^[1-9][0-9]{0,9}$/

export const formSubmission: Submission = {
  async check(envelope, locale, getPayload) {
    const id = typeof envelope.form === 'number' ? String(envelope.form) : typeof envelope.form === 'string' ? envelope.form : ''
    if (!FORM_ID.test(id)) return { ok: false, response: { status: 400, body: { ok: false, code: 'badRequest' } } }
    let form: Awaited<ReturnType<typeof loadForm>>
    try {
      form = await loadForm(await getPayload(), Number(id))
    } catch (error) {
      logger.error({ err: error, event: 'forms.loadFailed' }, 'form could not be read')
      return { ok: false, response: { status: 500, body: { ok: false, code: 'storeFailed' } } }
    }
    if (!form) return { ok: false, response: { status: 404, body: { ok: false, code: 'unknownForm' } } }
    const def = form.defs[locale]
    const parsed = formSchema(def).safeParse(envelope.values)
    if (!parsed.success) return { ok: false, response: { status: 400, body: { ok: false, code: 'invalid', fields: formErrorsOf(parsed.error) } } }
    const values = parsed.data as FormValues
    const snapshot = snapshotOf(form.defs, locale, values, form.notifyTo)
    const textOf = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '')
    const email = textOf(def.fields.find((f) => f.kind === 'email')?.key ?? '')
    const phone = textOf(def.fields.find((f) => f.kind === 'phone')?.key ?? '')
    const name = textOf('name')
    const company = textOf('company')
    const message = snapshot.fields.map((f) => `${f.label.ja}: ${f.display.ja}`).join('\n')
    return {
      ok: true,
      store: (payload, meta) => {
        const receivedAt = new Date().toISOString()
        const title = enquiryTitle({ lastName: name, company, formName: def.name }, receivedAt)
        return storeFormEnquiry(payload, { row: { formId: def.id, formName: def.name, answers: snapshot, title, name, company, email, phone, message }, receivedAt, ...meta })
      },
      forMail: (createdAt) => ({ values: {} as EnquiryForMail['values'], locale, createdAt, form: snapshot }),
    }
  },
}
