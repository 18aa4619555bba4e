import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Preview routes are never indexed and never offered to share. */
export async function previewMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return { title: t('notice'), robots: { index: false, follow: false } }
}
