import type { Metadata } from 'next'

import { listParams, NewsListPage, newsListMetadata } from '@/features/news/news-list-page'
import { resolveLocale } from '@/i18n/params'

type Props = { params: Promise<{ locale: string; category: string; page: string }> }

/** None at build time: each page is generated on its first request and kept until the `news` tag expires it. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const p = await params
  const { page, category } = listParams(p.page, p.category)
  return newsListMetadata(locale, page, category)
}

/** `/news/?category=C&page=N` (rewritten here by next.config; see src/i18n/strategy.ts). */
export default async function NewsCategoryPageRoute({ params }: Props) {
  const locale = await resolveLocale(params)
  const p = await params
  const { page, category } = listParams(p.page, p.category)
  return <NewsListPage locale={locale} page={page} category={category} />
}
