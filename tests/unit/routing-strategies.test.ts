/**
 * Each locale strategy end to end through Next's own router code: the rules of next.config.ts (from
 * `nextRoutingConfig`) go through `unstable_getResponseFromNextConfig` (next/experimental/testing/server),
 * which compiles and applies them as `next start` does, with the trailing-slash rule Next adds itself.
 * The root is the proxy's, after the redirects: `decideRoot`, as src/proxy.ts calls it.
 */
import { getRedirectUrl, getRewrittenUrl, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { decideRoot, localizedPath, nextRoutingConfig, parseRedirectOn, parseStrategy, type RedirectOn, splitLocalePrefix, type Strategy } from '@/i18n/strategy'

type Visit = { path: string; cookieLocale?: string; acceptLanguage?: string; detected?: Locale; query?: Record<string, string> }
type Outcome = { kind: 'redirect'; location: string; permanent: boolean; setCookie?: string } | { kind: 'render'; route: string; setCookie?: string }

const ORIGIN = 'https://site.example'

async function simulate(strategy: Strategy, redirectOn: RedirectOn, visit: Visit): Promise<Outcome> {
  const url = new URL(visit.path, ORIGIN)
  for (const [key, value] of Object.entries(visit.query ?? {})) url.searchParams.set(key, value)
  const response = await unstable_getResponseFromNextConfig({
    url: url.href,
    nextConfig: nextRoutingConfig(strategy, redirectOn),
    headers: visit.acceptLanguage ? { 'accept-language': visit.acceptLanguage } : {},
    cookies: visit.cookieLocale ? { i18n_redirected: visit.cookieLocale } : {},
  })
  const location = getRedirectUrl(response)
  if (location) {
    const target = new URL(location)
    return { kind: 'redirect', location: target.origin === ORIGIN ? target.pathname + target.search : target.href, permanent: response.status === 308 }
  }
  let setCookie: string | undefined
  if (visit.path === '/') {
    const decision = decideRoot({ strategy, cookieLocale: visit.cookieLocale, detected: visit.detected })
    if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.to, permanent: false, setCookie: decision.setCookie }
    if (decision.kind === 'rewrite') return { kind: 'render', route: decision.to, setCookie: decision.setCookie }
    if (decision.kind === 'remember') setCookie = decision.setCookie
  }
  const rewritten = getRewrittenUrl(response)
  return { kind: 'render', route: rewritten ? new URL(rewritten).pathname : visit.path, setCookie }
}

