import { describe, expect, it } from 'vitest'

import { decideRoot, localizedPath, parseRedirectOn, parseStrategy, splitLocalePrefix } from '@/i18n/strategy'

import { simulate } from './next-router-sim'

describe('prefix_except_default (the default): Japanese at the root, English under /en/', () => {
  const s = 'prefix_except_default' as const
  it('serves Japanese pages from unprefixed paths', () => {
    expect(simulate(s, 'root', { path: '/company/Info/' })).toEqual({ kind: 'render', route: '/ja/company/Info/', setCookie: undefined })
    expect(simulate(s, 'root', { path: '/', cookieLocale: 'ja' })).toMatchObject({ kind: 'render', route: '/ja/' })
  })
  it('serves English pages from /en/ paths as they are', () => {
    expect(simulate(s, 'root', { path: '/en/solution/Ssc/' })).toMatchObject({ kind: 'render', route: '/en/solution/Ssc/' })
  })
  it('moves /ja/... permanently to the unprefixed URL in one hop', () => {
    expect(simulate(s, 'root', { path: '/ja/company/' })).toEqual({ kind: 'redirect', location: '/company/', permanent: true })
    expect(simulate(s, 'root', { path: '/ja/' })).toEqual({ kind: 'redirect', location: '/', permanent: true })
  })
  it('adds the trailing slash with a permanent redirect', () => {
    expect(simulate(s, 'root', { path: '/company' })).toEqual({ kind: 'redirect', location: '/company/', permanent: true })
  })
  it('leaves files, the admin, the API and the image endpoint alone', () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/admin/', '/api/news/', '/_ipx/w_640/images/hero.png', '/_next/static/x.js']) {
      expect(simulate(s, 'root', { path })).toEqual({ kind: 'render', route: path, setCookie: undefined })
    }
  })
  it('sends unknown paths to the Japanese app routes, where they 404 in Japanese', () => {
    expect(simulate(s, 'root', { path: '/no-such-page/' })).toMatchObject({ route: '/ja/no-such-page/' })
  })
  it('redirects an English browser on its first visit to the root, and remembers it', () => {
    expect(simulate(s, 'root', { path: '/', detected: 'en' })).toEqual({ kind: 'redirect', location: '/en/', permanent: false, setCookie: 'en' })
  })
  it('does not redirect once the cookie is set, whatever the browser prefers', () => {
    expect(simulate(s, 'root', { path: '/', cookieLocale: 'ja', detected: 'en' })).toMatchObject({ kind: 'render', route: '/ja/' })
  })
  it('detects only on the root in the default redirect mode', () => {
    expect(simulate(s, 'root', { path: '/company/', acceptLanguage: 'en-US,en;q=0.9' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
  })
})

describe('prefix: every language under its prefix', () => {
  const s = 'prefix' as const
  it('redirects unprefixed pages to the default locale', () => {
    expect(simulate(s, 'root', { path: '/company/' })).toEqual({ kind: 'redirect', location: '/ja/company/', permanent: false })
  })
  it('redirects the root to the cookie, then the browser language, then Japanese', () => {
    expect(simulate(s, 'root', { path: '/', cookieLocale: 'en' })).toMatchObject({ kind: 'redirect', location: '/en/' })
    expect(simulate(s, 'root', { path: '/', detected: 'en' })).toMatchObject({ kind: 'redirect', location: '/en/', setCookie: 'en' })
    expect(simulate(s, 'root', { path: '/' })).toMatchObject({ kind: 'redirect', location: '/ja/' })
  })
  it('serves both prefixed forms', () => {
    expect(simulate(s, 'root', { path: '/ja/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
    expect(simulate(s, 'root', { path: '/en/company/' })).toMatchObject({ kind: 'render', route: '/en/company/' })
  })
})

describe('prefix_and_default: Japanese both with and without /ja/', () => {
  const s = 'prefix_and_default' as const
  it('serves /company/ and /ja/company/ without redirecting either', () => {
    expect(simulate(s, 'root', { path: '/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
    expect(simulate(s, 'root', { path: '/ja/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
  })
  it('links to the unprefixed form for Japanese', () => {
    expect(localizedPath('ja', '/company/', s)).toBe('/company/')
    expect(localizedPath('en', '/company/', s)).toBe('/en/company/')
  })
})

describe('no_prefix: no prefix in any URL, the cookie picks the language', () => {
  const s = 'no_prefix' as const
  it('shows English for the same URL when the cookie says en', () => {
    expect(simulate(s, 'root', { path: '/company/', cookieLocale: 'en' })).toMatchObject({ kind: 'render', route: '/en/company/' })
    expect(simulate(s, 'root', { path: '/company/' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
  })
  it('moves prefixed URLs to the unprefixed one', () => {
    expect(simulate(s, 'root', { path: '/en/company/' })).toEqual({ kind: 'redirect', location: '/company/', permanent: false })
  })
  it('detects the browser language on the first visit to the root without redirecting', () => {
    expect(simulate(s, 'root', { path: '/', detected: 'en' })).toEqual({ kind: 'render', route: '/en/', setCookie: 'en' })
  })
  it('keeps every link unprefixed', () => {
    expect(localizedPath('en', '/news/', s)).toBe('/news/')
  })
})

describe('redirect modes', () => {
  const s = 'prefix_except_default' as const
  const english = 'en-US,en;q=0.9,ja;q=0.8'
  it('no_prefix mode: detection also redirects unprefixed pages while no cookie is set', () => {
    expect(simulate(s, 'no_prefix', { path: '/company/', acceptLanguage: english })).toEqual({ kind: 'redirect', location: '/en/company/', permanent: false })
    expect(simulate(s, 'no_prefix', { path: '/company/', acceptLanguage: english, cookieLocale: 'ja' })).toMatchObject({ kind: 'render', route: '/ja/company/' })
    expect(simulate(s, 'no_prefix', { path: '/en/company/', acceptLanguage: 'ja,en;q=0.5' })).toMatchObject({ kind: 'render', route: '/en/company/' })
  })
  it('all mode: detection redirects prefixed pages too', () => {
    expect(simulate(s, 'all', { path: '/en/company/', acceptLanguage: 'ja-JP,ja;q=0.9' })).toEqual({ kind: 'redirect', location: '/company/', permanent: false })
    expect(simulate(s, 'all', { path: '/company/', acceptLanguage: english })).toEqual({ kind: 'redirect', location: '/en/company/', permanent: false })
  })
  it('root mode: a Japanese browser on an English page stays there', () => {
    expect(simulate(s, 'root', { path: '/en/company/', acceptLanguage: 'ja' })).toMatchObject({ kind: 'render', route: '/en/company/' })
  })
})

describe('configuration', () => {
  it('defaults to prefix_except_default and root, and rejects unknown values with a clear message', () => {
    expect(parseStrategy(undefined)).toBe('prefix_except_default')
    expect(parseRedirectOn(undefined)).toBe('root')
    expect(parseRedirectOn('no prefix')).toBe('no_prefix')
    expect(() => parseStrategy('sometimes')).toThrow(/I18N_STRATEGY must be one of/)
  })
  it('splits a locale prefix from a path', () => {
    expect(splitLocalePrefix('/en/news/a/')).toEqual({ prefix: 'en', path: '/news/a/' })
    expect(splitLocalePrefix('/en')).toEqual({ prefix: 'en', path: '/' })
    expect(splitLocalePrefix('/company/')).toEqual({ prefix: null, path: '/company/' })
  })
  it('ignores a cookie with an unknown locale', () => {
    expect(decideRoot({ strategy: 'prefix_except_default', cookieLocale: 'fr', detected: 'en' })).toMatchObject({ kind: 'redirect', to: '/en/' })
  })
})

describe('news list query: served from the statically generated list routes', () => {
  const list = (strategy: Parameters<typeof simulate>[0], path: string, query: Record<string, string>, cookieLocale?: string) =>
    simulate(strategy, 'root', { path, query, cookieLocale })

  it('rewrites ?page and ?category to path routes, in both languages', () => {
    const s = 'prefix_except_default' as const
    expect(list(s, '/news/', { page: '2' })).toMatchObject({ kind: 'render', route: '/ja/news/page/2/' })
    expect(list(s, '/en/news/', { category: 'press' })).toMatchObject({ kind: 'render', route: '/en/news/category/press/1/' })
    expect(list(s, '/en/news/', { category: 'event', page: '3' })).toMatchObject({ kind: 'render', route: '/en/news/category/event/3/' })
    expect(list(s, '/news/', {})).toMatchObject({ kind: 'render', route: '/ja/news/' })
    // An empty category is the whole list, as before.
    expect(list(s, '/news/', { category: '' })).toMatchObject({ kind: 'render', route: '/ja/news/' })
    // So is an empty page (Next's `has` needs a non-empty value to match a key without a pattern).
    expect(list(s, '/news/', { page: '' })).toMatchObject({ kind: 'render', route: '/ja/news/' })
  })

  it('sends values that have no list page to the 404 route', () => {
    const s = 'prefix_except_default' as const
    for (const query of [{ page: 'zero' }, { page: '0' }, { page: '1234567' }, { category: 'bogus' }, { category: 'press', page: 'x' }, { category: 'bogus', page: '2' }] as Record<string, string>[]) {
      expect(list(s, '/news/', query)).toMatchObject({ kind: 'render', route: '/ja/news/page/invalid/' })
    }
  })

  it('follows every strategy', () => {
    expect(list('prefix', '/ja/news/', { page: '2' })).toMatchObject({ route: '/ja/news/page/2/' })
    expect(list('prefix_and_default', '/news/', { page: '2' })).toMatchObject({ route: '/ja/news/page/2/' })
    expect(list('prefix_and_default', '/ja/news/', { page: '2' })).toMatchObject({ route: '/ja/news/page/2/' })
    expect(list('no_prefix', '/news/', { page: '2' }, 'en')).toMatchObject({ route: '/en/news/page/2/' })
    expect(list('no_prefix', '/news/', { page: '2' })).toMatchObject({ route: '/ja/news/page/2/' })
  })
})
