/**
 * Locale URL strategies and browser-language redirect modes (requirements §9), as pure functions.
 *
 * The site does not send every page request through the proxy: the strategy is turned into plain
 * `redirects` and `rewrites` for next.config.ts (served by Next's router at no per-request cost), and
 * the proxy only runs on the root path, where browser-language detection happens by default.
 */
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, isLocale } from './locales'

export const STRATEGIES = ['prefix', 'prefix_except_default', 'prefix_and_default', 'no_prefix'] as const
export type Strategy = (typeof STRATEGIES)[number]
export const DEFAULT_STRATEGY: Strategy = 'prefix_except_default'

/** Where browser-language detection may redirect: only '/', every path, or only unprefixed paths. */
export const REDIRECT_MODES = ['root', 'all', 'no_prefix'] as const
export type RedirectOn = (typeof REDIRECT_MODES)[number]
export const DEFAULT_REDIRECT_ON: RedirectOn = 'root'

export function parseStrategy(value: string | undefined): Strategy {
  if (!value) return DEFAULT_STRATEGY
  if ((STRATEGIES as readonly string[]).includes(value)) return value as Strategy
  throw new Error(`I18N_STRATEGY must be one of ${STRATEGIES.join(', ')}; got "${value}"`)
}

export function parseRedirectOn(value: string | undefined): RedirectOn {
  if (!value) return DEFAULT_REDIRECT_ON
  // "no prefix" is how the brief spelled it; accept both spellings.
  const normalized = value.replace(' ', '_')
  if ((REDIRECT_MODES as readonly string[]).includes(normalized)) return normalized as RedirectOn
  throw new Error(`I18N_REDIRECT_ON must be one of ${REDIRECT_MODES.join(', ')}; got "${value}"`)
}

function withTrailingSlash(path: string): string {
  const [pathname, query] = splitQuery(path)
  const p = pathname.startsWith('/') ? pathname : `/${pathname}`
  return (p.endsWith('/') ? p : `${p}/`) + query
}

function splitQuery(path: string): [string, string] {
  const i = path.search(/[?#]/)
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)]
}

/** The public URL path of an internal path ('/company/') in a locale. */
export function localizedPath(locale: Locale, path: string, strategy: Strategy): string {
  const p = withTrailingSlash(path)
  const prefixed = p === '/' ? `/${locale}/` : `/${locale}${p}`
  switch (strategy) {
    case 'prefix':
      return prefixed
    case 'no_prefix':
      return p
    default:
      return locale === DEFAULT_LOCALE ? p : prefixed
  }
}

/** Splits a public path into its locale prefix (if any) and the internal path. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  if (match && isLocale(match[1])) return { prefix: match[1], path: withTrailingSlash(match[2] ?? '/') }
  return { prefix: null, path: withTrailingSlash(pathname) }
}

/** The locale a public path is shown in, given the strategy and (for no_prefix) the cookie. */
export function localeOfPath(pathname: string, strategy: Strategy, cookieLocale?: string): Locale {
  const { prefix } = splitLocalePrefix(pathname)
  if (prefix && strategy !== 'no_prefix') return prefix
  if (strategy === 'no_prefix' && isLocale(cookieLocale)) return cookieLocale
  return DEFAULT_LOCALE
}

// ---------------------------------------------------------------------------------------------
// Rules for next.config.ts
// ---------------------------------------------------------------------------------------------

export type RouteCondition = { type: 'cookie' | 'header' | 'query'; key: string; value?: string }
export type RedirectRule = {
  source: string
  destination: string
  permanent: boolean
  has?: RouteCondition[]
  missing?: RouteCondition[]
}
export type RewriteRule = { source: string; destination: string; has?: RouteCondition[]; missing?: RouteCondition[] }

