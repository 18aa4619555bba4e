import { isLocale } from '@/i18n/locales'
import { ATOM_CONTENT_TYPE, renderNewsFeed } from '@/features/news/news-feed'

/** GET /news/feed/ and /en/news/feed/: the Atom feed of each language's news (cached CMS data). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const xml = await renderNewsFeed(locale)
  return new Response(xml, {
    headers: { 'Content-Type': ATOM_CONTENT_TYPE, 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=300' },
  })
}
