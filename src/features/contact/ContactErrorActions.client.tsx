'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { useRouter } from '@/i18n/navigation'

import { CONTACT_FIELD_ORDER } from './constants'
import styles from './contact.module.css'
import { useContactText } from './ContactText.client'
import { draftSnapshot, parseDraft, subscribeContactStorage, unknownSnapshot } from './draft-storage'

/** The mail-format fallback as a ready-made e-mail, and Go back (to Confirm, with the entry kept). */
export function ContactErrorActions({ contactEmail }: { contactEmail: string }) {
  const t = useContactText()
  const router = useRouter()
  const raw = useSyncExternalStore(subscribeContactStorage, draftSnapshot, unknownSnapshot)
  const draft = useMemo(() => parseDraft(raw), [raw])
  const mailto = useMemo(() => {
    const v = draft?.values
    const lines = CONTACT_FIELD_ORDER.map((f) => {
      const value = !v ? '' : f === 'subject' ? (v.subject ? t(`subjects.${v.subject}`) : '') : (v[f] ?? '')
      return `${t(`form.${f}`)}: ${value}`
    })
    return `mailto:${contactEmail}?subject=${encodeURIComponent(t('error.mailSubject'))}&body=${encodeURIComponent(lines.join('\n'))}`
  }, [draft, contactEmail, t])

  return (
    <div className={styles.actions}>
      <a className="button button--ghost" href={mailto}>
        {t('error.openMail')}
      </a>
      <button type="button" className="button" onClick={() => router.push('/contact/Confirm/')}>
        {t('error.goBack')}
      </button>
    </div>
  )
}
