'use client'
/**
 * A form built in the CMS, placed on a landing page (the 「フォーム」 block). The contact form's flow in one place:
 * Entry → Confirm → Complete (or Error, with the way back to Confirm). The checks are the contact form's rules
 * and messages (schema.ts); what the visitor typed, the step and the draft's idempotency key and form token live
 * in sessionStorage (a reload keeps them, nothing leaves the browser before Send); the endpoint is /api/forms/.
 * Without JavaScript (or before it runs) the entry form posts itself to the same endpoint, which answers with the
 * steps as HTML (server/no-script.ts). The checks (zod, schema.ts) load when the visitor first goes into the form,
 * as the contact form's do, so a page with a form costs no more script on its first load than one without.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { ClientLink as Link } from '@/i18n/ClientLink.client'

import { fetchFormToken, submitDraft } from '../contact/client-api'
import styles from '../contact/contact.module.css'
import { newDraftId } from '../contact/draft-storage'
import { type ContactErrorCode, summaryCodeOf } from '../contact/form-values'
import { emptyFormValues, type FormDef, type FormFieldDef, type FormValues } from './definition'
import { FORM_POST, maxOf } from './post-names'
import type { FormFieldErrors } from './schema'

export const FORMS_ENDPOINT = '/api/forms/'

export type CmsFormText = Record<
  | 'confirmHeading' | 'confirmLead' | 'next' | 'back' | 'submit' | 'sending' | 'completeHeading' | 'completeDefault'
  | 'errorHeading' | 'errorText' | 'errorBack' | 'required' | 'optional' | 'choose' | 'summary' | 'privacyLink'
  | 'privacyText' | 'yes' | 'no' | 'rateLimited',
  string
> & { errors: Record<ContactErrorCode, string> }

type Step = 'entry' | 'confirm' | 'complete' | 'error'
type Stored = { values: FormValues; step: Step; draftId: string; token?: string; tokenReceivedAt?: number }

/** The form's checks (zod, with the server's rules): fetched once, when the visitor first goes into the form. */
const importChecks = () => import('./schema')
const loadChecks = () => void importChecks()

const storageKey = (id: number) => `kaimono.form.${id}.v1`

function load(id: number): Stored | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(id))
    const stored = raw ? (JSON.parse(raw) as Stored) : null
    return stored && typeof stored === 'object' && stored.values && typeof stored.draftId === 'string' ? stored : null
  } catch {
    return null
  }
}

function save(id: number, stored: Stored | null) {
  try {
    if (stored) window.sessionStorage.setItem(storageKey(id), JSON.stringify(stored))
    else window.sessionStorage.removeItem(storageKey(id))
  } catch {
    // No storage (private modes): the form still works, only a reload forgets it.
  }
}

/** Only the form's own fields, each of its own type: an older or hand-edited entry cannot reach the form. */
function sanitize(form: FormDef, values: FormValues): FormValues {
  const out = emptyFormValues(form)
  for (const field of form.fields) {
    const value = values[field.key]
    if (typeof value === typeof out[field.key]) out[field.key] = value
  }
  return out
}

