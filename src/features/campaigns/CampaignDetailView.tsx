import Image from '@/components/ui/StaticImage'
import { getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { CampaignDetail } from '@/lib/cms/types'

import { CampaignPeriod } from './CampaignPeriod'
import styles from './campaigns.module.css'

/** One campaign: title, period, image, body and its call to action. */
export async function CampaignDetailView({ campaign, locale }: { campaign: CampaignDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'campaigns' })
  const external = campaign.cta ? /^https?:\/\//i.test(campaign.cta.url) : false
  return (
    <article className={`container ${styles.detail}`}>
      <header className={styles.detailHeader}>
        <CampaignPeriod campaign={campaign} locale={locale} />
        <h1 className={styles.detailTitle}>
          <Phrases text={campaign.title} />
        </h1>
        {campaign.summary ? <p className={styles.lead}>{campaign.summary}</p> : null}
      </header>
      {campaign.image ? (
        <Image
          className={styles.detailImage}
          src={campaign.image.src}
          alt={campaign.image.alt}
          width={campaign.image.width}
          height={campaign.image.height}
          sizes="(min-width: 1024px) 880px, 100vw"
          priority
        />
      ) : null}
      {/* Sanitized by the mapper: text is escaped and link URLs are checked. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: campaign.bodyHtml }} />
      {campaign.cta ? (
        <p className={styles.cta}>
          {external ? (
            <a href={campaign.cta.url} className="button" rel="noopener noreferrer" target="_blank">
              {campaign.cta.label}
            </a>
          ) : (
            <Link href={campaign.cta.url} className="button">
              {campaign.cta.label}
            </Link>
          )}
        </p>
      ) : null}
      <p className={styles.back}>
        <Link href="/campaign/" className="button button--ghost">
          {t('backToList')}
        </Link>
      </p>
    </article>
  )
}
