import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CampaignDetailView } from '@/features/campaigns/CampaignDetailView'
import { campaignJsonLd } from '@/features/content/json-ld'
import { resolveLocale } from '@/i18n/params'
import { getCampaign } from '@/lib/cms/campaigns'
import { isValidSlug } from '@/lib/cms/query'
import { campaignPath } from '@/lib/content-routes'
import { buildMetadata, shareImage } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; slug: string }> }

/*
 * Statically generated on first request and kept until the CMS expires its cache tags (a publish, an
 * edit, an unpublish or a delete; see src/payload/hooks/revalidate.ts), so readers get the cached copy.
 * None is built ahead: a build needs no database content, and a new article is served at once.
 */
export function generateStaticParams() {
  return []
}

async function find(params: Props['params']) {
  const { slug } = await params
  const locale = await resolveLocale(params)
  const campaign = isValidSlug(slug) ? await getCampaign(locale, slug) : null
  return { locale, campaign }
}

// Metadata never throws notFound(): the page does, so the 404 is rendered in the server HTML.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, campaign } = await find(params)
  // The not-found page gives the title, and Next the one robots noindex.
  if (!campaign) return {}
  return buildMetadata({
    locale,
    path: campaignPath(campaign.slug),
    // The editor's SEO fields when set; otherwise the title, summary and image as before.
    title: campaign.seo.title ?? campaign.title,
    description: campaign.seo.description ?? (campaign.summary || campaign.title),
    image: shareImage(campaign.seo.image ?? campaign.image),
  })
}

export default async function CampaignDetailPage({ params }: Props) {
  const { locale, campaign } = await find(params)
  if (!campaign) notFound()
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: campaignJsonLd(campaign, locale) }} />
      <CampaignDetailView campaign={campaign} locale={locale} />
    </>
  )
}
