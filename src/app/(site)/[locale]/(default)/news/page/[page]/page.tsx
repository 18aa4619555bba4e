import type { Metadata } from 'next'

import { listParams, NewsListPage, newsListMetadata } from '@/features/news/news-list-page'
import { resolveLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; page: string }> }

/**
 * The first page (the plain `/news/`, rewritten here too) at build time, in each language of the layout's
 * params; the others are generated on their first request and kept until the `news` tag expires them.
 */
export function generateStaticParams() {
  return [{ page: '1' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const { page, category } = listParams((await params).page)
  return newsListMetadata(locale, page, category)
}

/** `/news/` and `/news/?page=N` (rewritten here by next.config; see src/i18n/strategy.ts). */
export default async function NewsListPageRoute({ params }: Props) {
  const locale = await resolveLocale(params)
  const { page, category } = listParams((await params).page)
  return <NewsListPage locale={locale} page={page} category={category} />
}
