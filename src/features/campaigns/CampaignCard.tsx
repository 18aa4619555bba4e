import Image from '@/components/ui/StaticImage'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { CampaignSummary } from '@/lib/cms/types'

import { CampaignPeriod } from './CampaignPeriod'
import styles from './campaigns.module.css'

export function CampaignCard({ campaign, locale }: { campaign: CampaignSummary; locale: Locale }) {
  return (
    <article className={styles.card}>
      {campaign.image ? (
        <Image
          className={styles.cardImage}
          src={campaign.image.src}
          alt={campaign.image.alt}
          width={campaign.image.width}
          height={campaign.image.height}
          sizes="(min-width: 1024px) 560px, 100vw"
        />
      ) : (
        <div className={styles.cardImagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <CampaignPeriod campaign={campaign} locale={locale} />
        <h3 className={styles.cardTitle}>
          <Link href={`/campaign/${campaign.slug}/`} className={styles.cardLink}>
            <Phrases text={campaign.title} />
          </Link>
        </h3>
        {campaign.summary ? <p className={styles.summary}>{campaign.summary}</p> : null}
      </div>
    </article>
  )
}