/** Paths that never carry a locale: Next's assets, the image endpoint, Payload, health probes, files with an extension. */
const NOT_A_PAGE = `(?:_next|_ipx|admin|api)(?:/|$)|(?:healthz|readyz)/?$|.*\\.[A-Za-z0-9]+$`
const LOCALE_ALTERNATION = LOCALES.join('|')
/**
 * A non-root page path without a locale prefix. `:path` takes the segments without the trailing
 * slash (Next compiles every source with an optional trailing slash), so destinations add it back.
 */
const UNPREFIXED_PAGE = `/:path((?!(?:${LOCALE_ALTERNATION})(?:/|$))(?!${NOT_A_PAGE})[^/]+(?:/[^/]+)*)`

/**
 * The first language of Accept-Language, as a header regex (Next anchors it at both ends).
 * Browsers list languages in order of preference, so the first tag is the visitor's choice.
 */
function acceptLanguageStartsWith(locale: Locale): string {
  const letters = [...locale].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('')
  return `\\s*${letters}(?:[-_][A-Za-z0-9-]+)?(?:\\s*[;,].*)?`
}

const NO_LOCALE_COOKIE: RouteCondition[] = [{ type: 'cookie', key: LOCALE_COOKIE.name }]

/** Rules that move a prefixed path (`/ja/...` or any of `from`) to `toPrefix` ('' for unprefixed). */
function movePrefixed(from: string, toPrefix: string, permanent: boolean, extra?: Partial<RedirectRule>): RedirectRule[] {
  return [
    { source: `/${from}`, destination: `${toPrefix}/`, permanent, ...extra },
    { source: `/${from}/:path+`, destination: `${toPrefix}/:path+/`, permanent, ...extra },
  ]
}

/**
 * Query parameters that change what a page shows: the news list's `category` and `page`, and the
 * tab deep links' `tab`. Keep in step with the pages that read a query.
 */
export const PAGE_QUERY_PARAMS = ['category', 'page', 'tab'] as const

/** Every non-empty set of PAGE_QUERY_PARAMS, larger sets first (a rule must match all of its own). */
function pageQuerySets(): (typeof PAGE_QUERY_PARAMS)[number][][] {
  const sets: (typeof PAGE_QUERY_PARAMS)[number][][] = []
  for (let mask = (1 << PAGE_QUERY_PARAMS.length) - 1; mask > 0; mask--) {
    sets.push(PAGE_QUERY_PARAMS.filter((_, i) => mask & (1 << i)))
  }
  return sets.sort((a, b) => b.length - a.length)
}

/**
 * Rewrites that serve unprefixed paths from the `/<locale>/...` app routes.
 *
 * Why the query rules: for an RSC request Next answers a config rewrite with the header
 * `x-nextjs-rewritten-query`, built from the destination's own query string only (next 16.4,
 * prepare-destination.ts sets `search` from the destination and drops the request's query, which
 * still reaches the page). The client router keys its cache by that header, so on unprefixed
 * (Japanese) pages `/news/?category=press` was cached as `/ja/news/` with no query: clicking a
 * category or "older articles" changed the URL but showed the list already on screen (docs/decisions.md R6).
 * Rules that name the page's query parameters in their destination make the header right.
 */
function serveUnprefixed(locale: Locale, has?: RouteCondition[]): RewriteRule[] {
  const rules: RewriteRule[] = []
  for (const keys of pageQuerySets()) {
    const conditions: RouteCondition[] = [...(has ?? []), ...keys.map((key) => ({ type: 'query' as const, key, value: `(?<${key}>.+)` }))]
    const query = keys.map((key) => `${key}=:${key}`).join('&')
    rules.push(
      { source: '/', destination: `/${locale}/?${query}`, has: conditions },
      { source: UNPREFIXED_PAGE, destination: `/${locale}/:path/?${query}`, has: conditions },
    )
  }
  rules.push(
    { source: '/', destination: `/${locale}/`, ...(has ? { has } : {}) },
    { source: UNPREFIXED_PAGE, destination: `/${locale}/:path/`, ...(has ? { has } : {}) },
  )
  return rules
}

