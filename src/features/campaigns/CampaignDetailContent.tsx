import { ContentArticle, ContentCallToAction } from '@/features/content/ContentArticle'
import { ContentBadge, ContentMeta } from '@/features/content/ContentCard'
import type { Formatter, Translator } from '@/i18n/translator'
import { campaignStatus } from '@/lib/cms/campaign-status'
import type { CampaignDetail, CampaignSummary } from '@/lib/cms/types'
import { CAMPAIGN_LIST_PATH } from '@/lib/content-routes'

const TONE = { current: 'accent', past: 'muted', upcoming: 'warm' } as const

/** "Running" / "Ended" badge and the campaign's dates. */
export function CampaignPeriodContent({ campaign, t, format }: { campaign: CampaignSummary; t: Translator<'campaigns'>; format: Formatter }) {
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

/**
 * One campaign: title, period, image, body and its call to action. Rendered by the campaign page
 * (CampaignDetailView) and, in the browser, by the admin's live preview.
 */
export function CampaignDetailContent({ campaign, t, format }: { campaign: CampaignDetail; t: Translator<'campaigns'>; format: Formatter }) {
  return (
    <ContentArticle
      meta={<CampaignPeriodContent campaign={campaign} t={t} format={format} />}
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
