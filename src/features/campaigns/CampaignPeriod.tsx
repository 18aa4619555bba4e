import { getFormatter, getTranslations } from 'next-intl/server'

import { ContentBadge, ContentMeta } from '@/features/content/ContentCard'
import type { Locale } from '@/i18n/locales'
import { campaignStatus } from '@/lib/cms/campaigns'
import type { CampaignSummary } from '@/lib/cms/types'

const TONE = { current: 'accent', past: 'muted', upcoming: 'warm' } as const

/** "Running" / "Ended" badge and the campaign's dates. */
export async function CampaignPeriod({ campaign, locale }: { campaign: CampaignSummary; locale: Locale }) {
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'campaigns' })])
  const status = campaignStatus(campaign)
  const label = { current: t('statusCurrent'), past: t('statusPast'), upcoming: t('statusUpcoming') }[status]
  return (
    <ContentMeta>
      <ContentBadge tone={TONE[status]}>{label}</ContentBadge>
      <span>
        {t.rich('period', {
          start: () => <time dateTime={campaign.startsAt}>{format.dateTime(new Date(campaign.startsAt), 'long')}</time>,
          end: () => <time dateTime={campaign.endsAt}>{format.dateTime(new Date(campaign.endsAt), 'long')}</time>,
        })}
      </span>
    </ContentMeta>
  )
}
