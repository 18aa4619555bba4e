import 'server-only'

import { isLocale } from '@/i18n/locales'
import { getCampaign } from '@/lib/cms/campaigns'
import { getNewsArticle } from '@/lib/cms/news'
import { isValidSlug } from '@/lib/cms/query'

import { renderShareCard } from './share-card'

const KINDS = ['news', 'campaign'] as const
const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The card without ImageResponse's own `Cache-Control` (`public, max-age=0, must-revalidate`), so Next gives it the
 * header of a static route with its revalidation time, like the feeds: shared caches keep it for 30 s.
 */
function cacheable(card: Response): Response {
  const headers = new Headers(card.headers)
  headers.delete('cache-control')
  return new Response(card.body, { status: card.status, headers })
}

/**
 * GET /share-card/<locale>/<kind>/<slug>.png: the generated card of a published article or campaign. Anything else
 * (an unknown locale or kind, a malformed or unpublished slug, another extension) is a 404 with no-store; the route
 * never renders a card for text it was not given by the CMS, so the URL cannot be used to draw arbitrary words.
 */
export async function shareCardResponse(params: { locale: string; kind: string; file: string }): Promise<Response> {
  const { locale, kind } = params
  let file: string
  try {
    file = decodeURIComponent(params.file)
  } catch {
    return notFound()
  }
  const slug = file.endsWith('.png') ? file.slice(0, -4) : ''
  if (!isLocale(locale) || !(KINDS as readonly string[]).includes(kind) || !isValidSlug(slug)) return notFound()
  if (kind === 'news') {
    const article = await getNewsArticle(locale, slug)
    if (!article) return notFound()
    return cacheable(await renderShareCard({ title: article.seo.title ?? article.title, date: article.publishedAt, locale, kind }))
  }
  const campaign = await getCampaign(locale, slug)
  if (!campaign) return notFound()
  return cacheable(await renderShareCard({ title: campaign.seo.title ?? campaign.title, date: campaign.startsAt, locale, kind: 'campaign' }))
}
