import 'server-only'

import { SITE_ROUTES } from '@/lib/site-routes'
import { LOCALES } from '@/i18n/locales'
import { cmsSitemapEntries } from '@/lib/cms/sitemap'
import { absoluteUrl, alternateLanguages } from '@/lib/seo'
import type { SitemapEntry } from '@/lib/sitemap-xml'

/** Every listed route and CMS page in every language, each with its hreflang alternates. */
export async function siteSitemapEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (const route of SITE_ROUTES.filter((r) => r.listed)) {
    for (const locale of LOCALES) {
      entries.push({
        url: absoluteUrl(locale, route.path),
        alternates: alternateLanguages(route.path),
        changeFrequency: route.path === '/' || route.path === '/news/' ? 'daily' : 'monthly',
        priority: route.path === '/' ? 1 : 0.6,
      })
    }
  }
  // News articles and campaigns from the CMS (cached, revalidated by its hooks).
  for (const e of await cmsSitemapEntries()) {
    entries.push({
      url: e.url,
      lastModified: typeof e.lastModified === 'string' ? e.lastModified : e.lastModified?.toISOString(),
      alternates: e.alternates?.languages as Record<string, string> | undefined,
      changeFrequency: 'monthly',
      priority: e.priority,
    })
  }
  return entries
}
