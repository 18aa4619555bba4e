import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { NewsListView } from '@/features/news/NewsListView'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getNewsPage } from '@/lib/cms/news'
import { parseCategoryParam, parsePageParam } from '@/lib/cms/query'
import { buildMetadata } from '@/lib/seo'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function readQuery(searchParams: Props['searchParams']) {
  const query = await searchParams
  const page = parsePageParam(query.page)
  const category = parseCategoryParam(query.category)
  if (page === null || category === undefined) notFound()
  return { page, category }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const { page, category } = await readQuery(searchParams)
  const t = await getTranslations({ locale, namespace: 'pages.news' })
  const query = new URLSearchParams({ ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()
  return buildMetadata({ locale, path: query ? `/news/?${query}` : '/news/', title: t('title'), description: t('description') })
}

/** The news list reads ?page and ?category, so it renders per request from cached CMS data. */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const { page, category } = await readQuery(searchParams)
  const data = await getNewsPage(locale, page, category)
  if (page > data.totalPages) notFound()
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="news" />
      <NewsListView data={data} locale={locale} />
    </>
  )
}
