'use client'

import { type ReactNode, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { usePageLocale } from '@/i18n/LocaleContext.client'
import { useRouter } from '@/i18n/navigation'

import { submitDraft } from './client-api'
import { type CONTACT_FIELD_ORDER, fieldOrderFor } from './constants'
import styles from './contact.module.css'
import { useContactText } from './ContactText.client'
import { draftSnapshot, markDone, parseDraft, subscribeContactStorage, unknownSnapshot } from './draft-storage'

/**
 * The read-only review: every value shown as text, then Modify or Submit. Opened with no entry stored
 * (directly, or in a tab whose entry was sent from another), it shows `directVisit` instead.
 */
export function ContactConfirmStep({ directVisit }: { directVisit: ReactNode }) {
  const locale = usePageLocale()
  const t = useContactText()
  const router = useRouter()
  const raw = useSyncExternalStore(subscribeContactStorage, draftSnapshot, unknownSnapshot)
  const draft = useMemo(() => parseDraft(raw), [raw])
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | undefined>(undefined)

  if (!draft) {
    // `busy`: this tab sent the entry and is on its way to Complete.
    if (raw !== undefined && !busy) return directVisit
    return (
      <p className={styles.loading} aria-live="polite">
        {t('confirm.loading')}
      </p>
    )
  }

  const onSubmit = async () => {
    // A double click sends once; the server's idempotency key covers the rest (other tabs, retries).
    if (sending.current) return
    sending.current = true
    setBusy(true)
    setNotice(undefined)
    const outcome = await submitDraft(draft, locale)
    if (outcome.kind === 'stored') {
      markDone()
      router.replace('/contact/Complete/')
      return
    }
    sending.current = false
    setBusy(false)
    if (outcome.kind === 'serverError') router.push('/contact/Error/')
    else if (outcome.kind === 'rateLimited') setNotice(t('errors.rateLimited', { minutes: outcome.minutes }))
    else setNotice(outcome.code === 'forbidden' ? t('errors.forbidden') : t('errors.general'))
  }

  const v = draft.values
  const display = (field: (typeof CONTACT_FIELD_ORDER)[number]): string => {
    if (field === 'subject') return v.subject ? t(`subjects.${v.subject}`) : t('confirm.empty')
    const value = (v[field] ?? '').trim()
    return value || t('confirm.empty')
  }
  const fields = fieldOrderFor(locale)

  return (
    <div className={styles.confirm}>
      <dl className={styles.review} data-testid="contact-review">
        {fields.map((field) => (
          <div key={field} className={styles.reviewRow}>
            <dt>{t(`form.${field}`)}</dt>
            {/* React renders these as text: HTML typed into the form stays text. */}
            <dd className={field === 'message' ? styles.reviewMessage : undefined}>{display(field)}</dd>
          </div>
        ))}
        <div className={styles.reviewRow}>
          <dt>{t('confirm.privacy')}</dt>
          <dd>{t('confirm.yes')}</dd>
        </div>
        {locale === 'ja' ? (
          <div className={styles.reviewRow}>
            <dt>{t('confirm.noSales')}</dt>
            <dd>{t('confirm.yes')}</dd>
          </div>
        ) : null}
        <div className={styles.reviewRow}>
          <dt>{t('confirm.marketingOptIn')}</dt>
          <dd>{v.marketingOptIn ? t('confirm.wanted') : t('confirm.notWanted')}</dd>
        </div>
      </dl>

      {notice ? (
        <p className={styles.summary} role="alert" data-testid="contact-notice">
          {notice}
        </p>
      ) : null}

      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => router.push('/contact/')}
        >
          {t('confirm.modify')}
        </button>
        <button type="button" className="button" onClick={onSubmit} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('confirm.sending') : t('confirm.submit')}
        </button>
      </div>
    </div>
  )
}
