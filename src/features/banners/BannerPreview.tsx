import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Banner } from '@/lib/cms/types'

import { BannerPreviewContent } from './BannerPreviewContent'

/** A draft banner on its own (BannerPreviewContent), in the page's locale. */
export async function BannerPreview({ banner, locale }: { banner: Banner; locale: Locale }) {
  return <BannerPreviewContent banner={banner} t={await getTranslations({ locale, namespace: 'preview' })} />
}
