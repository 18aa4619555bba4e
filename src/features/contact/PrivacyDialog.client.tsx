'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink.client'

import styles from './contact.module.css'

/** The privacy policy, readable without leaving the form, with an Accept button that ticks the box. */
export function PrivacyDialog({ onAccept }: { onAccept: () => void }) {
  const t = useTranslations('contact.privacyDialog')
  const tf = useTranslations('contact.form')
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => dialog.current?.showModal()}>
        {tf('privacyRead')}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="contact-privacy-title">
        <h2 id="contact-privacy-title" className={styles.dialogTitle}>
          {t('title')}
        </h2>
        <p>{t('body1')}</p>
        <p>{t('body2')}</p>
        <p>{t('body3')}</p>
        <p>
          <Link href="/Privacy/" target="_blank" rel="noopener">
            {t('fullPolicy')}
          </Link>
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {t('close')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              onAccept()
              dialog.current?.close()
            }}
          >
            {t('accept')}
          </button>
        </div>
      </dialog>
    </>
  )
}
