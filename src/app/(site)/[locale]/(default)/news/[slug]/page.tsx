import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { newsArticleJsonLd } from '@/features/content/json-ld'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { resolveLocale } from '@/i18n/params'
import { getAdjacentNews, getNewsArticle } from '@/lib/cms/news'
import { isValidSlug } from '@/lib/cms/query'
import { newsPath } from '@/lib/content-routes'
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
  const article = isValidSlug(slug) ? await getNewsArticle(locale, slug) : null
  return { locale, article }
}

// Metadata never throws notFound(): the page does, so the 404 is rendered in the server HTML.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await find(params)
  // The not-found page gives the title, and Next the one robots noindex.
  if (!article) return {}
  return buildMetadata({
    locale,
    path: newsPath(article.slug),
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