describe('prefix_except_default (the default): Japanese at the root, English under /en/', () => {
  const s = 'prefix_except_default' as const
  it('serves Japanese pages from unprefixed paths', async () => {
    expect(await simulate(s, 'root', { path: '/company/Info/' })).toEqual({ kind: 'render', route: '/ja/company/Info/', setCookie: undefined })
    expect(await simulate(s, 'root', { path: '/', cookieLocale: 'ja' })).toMatchObject({ kind: 'render', route: '/ja/' })
  })
  it('serves English pages from /en/ paths as they are', async () => {
    expect(await simulate(s, 'root', { path: '/en/solution/Ssc/' })).toMatchObject({ kind: 'render', route: '/en/solution/Ssc/' })
  })
  it('moves /ja/... permanently to the unprefixed URL in one hop', async () => {
    expect(await simulate(s, 'root', { path: '/ja/company/' })).toEqual({ kind: 'redirect', location: '/company/', permanent: true })
    expect(await simulate(s, 'root', { path: '/ja/' })).toEqual({ kind: 'redirect', location: '/', permanent: true })
  })
  it('adds the trailing slash with a permanent redirect', async () => {
    expect(await simulate(s, 'root', { path: '/company' })).toEqual({ kind: 'redirect', location: '/company/', permanent: true })
  })
  it('leaves files, the admin, the API and the image endpoint alone', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/admin/', '/api/news/', '/_ipx/w_640/images/hero.png', '/_next/static/x.js']) {
      expect(await simulate(s, 'root', { path })).toEqual({ kind: 'render', route: path, setCookie: undefined })
    }
  })
  it('sends unknown paths to the Japanese app routes, where they 404 in Japanese', async () => {
    expect(await simulate(s, 'root', { path: '/no-such-page/' })).toMatchObject({ route: '/ja/no-such-page/' })
  })
  it('redirects an English browser on its first visit to the root, and remembers it', async () => {
    expect(await simulate(s, 'root', { path: '/', detected: 'en' })).toEqual({ kind: 'redirect', location: '/en/', permanent: false, setCookie: 'en' })
  })
  it('does not redirect once the cookie is set, whatever the browser prefers', async () => {
    expect(await simulate(s, 'root', { path: '/', cookieLocale: 'ja', detected: 'en' })).toMatchObject({ kind: 'render', route: '/ja/' })
  })
  it('detects only on the root in the default redirect mode', async () => {
    expect(await simulate(s, 'root', { path: '/company/', acceptLanguage: 'en-US,en;q=0.9' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
  })
})

describe('prefix: every language under its prefix', () => {
  const s = 'prefix' as const
  it('redirects unprefixed pages to the default locale', async () => {
    expect(await simulate(s, 'root', { path: '/company/' })).toEqual({ kind: 'redirect', location: '/ja/company/', permanent: false })
  })
  it('redirects the root to the cookie, then the browser language, then Japanese', async () => {
    expect(await simulate(s, 'root', { path: '/', cookieLocale: 'en' })).toMatchObject({ kind: 'redirect', location: '/en/' })
    expect(await simulate(s, 'root', { path: '/', detected: 'en' })).toMatchObject({ kind: 'redirect', location: '/en/', setCookie: 'en' })
    expect(await simulate(s, 'root', { path: '/' })).toMatchObject({ kind: 'redirect', location: '/ja/' })
  })
  it('serves both prefixed forms', async () => {
    expect(await simulate(s, 'root', { path: '/ja/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
    expect(await simulate(s, 'root', { path: '/en/company/' })).toMatchObject({ kind: 'render', route: '/en/company/' })
  })
})

describe('prefix_and_default: Japanese both with and without /ja/', () => {
  const s = 'prefix_and_default' as const
  it('serves /company/ and /ja/company/ without redirecting either', async () => {
    expect(await simulate(s, 'root', { path: '/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
    expect(await simulate(s, 'root', { path: '/ja/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
  })
  it('links to the unprefixed form for Japanese', async () => {
    expect(localizedPath('ja', '/company/', s)).toBe('/company/')
    expect(localizedPath('en', '/company/', s)).toBe('/en/company/')
  })
})

describe('no_prefix: no prefix in any URL, the cookie picks the language', () => {
  const s = 'no_prefix' as const
  it('shows English for the same URL when the cookie says en', async () => {
    expect(await simulate(s, 'root', { path: '/company/', cookieLocale: 'en' })).toMatchObject({ kind: 'render', route: '/en/company/' })
    expect(await simulate(s, 'root', { path: '/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
  })
  it('moves prefixed URLs to the unprefixed one', async () => {
    expect(await simulate(s, 'root', { path: '/en/company/' })).toEqual({ kind: 'redirect', location: '/company/', permanent: false })
  })
  it('detects the browser language on the first visit to the root without redirecting', async () => {
    expect(await simulate(s, 'root', { path: '/', detected: 'en' })).toEqual({ kind: 'render', route: '/en/', setCookie: 'en' })
  })
  it('keeps every link unprefixed', async () => {
    expect(localizedPath('en', '/news/', s)).toBe('/news/')
  })
})

describe('redirect modes', () => {
  const s = 'prefix_except_default' as const
  const english = 'en-US,en;q=0.9,ja;q=0.8'
  it('no_prefix mode: detection also redirects unprefixed pages while no cookie is set', async () => {
    expect(await simulate(s, 'no_prefix', { path: '/company/', acceptLanguage: english })).toEqual({ kind: 'redirect', location: '/en/company/', permanent: false })
    expect(await simulate(s, 'no_prefix', { path: '/company/', acceptLanguage: english, cookieLocale: 'ja' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
    expect(await simulate(s, 'no_prefix', { path: '/en/company/', acceptLanguage: 'ja,en;q=0.5' })).toMatchObject({ kind: 'render', route: '/en/company/' })
  })
  it('all mode: detection redirects prefixed pages too', async () => {
    expect(await simulate(s, 'all', { path: '/en/company/', acceptLanguage: 'ja-JP,ja;q=0.9' })).toEqual({ kind: 'redirect', location: '/company/', permanent: false })
    expect(await simulate(s, 'all', { path: '/company/', acceptLanguage: english })).toEqual({ kind: 'redirect', location: '/en/company/', permanent: false })
  })
  it('root mode: a Japanese browser on an English page stays there', async () => {
    expect(await simulate(s, 'root', { path: '/en/company/', acceptLanguage: 'ja' })).toMatchObject({ kind: 'render', route: '/en/company/' })
  })
})

describe('configuration', () => {
  it('defaults to prefix_except_default and root, and rejects unknown values with a clear message', async () => {
    expect(parseStrategy(undefined)).toBe('prefix_except_default')
    expect(parseRedirectOn(undefined)).toBe('root')
    expect(parseRedirectOn('no prefix')).toBe('no_prefix')
    expect(() => parseStrategy('sometimes')).toThrow(/I18N_STRATEGY must be one of/)
  })
  it('splits a locale prefix from a path', async () => {
    expect(splitLocalePrefix('/en/news/a/')).toEqual({ prefix: 'en', path: '/news/a/' })
    expect(splitLocalePrefix('/en')).toEqual({ prefix: 'en', path: '/' })
    expect(splitLocalePrefix('/company/')).toEqual({ prefix: null, path: '/company/' })
  })
  it('ignores a cookie with an unknown locale', async () => {
    expect(decideRoot({ strategy: 'prefix_except_default', cookieLocale: 'fr', detected: 'en' })).toMatchObject({ kind: 'redirect', to: '/en/' })
  })
})

describe('news list query: served from the statically generated list routes', () => {
  // The rules that keep ?page and ?category values are checked in rewritten-query.test.ts: Next's config
  // tester drops the values a `has` condition captures, which the real router passes to the destination.
  const list = (strategy: Strategy, path: string, query: Record<string, string>) => simulate(strategy, 'root', { path, query })

  it('sends values that have no list page to the 404 route', async () => {
    const s = 'prefix_except_default' as const
    for (const query of [{ page: 'zero' }, { page: '0' }, { page: '1234567' }, { category: 'bogus' }, { category: 'press', page: 'x' }, { category: 'bogus', page: '2' }] as Record<string, string>[]) {
      expect(await list(s, '/news/', query)).toMatchObject({ kind: 'render', route: '/ja/news/page/invalid/' })
    }
  })
})
