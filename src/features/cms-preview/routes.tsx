/**
 * The preview routes' pages. Each preview exists under two spellings (/news/draft/ and /news/Draft/,
 * requirements §2); both route files re-export these. (The upper-case ones live in a `(preview)`
 * route group so the two folders never share a parent: case-insensitive file systems would clash.)
 */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { BannerPreview } from '@/features/banners/BannerPreview'
import { CampaignDetailView } from '@/features/campaigns/CampaignDetailView'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import type { Locale } from '@/i18n/locales'
import { resolveLocale } from '@/i18n/params'
import { previewBanner, previewCampaign, previewNews, type PreviewResult } from '@/lib/cms/preview'

import { previewMetadata } from './metadata'
import { PreviewFrame } from './PreviewFrame'

type Query = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }

export async function generatePreviewMetadata({ params }: Props): Promise<Metadata> {
  return previewMetadata(await resolveLocale(params))
}

/** A preview route's page: the draft `load` finds (by the link's id and token), shown by `view` in the frame. */
function draftPage<T>(
  load: (query: Query, locale: Locale) => Promise<PreviewResult<T>>,
  view: (value: T, locale: Locale) => ReactNode,
) {
  return async function DraftPage({ params, searchParams }: Props) {
    const locale = await resolveLocale(params)
    const result = await load(await searchParams, locale)
    return (
      <PreviewFrame result={result} locale={locale}>
        {(value) => view(value, locale)}
      </PreviewFrame>
    )
  }
}

/** /news/draft/?id=…&token=… : the latest draft of a news article. */
export const NewsDraftPage = draftPage(previewNews, (article, locale) => (
  <NewsArticleView article={article} adjacent={null} locale={locale} />
))

/** /campaign/draft/?id=…&token=… : the latest draft of a campaign. */
export const CampaignDraftPage = draftPage(previewCampaign, (campaign, locale) => (
  <CampaignDetailView campaign={campaign} locale={locale} />
))

/** /draft/?id=…&token=… : the latest draft of a banner, as the home page would show it. */
export const BannerDraftPage = draftPage(previewBanner, (banner, locale) => <BannerPreview banner={banner} locale={locale} />)
