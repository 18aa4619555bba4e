import { articleRoute } from '@/features/content/article-route'
import { newsArticleJsonLd } from '@/features/content/json-ld'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { getAdjacentNews, getNewsArticle } from '@/lib/cms/news'
import { newsPath } from '@/lib/content-routes'

const route = articleRoute({
  kind: 'news',
  load: getNewsArticle,
  path: newsPath,
  summary: (article) => article.excerpt,
  type: 'article',
  render: async (article, locale) => (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: newsArticleJsonLd(article, locale) }} />
      <NewsArticleView article={article} adjacent={await getAdjacentNews(locale, article)} locale={locale} />
    </>
  ),
})

// Generated on first request, kept until the CMS expires its tags (src/features/content/article-route.tsx).
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata

export default route.Page
