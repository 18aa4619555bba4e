'use client'

import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type FieldError, type Resolver, useForm } from 'react-hook-form'

import { usePageLocale } from '@/i18n/LocaleContext.client'
import { useRouter } from '@/i18n/navigation'
import { whenIdle } from '@/lib/when-idle'

import { fetchFormToken } from './client-api'
import { CONTACT_BOUNDS, CONTACT_SUBJECTS, fieldOrderFor, OPTIONAL_FIELDS } from './constants'
import styles from './contact.module.css'
import { useContactText } from './ContactText.client'
import { draftSnapshot, loadUnsent, newDraftId, parseDraft, saveDraft, saveUnsent } from './draft-storage'
import { PrivacyDialog } from './PrivacyDialog.client'
import { type ContactErrorCode, emptyContactInput, summaryCodeOf } from './form-values'
import type { ContactInput } from './schema'

const MAX_OF: Partial<Record<keyof ContactInput, number>> = {
  lastName: CONTACT_BOUNDS.nameMax,
  firstName: CONTACT_BOUNDS.nameMax,
  company: CONTACT_BOUNDS.companyMax,
  jobTitle: CONTACT_BOUNDS.jobTitleMax,
  email: CONTACT_BOUNDS.emailMax,
  message: CONTACT_BOUNDS.messageMax,
}

/** The form's checks (zod, with the server's schema): fetched and run once, when first needed. */
const importChecks = () => import('./form-resolver')
const loadChecks = () => void importChecks()

type TextFieldName = 'lastName' | 'firstName' | 'company' | 'jobTitle' | 'email' | 'phone'

/**
 * What the visitor put in the form before its script ran (the page is usable from the first paint), or
 * a browser restored into it: every field that differs from the empty form.
 */
function valuesInDocument(form: HTMLFormElement | null): Partial<ContactInput> {
  const found: Record<string, string | boolean> = {}
  if (!form) return found
  const empty = emptyContactInput()
  for (const name of Object.keys(empty) as (keyof ContactInput)[]) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked) found[name] = true
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && field.value !== '') {
      found[name] = field.value
    }
  }
  return found as Partial<ContactInput>
}

