import { ContentCard } from '@/features/content/ContentCard'
import type { Locale } from '@/i18n/locales'
import type { CampaignSummary } from '@/lib/cms/types'
import { campaignPath } from '@/lib/content-routes'

import { CampaignPeriod } from './CampaignPeriod'

export function CampaignCard({ campaign, locale, preload = false }: { campaign: CampaignSummary; locale: Locale; preload?: boolean }) {
  return (
    <ContentCard
      href={campaignPath(campaign.slug)}
      title={campaign.title}
      image={campaign.image}
      sizes="(min-width: 1024px) 560px, 100vw"
      size="large"
      text={campaign.summary}
      meta={<CampaignPeriod campaign={campaign} locale={locale} />}
      preload={preload}
    />
  )
}
