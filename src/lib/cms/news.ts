import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from './cache-tags'
import { toNewsArticle, toNewsSummary } from './mappers'
import { getPayloadClient } from './payload'
import type { Adjacent, NewsArticle, NewsCategory, NewsPage, NewsSummary } from './types'

export const NEWS_PAGE_SIZE = 12

const PUBLISHED: Where = { _status: { equals: 'published' } }
const SUMMARY_FIELDS = { title: true, slug: true, excerpt: true, publishedAt: true, category: true, mainImage: true } as const

/** One page of the news list, newest first, optionally one category. Cached until a news edit. */
export function getNewsPage(locale: Locale, page: number, category: NewsCategory | null): Promise<NewsPage> {
  return unstable_cache(
    async (): Promise<NewsPage> => {
      const payload = await getPayloadClient()
      const where: Where = category ? { and: [PUBLISHED, { category: { equals: category } }] } : PUBLISHED
      const result = await payload.find({
        collection: 'news',
        locale,
        where,
        sort: '-publishedAt',
        limit: NEWS_PAGE_SIZE,
        page,
        depth: 1,
        select: SUMMARY_FIELDS,
        overrideAccess: false,
      })
      return {
        items: result.docs.map((doc) => toNewsSummary(doc as never)),
        page: result.page ?? page,
        totalPages: Math.max(1, result.totalPages),
        totalItems: result.totalDocs,
        category,
      }
    },
    ['news-page', locale, String(page), category ?? 'all'],
    { tags: [CACHE_TAGS.news] },
  )()
}

export function getLatestNews(locale: Locale, count: number): Promise<NewsSummary[]> {
  return getNewsPage(locale, 1, null).then((p) => p.items.slice(0, count))
}

export function getNewsArticle(locale: Locale, slug: string): Promise<NewsArticle | null> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'news',
        locale,
        where: { and: [PUBLISHED, { slug: { equals: slug } }] },
        limit: 1,
        depth: 1,
        overrideAccess: false,
        pagination: false,
      })
      return docs[0] ? toNewsArticle(docs[0], locale) : null
    },
    ['news-article', locale, slug],
    { tags: [CACHE_TAGS.news, CACHE_TAGS.newsArticle(slug)] },
  )()
}

/** The articles just older (previous) and just newer (next) than the given one. */
export function getAdjacentNews(locale: Locale, article: Pick<NewsArticle, 'slug' | 'publishedAt'>): Promise<Adjacent> {
  return unstable_cache(
    async (): Promise<Adjacent> => {
      const payload = await getPayloadClient()
      const neighbour = async (direction: 'previous' | 'next') => {
        const { docs } = await payload.find({
          collection: 'news',
          locale,
          where: {
            and: [
              PUBLISHED,
              { slug: { not_equals: article.slug } },
              { publishedAt: direction === 'previous' ? { less_than: article.publishedAt } : { greater_than: article.publishedAt } },
            ],
          },
          sort: direction === 'previous' ? '-publishedAt' : 'publishedAt',
          limit: 1,
          depth: 1,
          select: SUMMARY_FIELDS,
          overrideAccess: false,
          pagination: false,
        })
        return docs[0] ? toNewsSummary(docs[0] as never) : null
      }
      const [previous, next] = await Promise.all([neighbour('previous'), neighbour('next')])
      return { previous, next }
    },
    ['news-adjacent', locale, article.slug, article.publishedAt],
    { tags: [CACHE_TAGS.news] },
  )()
}

/** Slugs pre-rendered at build time; older articles render on first request and are then cached. */
export async function getRecentNewsSlugs(limit: number): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: PUBLISHED,
    sort: '-publishedAt',
    limit,
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
    pagination: false,
  })
  return docs.map((d) => d.slug as string)
}

/** Every published article's slug and last change, for sitemap.xml. */
export function getNewsSitemapEntries(): Promise<{ slug: string; updatedAt: string }[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'news',
        where: PUBLISHED,
        sort: '-publishedAt',
        depth: 0,
        select: { slug: true, updatedAt: true },
        overrideAccess: false,
        pagination: false,
      })
      return docs.map((d) => ({ slug: d.slug as string, updatedAt: d.updatedAt as string }))
    },
    ['news-sitemap'],
    { tags: [CACHE_TAGS.news] },
  )()
}
