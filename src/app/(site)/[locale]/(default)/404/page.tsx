import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundContent } from '@/features/navigation/NotFoundContent'
import { type LocaleParams, resolveLocale } from '@/i18n/params'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } }
}

/**
 * The not-found page, statically generated per locale. The proxy serves it, with status 404, for
 * /404/ and for every path that is not a page (see src/proxy.ts), so its text is in the HTML itself.
 */
export default async function NotFoundPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <NotFoundContent locale={locale} />
}