/** Values of the news list's query that have a page of their own (the list's loader checks the rest). */
const NEWS_PAGE_VALUE = '(?<page>[1-9]\\d{0,5})'
const NEWS_CATEGORY_VALUE = `(?<category>${['news', 'press', 'product', 'event'].join('|')})`

/**
 * The news list's `?category=` and `?page=` served from statically generated (and tag-revalidated)
 * routes: `/news/?category=press&page=2` is rendered by `/<locale>/news/category/press/2/`,
 * `/news/?page=2` by `/<locale>/news/page/2/`. The public URL keeps its query; the page itself never
 * reads the query, so it is cached like any other. A value with no page of its own goes to
 * `/<locale>/news/page/invalid/`, which answers 404, and the plain `/news/` by `/<locale>/news/page/1/`.
 * Listed before the locale rewrites, once per public form of the list's URL in the strategy.
 */
function newsListRewrites(strategy: Strategy): RewriteRule[] {
  const forms: { source: string; locale: Locale; has: RouteCondition[] }[] = []
  for (const locale of LOCALES) {
    const unprefixed = strategy === 'no_prefix' || ((strategy === 'prefix_except_default' || strategy === 'prefix_and_default') && locale === DEFAULT_LOCALE)
    const prefixed = strategy !== 'no_prefix' && (strategy !== 'prefix_except_default' || locale !== DEFAULT_LOCALE)
    if (unprefixed) {
      // no_prefix: the language comes from the cookie; the default language takes the rest.
      const cookie: RouteCondition[] = strategy === 'no_prefix' && locale !== DEFAULT_LOCALE ? [{ type: 'cookie', key: LOCALE_COOKIE.name, value: locale }] : []
      forms.push({ source: '/news/', locale, has: cookie })
    }
    if (prefixed) forms.push({ source: `/${locale}/news/`, locale, has: [] })
  }
  // The default language's unprefixed form without a cookie condition must come after the cookie ones.
  forms.sort((a, b) => b.has.length - a.has.length)
  const page: RouteCondition = { type: 'query', key: 'page', value: NEWS_PAGE_VALUE }
  const category: RouteCondition = { type: 'query', key: 'category', value: NEWS_CATEGORY_VALUE }
  const anyPage: RouteCondition = { type: 'query', key: 'page' }
  // An empty `?category=` is the whole list, as before.
  const anyCategory: RouteCondition = { type: 'query', key: 'category', value: '.+' }
  return forms.flatMap(({ source, locale, has }) => [
    { source, destination: `/${locale}/news/category/:category/:page/`, has: [...has, category, page] },
    { source, destination: `/${locale}/news/category/:category/1/`, has: [...has, category], missing: [anyPage] },
    { source, destination: `/${locale}/news/page/:page/`, has: [...has, page], missing: [anyCategory] },
    { source, destination: `/${locale}/news/page/invalid/`, has: [...has, anyPage] },
    { source, destination: `/${locale}/news/page/invalid/`, has: [...has, anyCategory] },
    // The plain list too, so that no list URL is served by a route whose path matches the URL. The
    // client router learns the shape of such a route and then predicts `?page=2` as the same route,
    // with no request, and page 1's list stays on screen (next 16.4 optimistic-routes.js: a static page
    // does not vary by the query, and its cached segment is reused). A rewrite makes it ask the server.
    { source, destination: `/${locale}/news/page/1/`, ...(has.length ? { has } : {}) },
  ])
}

