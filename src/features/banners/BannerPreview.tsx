import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Banner } from '@/lib/cms/types'

import { BannerView } from './BannerView'
import styles from './banners.module.css'

/** A draft banner on its own, at the size its placement has on the home page. */
export async function BannerPreview({ banner, locale }: { banner: Banner; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <div className={`container ${styles.previewStage}`}>
      <h1 className={styles.previewHeading}>
        {t('bannerHeading')}: {banner.title}
      </h1>
      <div className={styles.list}>
        <BannerView banner={banner} priority />
      </div>
    </div>
  )
}
