import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { newsArticleJsonLd } from '@/features/news/json-ld'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { LOCALES } from '@/i18n/locales'
import { resolveLocale } from '@/i18n/params'
import { getAdjacentNews, getNewsArticle, getRecentNewsSlugs } from '@/lib/cms/news'
import { isValidSlug } from '@/lib/cms/query'
import { buildMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** The newest articles are built ahead; older ones render on first visit and are then cached. */
export async function generateStaticParams() {
  const slugs = await getRecentNewsSlugs(50)
  return LOCALES.flatMap((locale) => slugs.map((slug) => ({ locale, slug })))
}

async function load(params: Props['params']) {
  const { slug } = await params
  const locale = await resolveLocale(params)
  if (!isValidSlug(slug)) notFound()
  const article = await getNewsArticle(locale, slug)
  if (!article) notFound()
  return { locale, article }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params)
  return buildMetadata({
    locale,
    path: `/news/${article.slug}/`,
    title: article.title,
    description: article.excerpt || article.title,
    type: 'article',
    image: article.image ? { url: `/_ipx/w_1280,f_jpeg${article.image.src}`, width: 1280, height: Math.round((1280 * article.image.height) / article.image.width), alt: article.image.alt } : undefined,
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await load(params)
  const adjacent = await getAdjacentNews(locale, article)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: newsArticleJsonLd(article, locale) }} />
      <NewsArticleView article={article} adjacent={adjacent} locale={locale} />
    </>
  )
}
