'use client'

import { useEffect } from 'react'

import { useErrorStrings } from '@/i18n/LocaleContext.client'
import { ClientLink as Link } from '@/i18n/ClientLink.client'

/** Only if the locale layout itself could not give the strings (it always does below it). */
const FALLBACK = { errorHeading: 'We could not show this page', errorText: 'Please try again in a moment.', retry: 'Try again', backToHome: 'Back to Home' }

/** A page that failed to render: a calm message, a retry, and the way home. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const strings = useErrorStrings() ?? FALLBACK
  const t = (key: keyof typeof FALLBACK) => strings[key]
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main id="main" className="error-page container">
      <h1 className="error-page__title">{t('errorHeading')}</h1>
      <p className="error-page__text">{t('errorText')}</p>
      <p className="error-page__actions">
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className="button button--ghost">
          {t('backToHome')}
        </Link>
      </p>
    </main>
  )
}
