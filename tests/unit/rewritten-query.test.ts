/**
 * The query-only navigation bug (docs/decisions.md R6): on unprefixed (Japanese) pages, Next answered RSC requests
 * for `/news/?category=press` with `x-nextjs-rewritten-query: ""`, so the client router showed the
 * list already on screen. These tests replay Next's own rewrite code (prepare-destination, as
 * resolve-routes calls it) over our rules and check the search Next reports for the rewritten URL.
 */
import { modifyRouteRegex } from 'next/dist/lib/redirect-status'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { buildRoutingRules, type Strategy } from '@/i18n/strategy'

/**
 * What resolve-routes does for the first matching beforeFiles rewrite: the path and search it reports.
 * (Next's config tester, used in routing-strategies.test.ts, does not pass the values a `has` condition
 * captures to the destination, which these rules rely on, so this replays that one step.)
 */
function rewrite(path: string, search: string, strategy: Strategy = 'prefix_except_default', cookieLocale?: string) {
  const query = Object.fromEntries(new URLSearchParams(search))
  const { beforeFiles } = buildRoutingRules(strategy, 'root')
  const cookies = cookieLocale ? { i18n_redirected: cookieLocale } : {}
  for (const rule of beforeFiles) {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, regexModifier: (r: string) => modifyRouteRegex(r) })
    const params = match(path)
    if (!params) continue
    const hasParams = matchHas({ headers: {}, cookies } as never, query, rule.has as never, rule.missing as never)
    if (!hasParams) continue
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...hasParams }, query })
    return { pathname: parsedDestination.pathname, search: parsedDestination.search, query: parsedDestination.query }
  }
  return null
}

describe('unprefixed pages keep their query through the locale rewrite', () => {
  it('renders each category and page of the news list from a route of its own', () => {
    // The news list's query is served by static routes (docs/decisions.md R6), so each filter is its own rendered page.
    expect(rewrite('/news/', '?category=press')).toMatchObject({ pathname: '/ja/news/category/press/1/' })
    expect(rewrite('/news/', '?page=2')).toMatchObject({ pathname: '/ja/news/page/2/' })
    expect(rewrite('/news/', '?category=event&page=2')).toMatchObject({ pathname: '/ja/news/category/event/2/' })
  })

  it('reports a tab deep link, and no query when there is none', () => {
    expect(rewrite('/solution/Camera/', '?tab=features')).toMatchObject({ pathname: '/ja/solution/Camera/', search: '?tab=features' })
    expect(rewrite('/news/', '')).toMatchObject({ pathname: '/ja/news/page/1/', search: '' })
  })

  it('still passes every other parameter to the page', () => {
    const result = rewrite('/solution/Camera/', '?tab=features&utm_source=mail')
    expect(result?.query).toMatchObject({ tab: 'features', utm_source: 'mail' })
    expect(result?.search).toBe('?tab=features')
  })
})

describe('news list query: each value served from its statically generated list route', () => {
  it('rewrites ?page and ?category to path routes, in both languages', () => {
    expect(rewrite('/en/news/', '?category=press')).toMatchObject({ pathname: '/en/news/category/press/1/' })
    expect(rewrite('/en/news/', '?category=event&page=3')).toMatchObject({ pathname: '/en/news/category/event/3/' })
    // An empty category or page is the whole list (Next's `has` needs a non-empty value to match a key without a pattern).
    expect(rewrite('/news/', '?category=')).toMatchObject({ pathname: '/ja/news/page/1/' })
    expect(rewrite('/news/', '?page=')).toMatchObject({ pathname: '/ja/news/page/1/' })
  })

  it('serves the plain list from the page route too, so the client router never predicts ?page=2 as it', () => {
    expect(rewrite('/en/news/', '')).toMatchObject({ pathname: '/en/news/page/1/' })
    expect(rewrite('/en/news/', '?utm_source=mail')).toMatchObject({ pathname: '/en/news/page/1/' })
    expect(rewrite('/news/', '', 'no_prefix', 'en')).toMatchObject({ pathname: '/en/news/page/1/' })
    expect(rewrite('/news/', '', 'no_prefix')).toMatchObject({ pathname: '/ja/news/page/1/' })
    expect(rewrite('/ja/news/', '', 'prefix')).toMatchObject({ pathname: '/ja/news/page/1/' })
  })

  it('follows every strategy', () => {
    expect(rewrite('/ja/news/', '?page=2', 'prefix')).toMatchObject({ pathname: '/ja/news/page/2/' })
    expect(rewrite('/news/', '?page=2', 'prefix_and_default')).toMatchObject({ pathname: '/ja/news/page/2/' })
    expect(rewrite('/ja/news/', '?page=2', 'prefix_and_default')).toMatchObject({ pathname: '/ja/news/page/2/' })
    expect(rewrite('/news/', '?page=2', 'no_prefix', 'en')).toMatchObject({ pathname: '/en/news/page/2/' })
    expect(rewrite('/news/', '?page=2', 'no_prefix')).toMatchObject({ pathname: '/ja/news/page/2/' })
  })
})
