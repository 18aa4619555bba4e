import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getActiveBanners } from '@/lib/cms/banners'
import type { BannerPlacement } from '@/lib/cms/types'

import { BannerView } from './BannerView'
import styles from './banners.module.css'

/**
 * The banners in their display period, for the home page: all of them, or one placement. Reads
 * cached CMS data tagged `banners`, so publishing a banner revalidates the page that places it.
 * Renders nothing when no banner is showing.
 */
export async function HomeBanners({ locale, placement }: { locale: Locale; placement?: BannerPlacement }) {
  const [banners, t] = await Promise.all([getActiveBanners(locale, placement), getTranslations({ locale, namespace: 'banners' })])
  if (banners.length === 0) return null
  return (
    <section className={styles.section} aria-label={t('regionLabel')}>
      <div className={`container ${styles.list}`}>
        {/* Below the hero and the figures: loaded lazily, never preloaded beside the hero image (the largest paint). */}
        {banners.map((banner) => (
          <BannerView key={banner.id} banner={banner} />
        ))}
      </div>
    </section>
  )
}
