import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { landingPathProblem } from '@/lib/landing-paths'
import { campaignPath, newsPath } from '@/lib/content-routes'

import { CACHE_TAGS } from './cache-tags'
import { cached } from './cached'
import { getCampaignLists } from './campaigns'
import { toLandingPage } from './landing-mappers'
import { getNewsPage } from './news'
import { getPayloadClient } from './payload'
import { liveLocalesOf, localeLiveWhere } from './query'
import type { LandingBlock, LandingPage } from './types'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * The published landing page at `path` in `locale`, its news and campaign lists filled in; null when there is
 * none (or the path could not be one, so nothing is looked up). Cached under the page's tag and `pages`; the
 * lists' own loaders are cached under `news` / `campaigns`, so a publish there refreshes the page as well.
 */
export async function getLandingPage(locale: Locale, path: string): Promise<LandingPage | null> {
  if (landingPathProblem(path)) return null
  const page = await cached(['landing-page', locale, path], [CACHE_TAGS.pages, CACHE_TAGS.page(path)], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'pages', locale, where: { and: [PUBLISHED, localeLiveWhere(locale), { path: { equals: path } }] }, depth: 1, limit: 1, pagination: false, overrideAccess: false })
    return docs[0] ? toLandingPage(docs[0], locale) : null
  })
  if (!page) return null
  return { ...page, blocks: await Promise.all(page.blocks.map((block) => withListItems(block, locale))) }
}

async function withListItems(block: LandingBlock, locale: Locale): Promise<LandingBlock> {
  if (block.kind !== 'contentList') return block
  if (block.list === 'campaigns') {
    const { current } = await getCampaignLists(locale)
    return { ...block, items: current.slice(0, block.count).map((c) => ({ title: c.title, text: c.summary, href: campaignPath(c.slug), date: c.startsAt })) }
  }
  const { items } = await getNewsPage(locale, 1, block.category)
  return { ...block, items: items.slice(0, block.count).map((n) => ({ title: n.title, text: n.excerpt, href: newsPath(n.slug), date: n.publishedAt })) }
}

/**
 * Every published landing page's path, last change and the languages it is live in (fields/languages.ts): the
 * sitemap lists only those, the proxy lets the path through when one is (the page itself 404s in the others).
 */
export function getLandingPaths(): Promise<{ path: string; updatedAt: string; locales: Locale[] }[]> {
  return cached(['landing-paths'], [CACHE_TAGS.pages], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'pages', where: PUBLISHED, depth: 0, select: { path: true, updatedAt: true, languages: true }, overrideAccess: false, pagination: false })
    return docs
      .map((doc) => ({ path: String(doc.path), updatedAt: String(doc.updatedAt), locales: liveLocalesOf(doc) }))
      .filter((page) => page.locales.length > 0)
  })
}
