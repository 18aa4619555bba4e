/**
 * The one schema of the contact form, used by the browser (react-hook-form resolver) and by the
 * server. Issue messages are message keys under `contact.errors`, translated where they are shown.
 */
// zod's "mini" build: the same checks as a tree-shakable set of functions instead of methods, about a third
// of the full build's size in the browser (docs/decisions.md K4).
import { z } from 'zod/mini'

import type { Locale } from '@/i18n/locales'
import { oncePerKey } from '@/lib/once-per-key'
import { codePointLength, hasFormatCharacter, hasLoneSurrogate } from '@/lib/text-rules'

import { CONTACT_BOUNDS as B, CONTACT_SUBJECTS } from './constants'
import { CONTACT_ERROR_CODES, type ContactErrorCode } from './form-values'

// In the browser, zod must not probe `new Function` for its compiled fast path: the script policy has no
// 'unsafe-eval', so the probe is blocked and reported as a CSP violation (docs/decisions.md K4).
// The server keeps the fast path.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { CONTACT_ERROR_CODES, type ContactErrorCode, emptyContactInput, summaryCodeOf } from './form-values'

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators.
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/
export const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/

/**
 * A single-line text: trimmed; CR/LF refused (no mail-header injection), other control characters too, and the
 * invisible format characters and lone surrogates of lib/text-rules.ts; length in code points (the one rule).
 */
export function singleLine(max: number, required: boolean) {
  return z.string({ error: 'required' }).check(
    z.trim(),
    z.superRefine((v: string, ctx) => {
      if (required && v.length === 0) ctx.addIssue({ code: 'custom', message: 'required', abort: true })
      else if (LINE_BREAK.test(v)) ctx.addIssue({ code: 'custom', message: 'singleLine', abort: true })
      else if (ANY_CONTROL.test(v) || hasFormatCharacter(v) || hasLoneSurrogate(v)) ctx.addIssue({ code: 'custom', message: 'invalidCharacters', abort: true })
      else if (codePointLength(v) > max) ctx.addIssue({ code: 'custom', message: 'tooLong', params: { max }, abort: true })
    }),
  )
}

export const EMAIL = z.email()
const PHONE_SHAPE = /^\+?[0-9\s()-]+$/

export function phoneIssue(v: string): 'phone' | undefined {
  if (!PHONE_SHAPE.test(v)) return 'phone'
  const digits = v.replace(/\D/g, '').length
  return digits < B.phoneDigitsMin || digits > B.phoneDigitsMax ? 'phone' : undefined
}

/** Built once per locale: zod compiles a schema on first use, which costs more than a parse. */
export const contactSchema = oncePerKey(buildContactSchema)

function buildContactSchema(locale: Locale) {
  return z.object({
    subject: z.enum(CONTACT_SUBJECTS, { error: (issue) => (issue.input ? 'general' : 'required') }),
    lastName: singleLine(B.nameMax, true),
    firstName: singleLine(B.nameMax, true),
    company: singleLine(B.companyMax, true),
    jobTitle: singleLine(B.jobTitleMax, false),
    email: singleLine(B.emailMax, true).check(
      z.superRefine((v: string, ctx) => {
        if (v && !EMAIL.safeParse(v).success) ctx.addIssue({ code: 'custom', message: 'email' })
      }),
    ),
    phone: singleLine(40, false).check(
      z.superRefine((v: string, ctx) => {
        if (v && phoneIssue(v)) ctx.addIssue({ code: 'custom', message: 'phone' })
      }),
    ),
    message: z.string({ error: 'required' }).check(
      z.overwrite((v) => v.replace(/\r\n?/g, '\n').trim()),
      z.superRefine((v: string, ctx) => {
        if (v.length === 0) ctx.addIssue({ code: 'custom', message: 'required', abort: true })
        else if (CONTROL_EXCEPT_LINE_BREAKS.test(v.replace(/\n/g, '')) || hasFormatCharacter(v, { allowJoiners: true }) || hasLoneSurrogate(v))
          ctx.addIssue({ code: 'custom', message: 'invalidCharacters', abort: true })
        else if (codePointLength(v) > B.messageMax)
          ctx.addIssue({ code: 'custom', message: 'tooLong', params: { max: B.messageMax }, abort: true })
      }),
    ),
    privacy: z.literal(true, { error: 'privacy' }),
    // The no-sales-solicitation tick exists on the Japanese form only (requirements §3).
    noSales: locale === 'ja' ? z.literal(true, { error: 'noSales' }) : z.optional(z.boolean()),
    // Product information by e-mail: the visitor's own choice, unticked unless they tick it (Act on
    // Specified Electronic Mail, Art. 3). Never required.
    marketingOptIn: z.optional(z.boolean()),
  })
}

export type ContactSchema = ReturnType<typeof contactSchema>
/** What the visitor typed (before trimming). */
export type ContactInput = z.input<ContactSchema>
/** Clean values, after trimming and checks. */
export type ContactValues = z.output<ContactSchema>

export type FieldErrors = Partial<Record<keyof ContactInput, ContactErrorCode>>

/** Flattens zod issues to one code per field (the first), for the server's answer and tests. */
export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ContactInput | undefined
    if (!field || out[field]) continue
    const code = (CONTACT_ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as ContactErrorCode) : 'general'
    out[field] = code
  }
  return out
}
