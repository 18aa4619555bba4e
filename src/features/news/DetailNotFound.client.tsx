'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/**
 * The 404 of the statically generated CMS detail routes (/news/{slug}/, /campaign/{slug}/), inside the
 * default layout. It takes the language from the layout's client provider (the `errors` messages are
 * already sent to the browser) instead of the server's request locale: Next renders a segment's
 * not-found element with every page, and reading the locale there would make the static route
 * dynamic (500). Same markup as the site's not-found page (NotFoundContent).
 */
export function DetailNotFound() {
  const t = useTranslations('errors')
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <title>{t('notFoundTitle')}</title>
      <p className="error-page__code">404</p>
      <h1 id="error-title" className="error-page__title">
        {t('notFoundHeading')}
      </h1>
      <p className="error-page__text">{t('notFoundText')}</p>
      <Link href="/" className="button">
        {t('backToHome')}
      </Link>
    </section>
  )
}
