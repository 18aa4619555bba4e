/**
 * The checks of a CMS form, built from its fields with the contact form's own rules (contact/schema.ts): the same
 * single-line, e-mail, phone and length rules and the same message keys (`contact.errors`). Used by the browser
 * and by the endpoint, so both say the same.
 */
import { z } from 'zod/mini'

import { codePointLength, hasFormatCharacter, hasLoneSurrogate } from '@/lib/text-rules'

import { CONTACT_ERROR_CODES, type ContactErrorCode, CONTROL_EXCEPT_LINE_BREAKS, EMAIL, phoneIssue, singleLine } from '../contact/schema'
import { type FormDef, type FormFieldDef, FORM_BOUNDS as B } from './definition'

if (typeof window !== 'undefined') z.config({ jitless: true })

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function validDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false
  const date = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v
}

function fieldSchema(field: FormFieldDef) {
  const optional = !field.required
  switch (field.kind) {
    case 'text':
      return singleLine(B.textMax, field.required)
    case 'email':
      return singleLine(B.emailMax, field.required).check(
        z.superRefine((v: string, ctx) => {
          if (v && !EMAIL.safeParse(v).success) ctx.addIssue({ code: 'custom', message: 'email' })
        }),
      )
    case 'phone':
      return singleLine(40, field.required).check(
        z.superRefine((v: string, ctx) => {
          if (v && phoneIssue(v)) ctx.addIssue({ code: 'custom', message: 'phone' })
        }),
      )
    case 'date':
      return singleLine(10, field.required).check(
        z.superRefine((v: string, ctx) => {
          if (v && !validDate(v)) ctx.addIssue({ code: 'custom', message: 'general' })
        }),
      )
    case 'select': {
      const values = new Set(field.options.map((o) => o.value))
      return z.string({ error: 'required' }).check(
        z.superRefine((v: string, ctx) => {
          if (v === '') {
            if (!optional) ctx.addIssue({ code: 'custom', message: 'required' })
          } else if (!values.has(v)) ctx.addIssue({ code: 'custom', message: 'general' })
        }),
      )
    }
    case 'checkbox':
      return field.required ? z.literal(true, { error: 'required' }) : z.boolean({ error: 'general' })
    case 'consent':
      return z.literal(true, { error: 'privacy' })
    case 'textarea':
      return z.string({ error: 'required' }).check(
        z.overwrite((v) => v.replace(/\r\n?/g, '\n').trim()),
        z.superRefine((v: string, ctx) => {
          if (v.length === 0) {
            if (field.required) ctx.addIssue({ code: 'custom', message: 'required', abort: true })
          } else if (CONTROL_EXCEPT_LINE_BREAKS.test(v.replace(/\n/g, '')) || hasFormatCharacter(v, { allowJoiners: true }) || hasLoneSurrogate(v))
            ctx.addIssue({ code: 'custom', message: 'invalidCharacters', abort: true })
          else if (codePointLength(v) > B.textareaMax) ctx.addIssue({ code: 'custom', message: 'tooLong', params: { max: B.textareaMax }, abort: true })
        }),
      )
  }
}

/** The form's schema: exactly its fields (anything else sent is refused). */
export function formSchema(form: Pick<FormDef, 'fields'>) {
  return z.strictObject(Object.fromEntries(form.fields.map((field) => [field.key, fieldSchema(field)])))
}

export type FormFieldErrors = Record<string, ContactErrorCode>

/** One code per field (the first); an unknown key counts as `general` on no field. */
export function formErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] }): FormFieldErrors {
  const out: FormFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || out[field]) continue
    out[field] = (CONTACT_ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as ContactErrorCode) : 'general'
  }
  return out
}

export { maxOf } from './post-names'