export function CmsForm({ form, locale, text, blockId }: { form: FormDef; locale: Locale; text: CmsFormText; blockId: string }) {
  const [values, setValues] = useState<FormValues>(() => emptyFormValues(form))
  const [step, setStep] = useState<Step>('entry')
  const [errors, setErrors] = useState<FormFieldErrors>({})
  const [showSummary, setShowSummary] = useState(false)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState('')
  const draft = useRef<{ draftId: string; token?: string; tokenReceivedAt?: number }>({ draftId: '' })
  const website = useRef<HTMLInputElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const restored = useRef(false)
  const id = `${blockId}-f`

  // After hydration: what this tab typed before a reload, the step it was on, and a form token for the fill time.
  useEffect(() => {
    const stored = load(form.id)
    if (stored) {
      // Restored after hydration on purpose: the server's HTML (an empty form) must match the first render.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(sanitize(form, stored.values))
      setStep(stored.step === 'complete' ? 'complete' : stored.step === 'entry' ? 'entry' : 'confirm')
      draft.current = { draftId: stored.draftId, token: stored.token, tokenReceivedAt: stored.tokenReceivedAt }
    } else draft.current = { draftId: newDraftId() }
    restored.current = true
    if (!draft.current.token) {
      void fetchFormToken({ endpoint: FORMS_ENDPOINT, form: form.id }).then((fresh) => {
        if (fresh) draft.current = { ...draft.current, token: fresh.token, tokenReceivedAt: fresh.receivedAt }
      })
    }
  }, [form])

  useEffect(() => {
    if (restored.current) save(form.id, { values, step, ...draft.current })
  }, [form.id, values, step])

  const go = (next: Step) => {
    setStep(next)
    // The new step's heading takes the focus (screen readers hear where they are), after it is drawn.
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  const message = (field: FormFieldDef, code: ContactErrorCode) => text.errors[code].replace('{max}', String(maxOf(field)))

  const check = async (only?: string): Promise<FormFieldErrors> => {
    const { formSchema, formErrorsOf } = await importChecks()
    const result = formSchema(form).safeParse(values)
    const all = result.success ? {} : formErrorsOf(result.error)
    if (only === undefined) return all
    const next = { ...errors }
    if (all[only]) next[only] = all[only]
    else delete next[only]
    return next
  }

  const change = (key: string, value: string | boolean) => {
    setValues((before) => ({ ...before, [key]: value }))
    // A changed entry is a new draft: its Send stores a new submission, not the replay of an earlier one.
    if (draft.current.draftId && step === 'entry') draft.current = { ...draft.current, draftId: newDraftId() }
  }

  const onNext = async (event: FormEvent) => {
    event.preventDefault()
    const found = await check()
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setShowSummary(true)
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    setShowSummary(false)
    go('confirm')
  }

  const onSend = async () => {
    setSending(true)
    setNotice('')
    const outcome = await submitDraft({ values, website: website.current?.value ?? '', ...draft.current }, locale, { endpoint: FORMS_ENDPOINT, form: form.id })
    setSending(false)
    if (outcome.kind === 'stored') {
      draft.current = { draftId: newDraftId() }
      setValues(emptyFormValues(form))
      go('complete')
      return
    }
    if (outcome.kind === 'rateLimited') {
      setNotice(text.rateLimited.replace('{minutes}', String(outcome.minutes)))
      return
    }
    if (outcome.kind === 'rejected' && outcome.code === 'invalid' && outcome.fields) {
      setErrors(outcome.fields as FormFieldErrors)
      setShowSummary(true)
      go('entry')
      return
    }
    go('error')
  }

  const describedBy = (field: FormFieldDef) =>
    [field.help ? `${id}-${field.key}-hint` : '', errors[field.key] ? `${id}-${field.key}-error` : ''].filter(Boolean).join(' ') || undefined
  const badge = (field: FormFieldDef) => (
    <span className={field.required ? styles.required : styles.optional}>{field.required ? text.required : text.optional}</span>
  )
  const fieldError = (field: FormFieldDef) =>
    errors[field.key] ? (
      <p id={`${id}-${field.key}-error`} className={styles.fieldError}>
        {message(field, errors[field.key])}
      </p>
    ) : null

  const control = (field: FormFieldDef) => {
    const common = {
      id: `${id}-${field.key}`,
      name: field.key,
      'aria-invalid': errors[field.key] ? true : undefined,
      'aria-required': field.required || undefined,
      'aria-describedby': describedBy(field),
      onBlur: () => void check(field.key).then(setErrors),
    } as const
    const value = values[field.key]
    if (field.kind === 'checkbox' || field.kind === 'consent') {
      const consent = field.kind === 'consent'
      return (
        <div className={styles.field} key={field.key}>
          <div className={styles.check}>
            <input {...common} type="checkbox" checked={value === true} onChange={(e) => change(field.key, e.target.checked)} />
            <label htmlFor={common.id}>
              {field.label} {badge(field)}
            </label>
          </div>
          {consent ? (
            <p className={styles.hint}>
              {locale === 'ja' ? (
                <><Link href="/Privacy/">{text.privacyLink}</Link>{text.privacyText}</>
              ) : (
                <>{text.privacyText}<Link href="/Privacy/">{text.privacyLink}</Link></>
              )}
            </p>
          ) : null}
          {field.help ? <p id={`${id}-${field.key}-hint`} className={styles.hint}>{field.help}</p> : null}
          {fieldError(field)}
        </div>
      )
    }
    const str = typeof value === 'string' ? value : ''
    return (
      <div className={styles.field} key={field.key}>
        <label htmlFor={common.id} className={styles.label}>
          {field.label} {badge(field)}
        </label>
        {field.help ? <p id={`${id}-${field.key}-hint`} className={styles.hint}>{field.help}</p> : null}
        {field.kind === 'textarea' ? (
          <textarea {...common} className={styles.textarea} rows={6} value={str} onChange={(e) => change(field.key, e.target.value)} />
        ) : field.kind === 'select' ? (
          <select {...common} className={styles.input} value={str} onChange={(e) => change(field.key, e.target.value)}>
            <option value="">{text.choose}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            className={styles.input}
            type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : field.kind === 'date' ? 'date' : 'text'}
            autoComplete={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : field.key === 'name' ? 'name' : field.key === 'company' ? 'organization' : undefined}
            value={str}
            onChange={(e) => change(field.key, e.target.value)}
          />
        )}
        {fieldError(field)}
      </div>
    )
  }

  const shown = (field: FormFieldDef): string => {
    const value = values[field.key]
    if (typeof value === 'boolean') return value ? text.yes : text.no
    if (field.kind === 'select') return field.options.find((o) => o.value === value)?.label ?? value
    return value || '-'
  }

  const summaryLines = Object.entries(errors).reduce<Map<string, FormFieldDef[]>>((lines, [key, code]) => {
    const field = form.fields.find((f) => f.key === key)
    if (!field) return lines
    const line = text.errors[summaryCodeOf(code)]
    lines.set(line, [...(lines.get(line) ?? []), field])
    return lines
  }, new Map())

  if (step === 'complete') {
    return (
      <div className={styles.confirm} data-testid="cms-form" data-step="complete">
        <h3 ref={headingRef} tabIndex={-1} className={styles.subheading}>{text.completeHeading}</h3>
        <p className={styles.reviewMessage}>{form.confirmation || text.completeDefault}</p>
      </div>
    )
  }
  if (step === 'error') {
    return (
      <div className={styles.confirm} data-testid="cms-form" data-step="error">
        <h3 ref={headingRef} tabIndex={-1} className={styles.subheading}>{text.errorHeading}</h3>
        <p>{text.errorText}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => go('confirm')}>{text.errorBack}</button>
        </div>
      </div>
    )
  }
  if (step === 'confirm') {
    return (
      <div className={styles.confirm} data-testid="cms-form" data-step="confirm">
        <h3 ref={headingRef} tabIndex={-1} className={styles.subheading}>{text.confirmHeading}</h3>
        <p>{text.confirmLead}</p>
        <dl className={styles.review}>
          {form.fields.map((field) => (
            <div key={field.key} className={styles.reviewRow}>
              <dt>{field.label}</dt>
              <dd className={styles.reviewMessage}>{shown(field)}</dd>
            </div>
          ))}
        </dl>
        {notice ? <p role="alert" className={styles.fieldError}>{notice}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" onClick={() => go('entry')} disabled={sending}>{text.back}</button>
          <button type="button" className="button" onClick={() => void onSend()} disabled={sending} aria-busy={sending || undefined}>
            {sending ? text.sending : text.submit}
          </button>
        </div>
      </div>
    )
  }
  return (
    <form
      className={styles.form}
      method="post"
      action={FORMS_ENDPOINT}
      acceptCharset="utf-8"
      noValidate
      onSubmit={(event) => void onNext(event)}
      onFocus={loadChecks}
      data-testid="cms-form"
      data-step="entry"
      aria-labelledby={form.title ? `${id}-title` : undefined}
    >
      {/* What the endpoint needs of a post without JavaScript (server/no-script.ts); a script never posts the form. */}
      <input type="hidden" name={FORM_POST.form} value={form.id} />
      <input type="hidden" name={FORM_POST.locale} value={locale} />
      <input type="hidden" name={FORM_POST.step} value="confirm" />
      {form.title ? <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.subheading}>{form.title}</h3> : null}
      {showSummary && summaryLines.size > 0 ? (
        <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1} data-testid="cms-form-summary">
          <p className={styles.summaryHeading}>{text.summary}</p>
          <ul>
            {[...summaryLines].map(([line, fields]) => (
              <li key={line}>
                {line}{' '}
                {fields.map((field, i) => (
                  <span key={field.key}>
                    {i > 0 ? locale === 'ja' ? '、' : ', ' : null}
                    <a href={`#${id}-${field.key}`}>{field.label}</a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {form.fields.map(control)}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input ref={website} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button">{text.next}</button>
      </div>
    </form>
  )
}