export function buildRoutingRules(strategy: Strategy, redirectOn: RedirectOn): {
  redirects: RedirectRule[]
  beforeFiles: RewriteRule[]
} {
  const redirects: RedirectRule[] = []
  const beforeFiles: RewriteRule[] = []
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE)
  beforeFiles.push(...newsListRewrites(strategy))

  // Detection beyond the root (redirect modes 'all' and 'no_prefix'), only while no cookie is set.
  // These come first so they win over the canonical redirects below. In the no_prefix strategy
  // there is no other URL to send anyone to, so they do not apply.
  if (strategy !== 'no_prefix' && redirectOn !== 'root') {
    for (const target of LOCALES) {
      const detected = {
        has: [{ type: 'header', key: 'accept-language', value: acceptLanguageStartsWith(target) }] as RouteCondition[],
        missing: NO_LOCALE_COOKIE,
      }
      const targetPrefix = strategy === 'prefix' || target !== DEFAULT_LOCALE ? `/${target}` : ''
      if (target !== DEFAULT_LOCALE) {
        redirects.push({ source: UNPREFIXED_PAGE, destination: `${targetPrefix}/:path/`, permanent: false, ...detected })
      }
      if (redirectOn === 'all') {
        for (const from of LOCALES.filter((l) => l !== target)) {
          redirects.push(...movePrefixed(from, targetPrefix, false, detected))
        }
      }
    }
  }

  switch (strategy) {
    case 'prefix_except_default':
      // One URL per page: the default locale's prefixed form moves to the unprefixed one.
      redirects.push(...movePrefixed(DEFAULT_LOCALE, '', true))
      beforeFiles.push(...serveUnprefixed(DEFAULT_LOCALE))
      break
    case 'prefix_and_default':
      // Both /company/ and /ja/company/ serve Japanese; canonical links point at the unprefixed one.
      beforeFiles.push(...serveUnprefixed(DEFAULT_LOCALE))
      break
    case 'prefix':
      // Every page lives under a prefix; unprefixed non-root paths move to the default locale.
      // The root itself is decided by the proxy (cookie, then browser language).
      redirects.push({ source: UNPREFIXED_PAGE, destination: `/${DEFAULT_LOCALE}/:path/`, permanent: false })
      break
    case 'no_prefix':
      // No prefix in any URL: the cookie picks the language.
      for (const locale of LOCALES) redirects.push(...movePrefixed(locale, '', false))
      for (const locale of others) {
        beforeFiles.push(...serveUnprefixed(locale, [{ type: 'cookie', key: LOCALE_COOKIE.name, value: locale }]))
      }
      beforeFiles.push(...serveUnprefixed(DEFAULT_LOCALE))
      break
  }

  return { redirects, beforeFiles }
}

/**
 * The routing part of next.config.ts: trailing slashes, and the strategy's redirects and rewrites. The
 * tests hand the same object to Next's own config tester (next/experimental/testing/server).
 */
export function nextRoutingConfig(strategy: Strategy, redirectOn: RedirectOn) {
  const { redirects, beforeFiles } = buildRoutingRules(strategy, redirectOn)
  return {
    trailingSlash: true,
    redirects: async () => redirects,
    rewrites: async () => ({ beforeFiles, afterFiles: [], fallback: [] }),
  }
}

// ---------------------------------------------------------------------------------------------
// The root path (run by the proxy)
// ---------------------------------------------------------------------------------------------

export type RootDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string; setCookie?: Locale }
  | { kind: 'rewrite'; to: string; setCookie?: Locale }
  | { kind: 'remember'; setCookie: Locale }

/**
 * What the root path does. `detected` is the browser's preferred supported locale, if any.
 * Detection only happens while no locale cookie is set ("not always", requirements §1).
 */
export function decideRoot(input: {
  strategy: Strategy
  cookieLocale?: string
  detected?: Locale
}): RootDecision {
  const { strategy, detected } = input
  const cookieLocale = isLocale(input.cookieLocale) ? input.cookieLocale : undefined

  if (strategy === 'prefix') {
    const locale = cookieLocale ?? detected ?? DEFAULT_LOCALE
    return { kind: 'redirect', to: `/${locale}/`, setCookie: cookieLocale ? undefined : locale }
  }
  if (cookieLocale) return { kind: 'pass' }
  const locale = detected ?? DEFAULT_LOCALE
  if (strategy === 'no_prefix') return { kind: 'rewrite', to: `/${locale}/`, setCookie: locale }
  if (locale !== DEFAULT_LOCALE) return { kind: 'redirect', to: localizedPath(locale, '/', strategy), setCookie: locale }
  return { kind: 'remember', setCookie: locale }
}
