'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Link } from '@/i18n/navigation'

/** A page that failed to render: a calm message, a retry, and the way home. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
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
