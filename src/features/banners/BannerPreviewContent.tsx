import type { Translator } from '@/i18n/translator'
import type { Banner } from '@/lib/cms/types'

import { BannerView } from './BannerView'
import styles from './banners.module.css'

/** A draft banner on its own, at the size its placement has on the home page (signed preview link and live preview). */
export function BannerPreviewContent({ banner, t }: { banner: Banner; t: Translator<'preview'> }) {
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
