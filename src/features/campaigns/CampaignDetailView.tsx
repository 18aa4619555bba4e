import { getTranslations } from 'next-intl/server'

import { ContentArticle, ContentCallToAction } from '@/features/content/ContentArticle'
import type { Locale } from '@/i18n/locales'
import type { CampaignDetail } from '@/lib/cms/types'
import { CAMPAIGN_LIST_PATH } from '@/lib/content-routes'

import { CampaignPeriod } from './CampaignPeriod'

/** One campaign: title, period, image, body and its call to action. */
export async function CampaignDetailView({ campaign, locale }: { campaign: CampaignDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'campaigns' })
  return (
    <ContentArticle
      meta={<CampaignPeriod campaign={campaign} locale={locale} />}
      title={campaign.title}
      lead={campaign.summary}
      image={campaign.image}
      bodyHtml={campaign.bodyHtml}
      back={{ href: CAMPAIGN_LIST_PATH, label: t('backToList') }}
    >
      {campaign.cta ? <ContentCallToAction url={campaign.cta.url} label={campaign.cta.label} /> : null}
    </ContentArticle>
  )
}
