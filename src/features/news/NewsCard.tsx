import { getFormatter, getTranslations } from 'next-intl/server'

import { ContentBadge, ContentCard, ContentMeta } from '@/features/content/ContentCard'
import type { Locale } from '@/i18n/locales'
import type { NewsSummary } from '@/lib/cms/types'
import { newsPath } from '@/lib/content-routes'

/** A news article in a list: a card on tablets and PCs, a compact row on phones. */
export async function NewsCard({ item, locale, headingLevel = 'h2' }: { item: NewsSummary; locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  const format = await getFormatter({ locale })
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <ContentCard
      data-news-card={item.category}
      href={newsPath(item.slug)}
      title={item.title}
      image={item.image}
      sizes="(max-width: 599px) 120px, (min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
      headingLevel={headingLevel}
      compactOnPhone
      text={item.excerpt}
      meta={
        <ContentMeta>
          <time dateTime={item.publishedAt}>{format.dateTime(new Date(item.publishedAt), 'long')}</time>
          <ContentBadge>{t(`categories.${item.category}`)}</ContentBadge>
        </ContentMeta>
      }
    />
  )
}
