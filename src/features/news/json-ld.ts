import type { Locale } from '@/i18n/locales'
import type { NewsArticle } from '@/lib/cms/types'
import { env } from '@/lib/env'
import { organizationRef, serializeJsonLd } from '@/lib/json-ld'
import { absoluteUrl, OG_IMAGE } from '@/lib/seo'

export function newsArticleJsonLd(article: NewsArticle, locale: Locale): string {
  const origin = env().SITE_ORIGIN
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt || undefined,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: locale === 'ja' ? 'ja' : 'en-US',
    mainEntityOfPage: absoluteUrl(locale, `/news/${article.slug}/`),
    image: [origin + (article.image ? `/_ipx/w_1280,f_jpeg${article.image.src}` : OG_IMAGE.path)],
    author: organizationRef(locale),
    publisher: organizationRef(locale),
  })
}
