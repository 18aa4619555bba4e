import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import type { Locale } from '@/i18n/locales'
import { getNewsPage } from '@/lib/cms/news'
import { parseCategoryParam, parsePageParam } from '@/lib/cms/query'
import type { NewsCategory } from '@/lib/cms/types'
import { buildMetadata } from '@/lib/seo'

import { NewsListView } from './NewsListView'

/**
 * The news list's page and category, from the path segments of the statically generated list routes
 * (`news/page/[page]`, `news/category/[category]/[page]`) to which next.config's rewrites send
 * `/news/?page=…&category=…` (src/i18n/strategy.ts). Anything that is not a page of the list is a 404.
 */
export function listParams(page: string, category?: string): { page: number; category: NewsCategory | null } {
  const p = parsePageParam(page)
  const c = category === undefined ? null : parseCategoryParam(category)
  if (p === null || c === undefined || (category !== undefined && c === null)) notFound()
  return { page: p, category: c }
}

/** The public URL of a list page: `/news/`, `/news/?page=2`, `/news/?category=press&page=2`. */
export function listPath(page: number, category: NewsCategory | null): string {
  const query = new URLSearchParams({ ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()
  return query ? `/news/?${query}` : '/news/'
}

export async function newsListMetadata(locale: Locale, page: number, category: NewsCategory | null): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages.news' })
  return buildMetadata({ locale, path: listPath(page, category), title: t('title'), description: t('description') })
}

export async function NewsListPage({ locale, page, category }: { locale: Locale; page: number; category: NewsCategory | null }) {
  const data = await getNewsPage(locale, page, category)
  if (page > data.totalPages) notFound()
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="news" />
      <NewsListView data={data} locale={locale} />
    </>
  )
}
