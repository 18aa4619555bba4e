import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { SITE_ROUTES } from '@/lib/site-routes'
import { LOCALES } from '@/i18n/locales'
import { config } from '@/proxy'

// Next's own test helper: compiles the matcher as `next build` does and answers for one request.
const runsProxy = (pathname: string) => unstable_doesMiddlewareMatch({ config, url: pathname, nextConfig: { trailingSlash: true } })

const PREFIXES = ['', ...LOCALES.map((l) => `/${l}`)]

describe('which requests pay for the proxy', () => {
  it('names exactly the locales of src/i18n/locales.ts (Next needs the matcher as a literal)', () => {
    const [, pages] = config.matcher
    const alternations = [...pages.matchAll(/\(\?:\(\?:([a-z|]+)\)\(\?:\/\|\$\)\)/g)].map((m) => m[1])
    expect(alternations.length).toBeGreaterThan(0)
    for (const alternation of alternations) expect(alternation.split('|').sort()).toEqual([...LOCALES].sort())
    // The file-extension exception lists the locales first as well.
    expect(pages).toContain(`(?:${LOCALES.join('|')}|company|`)
  })

  it('runs on the root, where browser-language detection happens', () => {
    expect(runsProxy('/')).toBe(true)
  })

  it('never runs for a page of the site, in any locale form, with or without the slash', () => {
    for (const route of SITE_ROUTES) {
      for (const prefix of PREFIXES) {
        if (route.path === '/' && prefix === '') continue
        const path = `${prefix}${route.path}`
        expect(runsProxy(path), path).toBe(false)
        expect(runsProxy(path.replace(/\/$/, '')), path).toBe(false)
      }
    }
  })

  it('never runs for articles, campaigns, previews, assets, images, the CMS or files', () => {
    for (const path of [
      '/news/some-article/', '/en/news/some-article/', '/campaign/spring-sale/', '/en/campaign/', '/news/draft/',
      '/en/campaign/Draft/', '/draft/', '/Draft/', '/draft/live/', '/en/draft/live/', '/_next/static/chunks/app.js',
      '/_ipx/w_640/images/hero.jpg', '/admin', '/admin/collections/news', '/api/news', '/robots.txt', '/sitemap.xml',
      '/sitemaps/1.xml', '/share-card/ja/news/a.png', '/redirect-rules.json', '/images/og-default.png', '/en/news/feed.xml',
      '/healthz', '/healthz/', '/readyz', '/readyz/',
    ]) {
      expect(runsProxy(path), path).toBe(false)
    }
  })

  it('runs for paths that are not pages, so they answer 404 with the not-found page', () => {
    for (const path of [
      '/no-such-page/', '/en/no-such-page/', '/company/no-such-page/', '/en/news/a/b/c/', '/404/', '/en/404/',
      '/companyX/', '/solution/Ssc/extra/', '/fr/', '/administrator/',
    ]) {
      expect(runsProxy(path), path).toBe(true)
    }
  })

  it('runs for dotted paths and bare prefixes that would otherwise reach the [locale] segment (bad input never gets a 5xx)', () => {
    for (const path of ['/index.html', '/.env', '/package.json', '/robots.TXT', '/@evil.example', '/api/', '/api', '/_next/', '/_ipx/', '/foo/bar.png', '/.well-known/security.txt']) {
      expect(runsProxy(path), path).toBe(true)
    }
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/icon.svg', '/fonts/a.woff2', '/en/x.png', '/news/feed.xml', '/api/news/', '/_ipx/w_320/a.png', '/_next/static/x.js']) {
      expect(runsProxy(path), path).toBe(false)
    }
  })
})
