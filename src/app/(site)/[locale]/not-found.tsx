import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundContent } from '@/features/navigation/NotFoundContent'
import { SiteShell } from '@/features/navigation/SiteShell'
import { isLocale, DEFAULT_LOCALE } from '@/i18n/locales'

async function currentLocale() {
  const locale = await getLocale()
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } }
}

/** Rendered on the server with the 404 status: its text is in the HTML itself (SPEC section 8). */
export default async function LocaleNotFound() {
  const locale = await currentLocale()
  return (
    <SiteShell locale={locale} variant="default">
      <NotFoundContent locale={locale} />
    </SiteShell>
  )
}
