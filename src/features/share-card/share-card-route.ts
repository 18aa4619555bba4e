import 'server-only'

import { isLocale, type Locale } from '@/i18n/locales'
import { cached } from '@/lib/cms/cached'
import { CACHE_TAGS } from '@/lib/cms/cache-tags'
import { getCampaign } from '@/lib/cms/campaigns'
import { getLandingPage } from '@/lib/cms/landing'
import { getNewsArticle } from '@/lib/cms/news'
import { isValidSlug } from '@/lib/cms/query'
import { landingPathProblem } from '@/lib/landing-paths'

import { renderShareCard, type ShareCardInput } from './share-card'
import { fileNameToLandingPath } from './share-card-path'

const KINDS = ['news', 'campaign', 'page'] as const
type Kind = (typeof KINDS)[number]

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** The card's text for a published article, campaign or landing page (in that language); null for anything else. */
async function cardInput(locale: Locale, kind: Kind, slug: string): Promise<ShareCardInput | null> {
  if (kind === 'page') {
    const page = await getLandingPage(locale, slug)
    return page && { title: page.seo.title ?? page.title, date: null, locale, kind }
  }
  if (kind === 'news') {
    const article = await getNewsArticle(locale, slug)
    return article && { title: article.seo.title ?? article.title, date: article.publishedAt, locale, kind }
  }
  const campaign = await getCampaign(locale, slug)
  return campaign && { title: campaign.seo.title ?? campaign.title, date: campaign.startsAt, locale, kind }
}

/**
 * GET /share-card/<locale>/<kind>/<slug>.png: the generated card of a published article, campaign or landing page. The PNG is kept
 * in Next's data cache under the item's own cache tags (a publish or an edit draws it again) and served with the
 * lifetime of the feeds for shared caches. Anything else (an unknown locale or kind, a malformed or unpublished
 * slug, another extension) is a 404 with no-store that nothing stores: the route is rendered per request so that
 * unknown URLs leave no entry in Next's route cache (a static route handler would write one per path asked for).
 * The route never draws text it was not given by the CMS, so the URL cannot be used to render arbitrary words.
 */
export async function shareCardResponse(params: { locale: string; kind: string; file: string }): Promise<Response> {
  const { locale, kind } = params
  let file: string
  try {
    file = decodeURIComponent(params.file)
  } catch {
    return notFound()
  }
  const name = file.endsWith('.png') ? file.slice(0, -4) : ''
  // A landing page's path has its slashes written as dots (share-card-path.ts).
  // (An encoded slash is no second address of the same card: refused.)
  const slug = kind !== 'page' ? name : name.includes('/') ? '' : fileNameToLandingPath(name)
  if (!isLocale(locale) || !(KINDS as readonly string[]).includes(kind) || !(kind === 'page' ? !landingPathProblem(slug) : isValidSlug(slug))) return notFound()
  const input = await cardInput(locale, kind as Kind, slug)
  if (!input) return notFound()
  const tags =
    kind === 'news' ? [CACHE_TAGS.news, CACHE_TAGS.newsArticle(slug)] : kind === 'page' ? [CACHE_TAGS.pages, CACHE_TAGS.page(slug)] : [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(slug)]
  // The cache stores JSON: the PNG as base64, keyed by what is drawn (a changed title is a new entry at once).
  const png = await cached(['share-card', locale, kind, slug, input.title, input.date ?? ''], tags, async () =>
    Buffer.from(await (await renderShareCard(input)).arrayBuffer()).toString('base64'),
  )
  const body = Buffer.from(png, 'base64')
  return new Response(body, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(body.length),
      'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=300',
    },
  })
}
