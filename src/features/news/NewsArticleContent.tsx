import { ContentArticle, ContentNeighbours } from '@/features/content/ContentArticle'
import { ContentBadge, ContentMeta } from '@/features/content/ContentCard'
import type { Formatter, Translator } from '@/i18n/translator'
import type { Adjacent, NewsArticle } from '@/lib/cms/types'
import { NEWS_LIST_PATH, newsPath } from '@/lib/content-routes'

/**
 * One article: heading, date and category, main image, body, and links to the neighbours. Rendered by the
 * article page (NewsArticleView) and, in the browser, by the admin's live preview.
 */
export function NewsArticleContent({ article, adjacent, t, format }: { article: NewsArticle; adjacent: Adjacent | null; t: Translator<'news'>; format: Formatter }) {
  const neighbour = (item: Adjacent['previous'], label: string) => (item ? { href: newsPath(item.slug), label, title: item.title } : null)
  return (
    <ContentArticle
      meta={
        <ContentMeta>
          <time dateTime={article.publishedAt}>{format.dateTime(new Date(article.publishedAt), 'long')}</time>
          <ContentBadge>{t(`categories.${article.category}`)}</ContentBadge>
        </ContentMeta>
      }
      title={article.title}
      lead={article.excerpt}
      image={article.image}
      bodyHtml={article.bodyHtml}
      back={{ href: NEWS_LIST_PATH, label: t('backToList') }}
    >
      <ContentNeighbours label={t('adjacentLabel')} previous={neighbour(adjacent?.previous ?? null, t('previous'))} next={neighbour(adjacent?.next ?? null, t('next'))} />
    </ContentArticle>
  )
}
