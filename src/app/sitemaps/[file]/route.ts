import { siteSitemapEntries } from '@/features/seo/sitemap-entries'
import { renderUrlset, splitSitemap } from '@/lib/sitemap-xml'

/*
 * /sitemaps/<n>.xml: part n of sitemap.xml when the site is too large for one file (see
 * src/app/sitemap.xml/route.ts). Each part is generated on its first request and cached like the index.
 */
export const dynamic = 'force-static'
// CMS_REVALIDATE_SECONDS (src/lib/cms/cache-tags.ts); Next needs a literal here.
export const revalidate = 30

export function generateStaticParams() {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file)
  if (!match) return new Response('Not found', { status: 404 })
  const parts = splitSitemap(await siteSitemapEntries())
  const part = parts.length > 1 ? parts[Number(match[1]) - 1] : undefined
  if (!part) return new Response('Not found', { status: 404 })
  return new Response(renderUrlset(part), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
