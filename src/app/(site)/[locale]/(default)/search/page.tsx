import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { SearchBox } from '@/features/search/SearchBox'
import { SearchResultsView } from '@/features/search/SearchResultsView'
import { maySearch, parseQuery, parseSearchPage, searchSite, type SearchOutcome } from '@/features/search/server/search'
import { queryTerms } from '@/features/search/normalize'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { resolveLocale } from '@/i18n/params'
import { clientAddressFrom, SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address'
import { buildMetadata, siteName } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Result pages are never indexed by search engines (and never listed in sitemap.xml). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const query = parseQuery((await searchParams).q)
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const t = await getTranslations({ locale, namespace: 'search' })
  const title = query ? t('resultsTitle', { query }) : pages('search.title')
  return buildMetadata({ locale, path: '/search/', title, description: pages('search.description', { company: siteName(locale) }), noIndex: true })
}

/**
 * /search/?q=…&page=…: server-rendered results (no JavaScript needed). Not cached by shared caches
 * (Next answers a page that reads the query `private, no-store`): an unpublished article must vanish
 * from results within seconds, which a per-query edge copy could not promise.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const query = parseQuery((await searchParams).q)
  const page = parseSearchPage((await searchParams).page)
  let outcome: SearchOutcome = { status: 'empty' }
  if (queryTerms(query).length > 0) {
    const h = await headers()
    const allowed = await maySearch(clientAddressFrom(h.get(SOCKET_ADDRESS_HEADER), h.get('x-forwarded-for')))
    outcome = allowed ? await searchSite(locale, query, page) : { status: 'limited' }
  }
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="search" />
      <Section narrow>
        <SearchBox locale={locale} id="search-page-q" defaultValue={query} />
        <SearchResultsView locale={locale} outcome={outcome} />
      </Section>
    </>
  )
}
