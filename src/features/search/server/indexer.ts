/**
 * Keeps the search index in step with the CMS. CMS hooks call `scheduleReindex` after a publish,
 * unpublish, edit or delete; the document is re-read as the public sees it shortly after the save has
 * committed (a hook runs inside the save's transaction, which this must not wait on), and once more a
 * little later in case the commit was slow. `ensureSearchIndex` builds the whole index on a database
 * that has none yet and re-indexes the static pages when their copy changed (a deploy).
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import { LOCALES } from '@/i18n/locales'
import { logger } from '@/lib/logger'

import { CONTENT_COLLECTIONS, type ContentCollection, contentDocument, PAGES_SHOWING, pageDocument, SEARCHABLE_ROUTES, toContentDocument } from './sources'
import { deleteSource, indexedSources, readMeta, upsertDocument, writeMeta } from './store'

/** Bumped when what goes into the index changes (2: landing pages), so every database rebuilds once (`version` meta). */
const INDEX_VERSION = '2'
const STATIC_FINGERPRINT = createHash('sha256')
  .update(INDEX_VERSION)
  .update(JSON.stringify(SEARCHABLE_ROUTES))
  .update(JSON.stringify(ja))
  .update(JSON.stringify(en))
  .digest('hex')
  .slice(0, 16)

export type IndexTarget = { collection: ContentCollection; id: string | number } | { collection: string; id?: undefined }

const isContent = (collection: string): collection is ContentCollection => (CONTENT_COLLECTIONS as readonly string[]).includes(collection)

export async function reindexPages(payload: Payload, keys?: readonly string[]): Promise<void> {
  for (const route of SEARCHABLE_ROUTES.filter((r) => !keys || keys.includes(r.key))) {
    for (const locale of LOCALES) await upsertDocument(payload, await pageDocument(payload, route, locale))
  }
}

export async function reindexContent(payload: Payload, collection: ContentCollection, id: string | number): Promise<void> {
  for (const locale of LOCALES) {
    const doc = await contentDocument(payload, collection, id, locale)
    if (doc) await upsertDocument(payload, doc)
    else await deleteSource(payload, `${collection}:${String(id)}`, [locale])
  }
}

/** Re-indexes what a change to this collection or global touches. */
export async function reindexTarget(payload: Payload, target: IndexTarget): Promise<void> {
  if (isContent(target.collection) && target.id !== undefined) {
    await reindexContent(payload, target.collection, target.id)
    return
  }
  const keys = PAGES_SHOWING[target.collection]
  if (keys) await reindexPages(payload, keys)
}

/** Every live article, campaign or landing page, in pages of 250, and drops the ones no longer live. */
async function reindexAllContent(payload: Payload, collection: ContentCollection): Promise<number> {
  const before = await indexedSources(payload, `${collection}:`)
  const seen = new Set<string>()
  for (const locale of LOCALES) {
    for (let page = 1; ; page++) {
      const result = await payload.find({ collection, locale, where: { _status: { equals: 'published' } }, depth: collection === 'pages' ? 1 : 0, limit: 250, page, draft: false, overrideAccess: false, sort: 'id' })
      for (const raw of result.docs) {
        const doc = toContentDocument(collection, raw as unknown as Record<string, unknown>, locale)
        if (!doc) continue
        seen.add(doc.source)
        await upsertDocument(payload, doc)
      }
      if (!result.hasNextPage) break
    }
  }
  for (const source of before) if (!seen.has(source)) await deleteSource(payload, source)
  return seen.size
}

/** The whole index from scratch (a new database, the bench, `--seed`). */
export async function reindexAll(payload: Payload): Promise<{ pages: number; news: number; campaigns: number; landingPages: number }> {
  await reindexPages(payload)
  const news = await reindexAllContent(payload, 'news')
  const campaigns = await reindexAllContent(payload, 'campaigns')
  const landingPages = await reindexAllContent(payload, 'pages')
  await writeMeta(payload, 'static', STATIC_FINGERPRINT)
  await writeMeta(payload, 'version', INDEX_VERSION)
  await writeMeta(payload, 'built', new Date().toISOString())
  return { pages: SEARCHABLE_ROUTES.length, news, campaigns, landingPages }
}

type Shared = { ensured?: Promise<void>; timers: Map<string, ReturnType<typeof setTimeout>[]> }
const shared: Shared = ((globalThis as unknown as Record<symbol, Shared>)[Symbol.for('kaimono.searchIndexer')] ??= { timers: new Map() })

/** Once per process, before the first search: build a missing index, refresh the pages after a deploy. */
export function ensureSearchIndex(payload: Payload): Promise<void> {
  shared.ensured ??= (async () => {
    if (!(await readMeta(payload, 'built')) || (await readMeta(payload, 'version')) !== INDEX_VERSION) {
      const counts = await reindexAll(payload)
      logger.info(counts, 'search index built')
    } else if ((await readMeta(payload, 'static')) !== STATIC_FINGERPRINT) {
      await reindexPages(payload)
      await writeMeta(payload, 'static', STATIC_FINGERPRINT)
      logger.info('search index: pages re-indexed after a copy change')
    }
  })().catch((error) => {
    shared.ensured = undefined
    throw error
  })
  return shared.ensured
}

/** When the re-read runs after a save: soon (the save has committed by then), and again as a safety net. */
export const REINDEX_DELAYS_MS = [300, 2000] as const

/** Re-indexes a changed document shortly after its save; repeated saves of one document coalesce. */
export function scheduleReindex(payload: Payload, target: IndexTarget): void {
  const id = `${target.collection}:${target.id ?? ''}`
  for (const timer of shared.timers.get(id) ?? []) clearTimeout(timer)
  shared.timers.set(
    id,
    REINDEX_DELAYS_MS.map((delay, i) => {
      const timer = setTimeout(() => {
        if (i === REINDEX_DELAYS_MS.length - 1) shared.timers.delete(id)
        reindexTarget(payload, target).catch((error: unknown) => logger.error({ err: error, target: id }, 'search index update failed'))
      }, delay)
      timer.unref?.()
      return timer
    }),
  )
}

/** For tests: wait until scheduled re-indexing has run. */
export async function settleReindexing(): Promise<void> {
  while (shared.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 50))
  await new Promise((resolve) => setTimeout(resolve, 200))
}
