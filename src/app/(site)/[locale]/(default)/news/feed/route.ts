import { notFound } from 'next/navigation'

import { ATOM_CONTENT_TYPE, renderNewsFeed } from '@/features/news/news-feed'
import { isLocale, LOCALES } from '@/i18n/locales'

/*
 * Generated statically per locale and served from Next's cache; the `news` tag (CMS hooks) expires it
 * with the articles, and the same fallback lifetime as the pages bounds it on other instances.
 */
export const dynamic = 'force-static'
// CMS_REVALIDATE_SECONDS (src/lib/cms/cache-tags.ts); Next needs a literal here.
export const revalidate = 30
export const dynamicParams = false

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

/** GET /news/feed/ and /en/news/feed/: the Atom feed of each language's news (cached CMS data). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const xml = await renderNewsFeed(locale)
  return new Response(xml, { headers: { 'Content-Type': ATOM_CONTENT_TYPE } })
}
