import 'server-only'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from './cache-tags'
import { cached } from './cached'
import { toNewsArticle, toNewsSummary } from './mappers'
import { liveNewsPageIds, liveNewsSlugs } from './news-index'
import { findLiveBySlug, getPayloadClient } from './payload'
import { liveNewsWhere, localeLiveWhere } from './query'
import type { Adjacent, NewsArticle, NewsCategory, NewsPage, NewsSummary } from './types'

export const NEWS_PAGE_SIZE = 12
export const NEWS_FEED_SIZE = 30

const SUMMARY_FIELDS = { title: true, slug: true, excerpt: true, publishedAt: true, category: true, mainImage: true } as const

/** One page of the news list, newest first, optionally one category. */
export function getNewsPage(locale: Locale, page: number, category: NewsCategory | null): Promise<NewsPage> {
  return cached(['news-page', locale, String(page), category ?? 'all'], [CACHE_TAGS.news], async () => {
    const payload = await getPayloadClient()
    const now = new Date()
    // One indexed query for the page's ids and the count, then only those documents through Payload.
    const { ids, total } = await liveNewsPageIds(payload, { page, pageSize: NEWS_PAGE_SIZE, category, now: now.toISOString(), locale })
    const docs = ids.length
      ? (
          await payload.find({
            collection: 'news',
            locale,
            // The public rules apply again here (published, date come, public access).
            where: { and: [liveNewsWhere(now), localeLiveWhere(locale, now), { id: { in: ids } }] },
            limit: ids.length,
            depth: 1,
            select: SUMMARY_FIELDS,
            overrideAccess: false,
            pagination: false,
          })
        ).docs
      : []
    const order = new Map(ids.map((id, i) => [id, i]))
    docs.sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0))
    return {
      items: docs.map((doc) => toNewsSummary(doc)),
      page,
      totalPages: Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE)),
      totalItems: total,
      category,
    }
  })
}

/** The newest articles, for the home page. */
export async function getLatestNews(locale: Locale, count: number): Promise<NewsSummary[]> {
  const first = await getNewsPage(locale, 1, null)
  return first.items.slice(0, count)
}

export function getNewsArticle(locale: Locale, slug: string): Promise<NewsArticle | null> {
  return cached(['news-article', locale, slug], [CACHE_TAGS.news, CACHE_TAGS.newsArticle(slug)], async () => {
    const doc = await findLiveBySlug('news', locale, slug, { and: [liveNewsWhere(), localeLiveWhere(locale)] })
    return doc ? toNewsArticle(doc, locale) : null
  })
}

/** The articles just older (previous) and just newer (next) than the given one. */
export function getAdjacentNews(locale: Locale, article: Pick<NewsArticle, 'slug' | 'publishedAt'>): Promise<Adjacent> {
  return cached(['news-adjacent', locale, article.slug, article.publishedAt], [CACHE_TAGS.news], async () => {
    const payload = await getPayloadClient()
    const neighbour = async (direction: 'previous' | 'next') => {
      const { docs } = await payload.find({
        collection: 'news',
        locale,
        where: {
          and: [
            liveNewsWhere(),
            localeLiveWhere(locale),
            { slug: { not_equals: article.slug } },
            { publishedAt: direction === 'previous' ? { less_than: article.publishedAt } : { greater_than: article.publishedAt } },
          ],
        },
        sort: direction === 'previous' ? '-publishedAt' : 'publishedAt',
        limit: 1,
        depth: 0,
        select: { title: true, slug: true, publishedAt: true, category: true, excerpt: true },
        overrideAccess: false,
        pagination: false,
      })
      return docs[0] ? toNewsSummary(docs[0]) : null
    }
    const [previous, next] = await Promise.all([neighbour('previous'), neighbour('next')])
    return { previous, next }
  })
}

/** Every live article's slug and last change, for sitemap.xml (slug and date only, so 10,000 stay cheap). */
export function getNewsSitemapEntries(): Promise<{ slug: string; updatedAt: string; locales: Locale[] }[]> {
  return cached(['news-sitemap'], [CACHE_TAGS.news], async () => liveNewsSlugs(await getPayloadClient(), new Date().toISOString()))
}

/**
 * The newest articles with their bodies, for the locale's Atom feed. As for a list page, the ids come
 * from one indexed query and only those documents go through Payload, whose sorted `find` grows with
 * the archive (docs/decisions.md C12).
 */
export function getNewsFeed(locale: Locale): Promise<NewsArticle[]> {
  return cached(['news-feed', locale], [CACHE_TAGS.news], async () => {
    const payload = await getPayloadClient()
    const now = new Date()
    const { ids } = await liveNewsPageIds(payload, { page: 1, pageSize: NEWS_FEED_SIZE, category: null, now: now.toISOString(), locale })
    if (ids.length === 0) return []
    const { docs } = await payload.find({
      collection: 'news',
      locale,
      // The public rules apply again here (published, date come, public access).
      where: { and: [liveNewsWhere(now), localeLiveWhere(locale, now), { id: { in: ids } }] },
      limit: ids.length,
      depth: 1,
      overrideAccess: false,
      pagination: false,
    })
    const order = new Map(ids.map((id, i) => [id, i]))
    docs.sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0))
    return docs.map((doc) => toNewsArticle(doc, locale))
  })
}
