import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Adjacent, NewsArticle } from '@/lib/cms/types'

import { NewsArticleContent } from './NewsArticleContent'

/** One article (NewsArticleContent) in the page's locale. */
export async function NewsArticleView({ article, adjacent, locale }: { article: NewsArticle; adjacent: Adjacent | null; locale: Locale }) {
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'news' })])
  return <NewsArticleContent article={article} adjacent={adjacent} t={t} format={format} />
}
