import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { campaignStatus } from '@/lib/cms/campaigns'
import type { CampaignSummary } from '@/lib/cms/types'

import styles from './campaigns.module.css'

/** "Running" / "Ended" badge and the campaign's dates. */
export async function CampaignPeriod({ campaign, locale }: { campaign: CampaignSummary; locale: Locale }) {
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'campaigns' })])
  const status = campaignStatus(campaign)
  const label = { current: t('statusCurrent'), past: t('statusPast'), upcoming: t('statusUpcoming') }[status]
  return (
    <p className={styles.period}>
      <span className={`${styles.status} ${styles[`status_${status}`]}`}>{label}</span>
      <span>
        {t.rich('period', {
          start: () => <time dateTime={campaign.startsAt}>{format.dateTime(new Date(campaign.startsAt), 'long')}</time>,
          end: () => <time dateTime={campaign.endsAt}>{format.dateTime(new Date(campaign.endsAt), 'long')}</time>,
        })}
      </span>
    </p>
  )
}
