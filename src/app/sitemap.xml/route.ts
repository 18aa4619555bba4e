import { siteSitemapEntries } from '@/features/seo/sitemap-entries'
import { env } from '@/lib/env'
import { newestModification, renderSitemapIndex, renderUrlset, splitSitemap } from '@/lib/sitemap-xml'

/*
 * sitemap.xml: the whole site in one urlset while it fits (SITEMAP_URLS_PER_FILE), otherwise an index
 * of /sitemaps/<n>.xml. Generated statically and served from Next's cache; the `news`/`campaigns` tags
 * of the data it reads expire it on a publish, and the fallback lifetime bounds it elsewhere.
 */
export const dynamic = 'force-static'
// CMS_REVALIDATE_SECONDS (src/lib/cms/cache-tags.ts); Next needs a literal here.
export const revalidate = 30

const XML = { 'Content-Type': 'application/xml; charset=utf-8' }

export async function GET() {
  const entries = await siteSitemapEntries()
  const parts = splitSitemap(entries)
  if (parts.length === 1) return new Response(renderUrlset(parts[0]), { headers: XML })
  const origin = env().SITE_ORIGIN
  const urls = parts.map((_, i) => `${origin}/sitemaps/${i + 1}.xml`)
  return new Response(renderSitemapIndex(urls, newestModification(entries)), { headers: XML })
}