/** The entry step: the form, checked in the browser with the same schema the server uses. */
export function ContactFormStep() {
  const locale = usePageLocale()
  const t = useContactText()
  const router = useRouter()
  // The checks load when the visitor first goes into the form (loadChecks, on focus), or when it first checks a
  // value: not with the page, where running them was a long task of its own.
  const resolver = useCallback<Resolver<ContactInput>>(
    async (values, context, options) => (await importChecks()).contactResolver(locale)(values, context, options),
    [locale],
  )
  const token = useRef<{ token: string; receivedAt: number } | undefined>(undefined)
  const honeypot = useRef<HTMLInputElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const [showSummary, setShowSummary] = useState(false)
  // A sent form with errors moves the focus to the summary once it is on the page (not on a guessed frame:
  // react-hook-form reports the errors a few tasks after the click, later still on a busy phone).
  const focusSummary = useRef(false)

  const {
    register: registerField,
    handleSubmit,
    setValue,
    getValues,
    subscribe,
    formState: { errors, isSubmitted },
  } = useForm<ContactInput>({
    resolver,
    defaultValues: emptyContactInput(),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })

  // Each field's props from react-hook-form, made once: `register()` returns a new ref callback on every call,
  // so each render of the form (react-hook-form renders it again right after hydration, to mark itself ready)
  // made React detach and attach every field again, in the same task as the hydration.
  const fieldProps = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(emptyContactInput()) as (keyof ContactInput)[])
          // The no-sales consent is a Japanese form's box only.
          .filter((name) => locale === 'ja' || name !== 'noSales')
          .map((name) => [name, registerField(name)]),
      ),
    [registerField, locale],
  ) as Record<keyof ContactInput, ReturnType<typeof registerField>>
  const register = (name: keyof ContactInput) => fieldProps[name]

  // Every value as it was: back from Confirm (Modify) or Error, after a reload, or on coming back to the
  // form from another page in this tab. Newest first: what is in the fields now (typed before this
  // script ran), then what was being typed (kept as typed), then the entry last sent to Confirm.
  // Read once, after hydration, in the effect: the form renders nothing from storage, so storage is not a
  // render input (as a store, its snapshot differed from the server's and made React render the whole form
  // again, synchronously, right after hydrating it, on every visit).
  const formRef = useRef<HTMLFormElement>(null)
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    const draft = parseDraft(draftSnapshot())
    const values: Partial<ContactInput> = { ...draft?.values, ...loadUnsent(), ...valuesInDocument(formRef.current) }
    // Field by field, not reset(): a click held until hydration may be submitting the form right now.
    for (const [name, value] of Object.entries(values) as [keyof ContactInput, ContactInput[keyof ContactInput]][]) {
      if (getValues(name) !== value) setValue(name, value)
    }
    saveUnsent(getValues())
    if (draft?.token && draft.tokenReceivedAt) token.current = { token: draft.token, receivedAt: draft.tokenReceivedAt }
  }, [getValues, setValue])

  // The form's token (unless the stored entry had one), once the page is idle: not in the task that hydrates
  // the form. Sending without a token yet fetches one first (client-api.ts).
  useEffect(
    () =>
      whenIdle(() => {
        if (!token.current) void fetchFormToken().then((t) => (token.current = t))
      }),
    [],
  )

  // Kept as typed, so nothing is lost before the visitor reaches Confirm.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (restored.current) saveUnsent(values)
        },
      }),
    [subscribe],
  )

  const errorCodes = Object.entries(errors)
    .filter(([, e]) => e && typeof (e as FieldError).message === 'string')
    .map(([name, e]) => [name as keyof ContactInput, (e as FieldError).message as ContactErrorCode] as const)
  // One line per requirements §5 message, naming every field it concerns, in the order the form shows them.
  const formOrder: readonly string[] = [...fieldOrderFor(locale), 'privacy', 'noSales']
  const summary = new Map<ReturnType<typeof summaryCodeOf>, (keyof ContactInput)[]>()
  for (const [name, code] of [...errorCodes].sort(([a], [b]) => formOrder.indexOf(a) - formOrder.indexOf(b))) {
    const key = summaryCodeOf(code)
    summary.set(key, [...(summary.get(key) ?? []), name])
  }
  const summaryShown = showSummary && isSubmitted && summary.size > 0
  useEffect(() => {
    if (!focusSummary.current || !summaryShown || !summaryRef.current) return
    summaryRef.current.focus()
    focusSummary.current = false
  })
  const fieldName = (name: keyof ContactInput) =>
    name === 'privacy' ? t('form.privacyShort') : name === 'noSales' ? t('form.noSalesShort') : t(`form.${name}`)

  function messageFor(name: keyof ContactInput): string | undefined {
    const code = (errors[name] as FieldError | undefined)?.message as ContactErrorCode | undefined
    if (!code) return undefined
    return code === 'tooLong' ? t('errors.tooLong', { max: MAX_OF[name] ?? 0 }) : t(`errors.${code}`)
  }

  const onValid = (values: ContactInput) => {
    const previous = parseDraft(draftSnapshot())
    const same = previous && JSON.stringify(previous.values) === JSON.stringify(values)
    saveDraft({
      values,
      // A changed entry is a new enquiry; an unchanged one keeps its key (no duplicate on resubmit).
      draftId: same ? previous.draftId : newDraftId(),
      token: token.current?.token,
      tokenReceivedAt: token.current?.receivedAt,
      website: honeypot.current?.value ?? '',
    })
    router.push('/contact/Confirm/')
  }

  const onInvalid = () => {
    focusSummary.current = true
    setShowSummary(true)
  }

  const badge = (optional: boolean) => (
    <span className={optional ? styles.optional : styles.required}>{optional ? t('form.optionalBadge') : t('form.requiredBadge')}</span>
  )

  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `contact-${name}-hint` : '', errors[name as keyof ContactInput] ? `contact-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined

  /** A required consent box (privacy, and in Japanese no-sales): the same markup for each. */
  const checkbox = (name: 'privacy' | 'noSales') => (
    <div className={styles.check}>
      <input
        id={`contact-${name}`}
        type="checkbox"
        aria-invalid={errors[name] ? true : undefined}
        aria-required
        aria-describedby={describedBy(name)}
        {...register(name)}
      />
      <label htmlFor={`contact-${name}`}>
        {t(`form.${name}`)} {badge(false)}
      </label>
    </div>
  )

  const fieldError = (name: keyof ContactInput) => {
    const message = messageFor(name)
    return message ? (
      <p id={`contact-${name}-error`} className={styles.fieldError}>
        {message}
      </p>
    ) : null
  }

  const textField = (name: TextFieldName, type: 'text' | 'email' | 'tel', autoComplete: string, hint?: string) => {
    const optional = OPTIONAL_FIELDS.has(name)
    return (
      <div className={styles.field}>
        <label htmlFor={`contact-${name}`} className={styles.label}>
          {t(`form.${name}`)} {badge(optional)}
        </label>
        {hint ? (
          <p id={`contact-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <input
          id={`contact-${name}`}
          type={type}
          autoComplete={autoComplete}
          className={styles.input}
          aria-invalid={errors[name] ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy(name, Boolean(hint))}
          {...register(name)}
        />
        {fieldError(name)}
      </div>
    )
  }

  const nameFields =
    locale === 'ja'
      ? [textField('lastName', 'text', 'family-name'), textField('firstName', 'text', 'given-name')]
      : [textField('firstName', 'text', 'given-name'), textField('lastName', 'text', 'family-name')]

  return (
    // Posts, never GETs: before hydration or without JavaScript the browser sends the entry to the endpoint, which
    // answers with the steps as HTML (server/no-script.ts); nothing typed goes into a URL.
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action="/api/contact/"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      onFocus={loadChecks}
      aria-label={t('form.label')}
    >
      <p className={styles.intro}>{t('form.intro')}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="step" value="confirm" />

      {summaryShown ? (
        <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1} data-testid="contact-error-summary">
          <p className={styles.summaryHeading}>{t('form.summaryHeading')}</p>
          <ul>
            {[...summary].map(([code, names]) => (
              <li key={code} data-summary-code={code}>
                {t(`errors.${code}`)}
                <br />
                <span className={styles.summaryFields}>
                  {t.rich('form.summaryFields', {
                    fields: () =>
                      names.map((name, i) => (
                        <Fragment key={name}>
                          {i > 0 ? t('form.fieldSeparator') : null}
                          <a href={`#contact-${name}`}>{fieldName(name)}</a>
                        </Fragment>
                      )),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.field}>
        <label htmlFor="contact-subject" className={styles.label}>
          {t('form.subject')} {badge(false)}
        </label>
        <select
          id="contact-subject"
          className={styles.input}
          aria-invalid={errors.subject ? true : undefined}
          aria-required
          aria-describedby={describedBy('subject')}
          {...register('subject')}
        >
          <option value="">{t('form.subjectPlaceholder')}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`subjects.${s}`)}
            </option>
          ))}
        </select>
        {fieldError('subject')}
      </div>

      <div className={styles.pair}>{nameFields}</div>
      {textField('company', 'text', 'organization')}
      {textField('jobTitle', 'text', 'organization-title')}
      {textField('email', 'email', 'email')}
      {textField('phone', 'tel', 'tel', t('form.phoneHint'))}

      <div className={styles.field}>
        <label htmlFor="contact-message" className={styles.label}>
          {t('form.message')} {badge(false)}
        </label>
        <p id="contact-message-hint" className={styles.hint}>
          {t('form.messageHint', { max: CONTACT_BOUNDS.messageMax })}
        </p>
        <textarea
          id="contact-message"
          rows={8}
          className={styles.textarea}
          aria-invalid={errors.message ? true : undefined}
          aria-required
          aria-describedby={describedBy('message', true)}
          {...register('message')}
        />
        {fieldError('message')}
      </div>

      {/* Honeypot: hidden from people and assistive technology; scripts that fill every field give themselves away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" ref={honeypot} defaultValue="" />
      </div>

      <div className={styles.checks}>
        {checkbox('privacy')}
        <PrivacyDialog
          onAccept={() => setValue('privacy', true, { shouldValidate: true, shouldDirty: true, shouldTouch: true })}
        />
        {fieldError('privacy')}

        {locale === 'ja' ? (
          <>
            {checkbox('noSales')}
            {fieldError('noSales')}
          </>
        ) : null}

        {/* Optional and unticked: product information by e-mail only for those who ask for it. */}
        <div className={styles.check}>
          <input id="contact-marketingOptIn" type="checkbox" aria-describedby="contact-marketingOptIn-hint" {...register('marketingOptIn')} />
          <label htmlFor="contact-marketingOptIn">
            {t('form.marketingOptIn')} {badge(true)}
          </label>
        </div>
        <p id="contact-marketingOptIn-hint" className={styles.hint}>
          {t('form.marketingOptInHint')}
        </p>
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('form.toConfirm')}
        </button>
      </div>
    </form>
  )
}
