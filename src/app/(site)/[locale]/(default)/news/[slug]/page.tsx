import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { newsArticleJsonLd } from '@/features/news/json-ld'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { resolveLocale } from '@/i18n/params'
import { getAdjacentNews, getNewsArticle } from '@/lib/cms/news'
import { isValidSlug } from '@/lib/cms/query'
import { buildMetadata, shareImage } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; slug: string }> }

/*
 * Rendered per request from cached CMS data (no database query while the data is fresh), like the list.
 * Not pre-built with generateStaticParams: Next 16.4 answers an unknown slug on such a route with an
 * empty error shell instead of the not-found page (see docs/decisions.md).
 */

async function find(params: Props['params']) {
  const { slug } = await params
  const locale = await resolveLocale(params)
  const article = isValidSlug(slug) ? await getNewsArticle(locale, slug) : null
  return { locale, article }
}

// Metadata never throws notFound(): the page does, so the 404 is rendered in the server HTML.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await find(params)
  if (!article) return { robots: { index: false, follow: false } }
  return buildMetadata({
    locale,
    path: `/news/${article.slug}/`,
    // The editor's SEO fields when set; otherwise the title, excerpt and main image as before.
    title: article.seo.title ?? article.title,
    description: article.seo.description ?? (article.excerpt || article.title),
    type: 'article',
    image: shareImage(article.seo.image ?? article.image),
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await find(params)
  if (!article) notFound()
  const adjacent = await getAdjacentNews(locale, article)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: newsArticleJsonLd(article, locale) }} />
      <NewsArticleView article={article} adjacent={adjacent} locale={locale} />
    </>
  )
}
