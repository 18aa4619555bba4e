'use client'

import { useRef } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink.client'

import styles from './contact.module.css'
import { useContactText } from './ContactText.client'

/** The privacy policy, readable without leaving the form, with an Accept button that ticks the box. */
export function PrivacyDialog({ onAccept }: { onAccept: () => void }) {
  const text = useContactText()
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => dialog.current?.showModal()}>
        {text('form.privacyRead')}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="contact-privacy-title">
        <h2 id="contact-privacy-title" className={styles.dialogTitle}>
          {text('privacyDialog.title')}
        </h2>
        <p>{text('privacyDialog.body1')}</p>
        <p>{text('privacyDialog.body2')}</p>
        <p>{text('privacyDialog.body3')}</p>
        <p>
          <Link href="/Privacy/" target="_blank" rel="noopener">
            {text('privacyDialog.fullPolicy')}
          </Link>
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {text('privacyDialog.close')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              onAccept()
              dialog.current?.close()
            }}
          >
            {text('privacyDialog.accept')}
          </button>
        </div>
      </dialog>
    </>
  )
}
