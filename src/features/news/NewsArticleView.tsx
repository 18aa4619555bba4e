import { getFormatter, getTranslations } from 'next-intl/server'

import { ContentArticle, ContentNeighbours } from '@/features/content/ContentArticle'
import { ContentBadge, ContentMeta } from '@/features/content/ContentCard'
import type { Locale } from '@/i18n/locales'
import type { Adjacent, NewsArticle } from '@/lib/cms/types'
import { NEWS_LIST_PATH, newsPath } from '@/lib/content-routes'

/** One article: heading, date and category, main image, body, and links to the neighbours. */
export async function NewsArticleView({ article, adjacent, locale }: { article: NewsArticle; adjacent: Adjacent | null; locale: Locale }) {
  const format = await getFormatter({ locale })
  const t = await getTranslations({ locale, namespace: 'news' })
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
