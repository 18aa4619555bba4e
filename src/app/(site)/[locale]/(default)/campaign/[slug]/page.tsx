import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CampaignDetailView } from '@/features/campaigns/CampaignDetailView'
import { resolveLocale } from '@/i18n/params'
import { getCampaign } from '@/lib/cms/campaigns'
import { isValidSlug } from '@/lib/cms/query'
import { buildMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** None are built ahead (a handful a year): each renders on its first visit and is then cached. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { slug } = await params
  const locale = await resolveLocale(params)
  if (!isValidSlug(slug)) notFound()
  const campaign = await getCampaign(locale, slug)
  if (!campaign) notFound()
  return { locale, campaign }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, campaign } = await load(params)
  return buildMetadata({
    locale,
    path: `/campaign/${campaign.slug}/`,
    title: campaign.title,
    description: campaign.summary || campaign.title,
    image: campaign.image
      ? { url: `/_ipx/w_1280,f_jpeg${campaign.image.src}`, width: 1280, height: Math.round((1280 * campaign.image.height) / campaign.image.width), alt: campaign.image.alt }
      : undefined,
  })
}

export default async function CampaignDetailPage({ params }: Props) {
  const { locale, campaign } = await load(params)
  return <CampaignDetailView campaign={campaign} locale={locale} />
}
