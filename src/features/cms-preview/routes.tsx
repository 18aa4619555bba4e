/**
 * The preview routes' pages. Each preview exists under two spellings (/news/draft/ and /news/Draft/,
 * SPEC section 2); both route files re-export these. (The upper-case ones live in a `(preview)`
 * route group so the two folders never share a parent: case-insensitive file systems would clash.)
 */
import type { Metadata } from 'next'

import { BannerPreview } from '@/features/banners/BannerPreview'
import { CampaignDetailView } from '@/features/campaigns/CampaignDetailView'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { resolveLocale } from '@/i18n/params'
import { previewBanner, previewCampaign, previewNews } from '@/lib/cms/preview'

import { previewMetadata } from './metadata'
import { PreviewFrame } from './PreviewFrame'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generatePreviewMetadata({ params }: Props): Promise<Metadata> {
  return previewMetadata(await resolveLocale(params))
}

/** /news/draft/?id=…&token=… : the latest draft of a news article. */
export async function NewsDraftPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const result = await previewNews(await searchParams, locale)
  return (
    <PreviewFrame result={result} locale={locale}>
      {(article) => <NewsArticleView article={article} adjacent={null} locale={locale} />}
    </PreviewFrame>
  )
}

/** /campaign/draft/?id=…&token=… : the latest draft of a campaign. */
export async function CampaignDraftPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const result = await previewCampaign(await searchParams, locale)
  return (
    <PreviewFrame result={result} locale={locale}>
      {(campaign) => <CampaignDetailView campaign={campaign} locale={locale} />}
    </PreviewFrame>
  )
}

/** /draft/?id=…&token=… : the latest draft of a banner, as the home page would show it. */
export async function BannerDraftPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const result = await previewBanner(await searchParams, locale)
  return (
    <PreviewFrame result={result} locale={locale}>
      {(banner) => <BannerPreview banner={banner} locale={locale} />}
    </PreviewFrame>
  )
}
