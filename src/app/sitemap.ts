import type { MetadataRoute } from 'next'

import { SITE_ROUTES } from '@/features/navigation/site-routes'
import { LOCALES } from '@/i18n/locales'
import { cmsSitemapEntries } from '@/lib/cms/sitemap'
import { absoluteUrl, alternateLanguages } from '@/lib/seo'

/** sitemap.xml: every listed route and CMS page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = []
  for (const route of SITE_ROUTES.filter((r) => r.listed)) {
    for (const locale of LOCALES) {
      entries.push({
        url: absoluteUrl(locale, route.path),
        alternates: { languages: alternateLanguages(route.path) },
        changeFrequency: route.path === '/' || route.path === '/news/' ? 'daily' : 'monthly',
        priority: route.path === '/' ? 1 : 0.6,
      })
    }
  }
  // News articles and campaigns from the CMS (revalidated by its hooks).
  entries.push(...(await cmsSitemapEntries()))
  return entries
}
