import type { Locale } from '@/i18n/locales'
import type { CampaignDetail, NewsArticle } from '@/lib/cms/types'
import { campaignPath, newsPath } from '@/lib/content-routes'
import { env } from '@/lib/env'
import { organizationRef, serializeJsonLd } from '@/lib/json-ld'
import { absoluteUrl, OG_IMAGE, shareImagePath } from '@/lib/seo'

/** What a news article and a campaign page have in common as schema.org data. */
type ArticleInput = {
  type: 'NewsArticle' | 'Article'
  headline: string
  description: string
  path: string
  image: { src: string } | null
  datePublished: string
  dateModified?: string
  expires?: string
}

/** One builder for both kinds of content page: the company is author and publisher, with its URL. */
function articleJsonLd(input: ArticleInput, locale: Locale): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': input.type,
    headline: input.headline,
    description: input.description || undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    expires: input.expires,
    inLanguage: locale === 'ja' ? 'ja' : 'en-US',
    mainEntityOfPage: absoluteUrl(locale, input.path),
    image: [env().SITE_ORIGIN + (input.image ? shareImagePath(input.image.src) : OG_IMAGE.path)],
    author: organizationRef(locale),
    publisher: organizationRef(locale),
  })
}

export function newsArticleJsonLd(article: NewsArticle, locale: Locale): string {
  return articleJsonLd(
    {
      type: 'NewsArticle',
      headline: article.title,
      description: article.excerpt,
      path: newsPath(article.slug),
      image: article.image,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
    },
    locale,
  )
}

/**
 * A campaign page as a schema.org Article (schema.org has no "campaign"; Event would call for a venue).
 * Its period is the article's dates: published when it starts, valid until it ends.
 */
export function campaignJsonLd(campaign: CampaignDetail, locale: Locale): string {
  return articleJsonLd(
    {
      type: 'Article',
      headline: campaign.title,
      description: campaign.summary,
      path: campaignPath(campaign.slug),
      image: campaign.image,
      datePublished: campaign.startsAt,
      expires: campaign.endsAt,
    },
    locale,
  )
}
