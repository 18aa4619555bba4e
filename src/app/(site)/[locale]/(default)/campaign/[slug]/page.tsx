import { CampaignDetailView } from '@/features/campaigns/CampaignDetailView'
import { articleRoute } from '@/features/content/article-route'
import { campaignJsonLd } from '@/features/content/json-ld'
import { getCampaign } from '@/lib/cms/campaigns'
import { campaignPath } from '@/lib/content-routes'

const route = articleRoute({
  kind: 'campaign',
  load: getCampaign,
  path: campaignPath,
  summary: (campaign) => campaign.summary,
  render: (campaign, locale) => (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: campaignJsonLd(campaign, locale) }} />
      <CampaignDetailView campaign={campaign} locale={locale} />
    </>
  ),
})

// Generated on first request, kept until the CMS expires its tags (src/features/content/article-route.tsx).
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata

export default route.Page
