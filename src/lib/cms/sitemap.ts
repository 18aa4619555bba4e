import 'server-only'

import type { MetadataRoute } from 'next'

import { LOCALES } from '@/i18n/locales'
import { campaignPath, newsPath } from '@/lib/content-routes'
import { landingSitePath } from '@/lib/landing-paths'
import { absoluteUrl, alternateLanguages } from '@/lib/seo'

import { getCampaignSitemapEntries } from './campaigns'
import { getLandingPaths } from './landing'
import { getNewsSitemapEntries } from './news'

/**
 * sitemap.xml entries for every live news article, published campaign and landing page, in each language, with
 * hreflang alternates. Cached with the `news` / `campaigns` tags, so a publish shows up at once.
 * (10,000 articles make 20,000 URLs: below the 50,000 a single sitemap file may hold.)
 */
export async function cmsSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [news, campaigns, landing] = await Promise.all([getNewsSitemapEntries(), getCampaignSitemapEntries(), getLandingPaths()])
  const pages = [
    ...news.map((n) => ({ path: newsPath(n.slug), updatedAt: n.updatedAt, locales: n.locales })),
    ...campaigns.map((c) => ({ path: campaignPath(c.slug), updatedAt: c.updatedAt, locales: c.locales })),
    ...landing.map((p) => ({ path: landingSitePath(p.path), updatedAt: p.updatedAt, locales: p.locales })),
  ]
  // Only the languages a document is published in (fields/languages.ts), each with the others as alternates.
  return pages.flatMap(({ path, updatedAt, locales }) => {
    const languages = alternateLanguages(path, locales)
    return LOCALES.filter((locale) => locales.includes(locale)).map((locale) => ({
      url: absoluteUrl(locale, path),
      lastModified: updatedAt,
      alternates: { languages },
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    }))
  })
}
