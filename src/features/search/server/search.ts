import 'server-only'

import { createHmac } from 'node:crypto'

import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/cms/payload'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { MAX_QUERY_LENGTH, queryTerms, snippet, type SnippetPart, type Term } from '../normalize'
import { ensureSearchIndex } from './indexer'
import { queryIndex, type SearchKind } from './store'

export const SEARCH_PAGE_SIZE = 10
/** Deepest result page served (100 pages of 10): past it a query should be narrowed, not paged. */
export const MAX_SEARCH_PAGE = 100

export type SearchResult = { kind: SearchKind; path: string; title: SnippetPart[]; snippet: SnippetPart[]; date: string | null }
export type SearchOutcome =
  | { status: 'empty' }
  | { status: 'limited' }
  | { status: 'failed' }
  | { status: 'ok'; query: string; results: SearchResult[]; total: number; page: number; totalPages: number }

/** ?q= as a visitor's query: one string, control characters and lone surrogates out, at most MAX_QUERY_LENGTH characters. */
export function parseQuery(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string') return ''
  const clean = raw.replace(/[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ')
  return Array.from(clean.replace(/\s+/g, ' ').trim()).slice(0, MAX_QUERY_LENGTH).join('')
}

/** ?page= as 1..MAX_SEARCH_PAGE; anything else is page 1. */
export function parseSearchPage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || !/^[1-9]\d{0,3}$/.test(raw)) return 1
  return Math.min(Number(raw), MAX_SEARCH_PAGE)
}


type Shared = { limiter?: RateLimiterAbstract; redis?: Redis }
const shared: Shared = ((globalThis as unknown as Record<symbol, Shared>)[Symbol.for('kaimono.searchLimiter')] ??= {})

/** Shared across instances through Redis when REDIS_URL is set, else counted per instance. */
function limiter(): RateLimiterAbstract {
  if (shared.limiter) return shared.limiter
  const settings = env()
  const keyPrefix = `search:${createHmac('sha256', settings.PAYLOAD_SECRET).update('search-limiter').digest('hex').slice(0, 8)}`
  const options = { points: settings.SEARCH_RATE_PER_MINUTE, duration: 60, keyPrefix }
  if (settings.REDIS_URL) {
    shared.redis ??= new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 })
    shared.limiter = new RateLimiterRedis({ ...options, storeClient: shared.redis, insuranceLimiter: new RateLimiterMemory(options) })
  } else shared.limiter = new RateLimiterMemory(options)
  return shared.limiter
}

/** Whether this client may search now (keyed by a keyed hash of its address, never the address itself). */
export async function maySearch(clientAddress: string): Promise<boolean> {
  const key = createHmac('sha256', `search-rate:${env().PAYLOAD_SECRET}`).update(clientAddress).digest('hex').slice(0, 32)
  try {
    await limiter().consume(key)
    return true
  } catch (rejection) {
    if (rejection instanceof Error) {
      logger.warn({ err: rejection }, 'search rate limiter unavailable; search allowed')
      return true
    }
    return false
  }
}

const results = (hits: Awaited<ReturnType<typeof queryIndex>>['hits'], terms: Term[]): SearchResult[] =>
  hits.map((hit) => ({
    kind: hit.kind,
    path: hit.path,
    title: snippet(hit.title, terms, 200),
    snippet: snippet([hit.headings, hit.body].filter(Boolean).join(' '), terms),
    date: hit.kind === 'news' || hit.kind === 'campaign' ? hit.date : null,
  }))

/** One page of results for a visitor's query in a locale; a database failure is a notice on the page, never a 5xx. */
export async function searchSite(locale: Locale, query: string, page: number): Promise<SearchOutcome> {
  const terms = queryTerms(query)
  if (terms.length === 0) return { status: 'empty' }
  let found: Awaited<ReturnType<typeof queryIndex>>
  try {
    const payload = await getPayloadClient()
    await ensureSearchIndex(payload)
    found = await queryIndex(payload, { locale, terms, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE })
  } catch (error) {
    logger.error({ err: error, terms: terms.length }, 'search failed')
    return { status: 'failed' }
  }
  const { hits, total } = found
  const totalPages = Math.max(1, Math.min(MAX_SEARCH_PAGE, Math.ceil(total / SEARCH_PAGE_SIZE)))
  return { status: 'ok', query, results: results(hits, terms), total, page, totalPages }
}
