import type { Metadata } from 'next'

import { NewsListPage, newsListMetadata } from '@/features/news/news-list-page'
import { type LocaleParams, resolveLocale } from '@/i18n/params'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsListMetadata(await resolveLocale(params), 1, null)
}

/**
 * The first page of the whole list, statically generated and revalidated by the `news` tag. `?page=`
 * and `?category=` are rewritten to the list routes under `page/` and `category/` (src/i18n/strategy.ts),
 * so no list page reads the query or renders per request.
 */
export default async function NewsPage({ params }: LocaleParams) {
  return <NewsListPage locale={await resolveLocale(params)} page={1} category={null} />
}
