import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundContent } from '@/features/navigation/NotFoundContent'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

/**
 * The 404 of the statically generated CMS detail routes (/news/{slug}/, /campaign/{slug}/), inside
 * the default layout. Its metadata is static on purpose: the [locale] not-found's generateMetadata
 * reads the locale from request headers, which a static route may not do at run time (Next answers
 * 500 "static to dynamic"). The component itself runs under the layout, which has set the locale.
 */
export const notFoundMetadata: Metadata = { robots: { index: false, follow: false } }

export async function SegmentNotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : DEFAULT_LOCALE
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <>
      <title>{t('notFoundTitle')}</title>
      <NotFoundContent locale={locale} />
    </>
  )
}
