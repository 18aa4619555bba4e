import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, TaskConfig, Where } from 'payload'

import { expireCachedPages } from './hooks/revalidate'

/**
 * A published article whose publish date (公開日時) is still to come is kept off the site by the public rule
 * (lib/cms/query.ts liveNewsWhere) until then. Nothing is saved at that moment, so no hook expires the pages:
 * the article, the lists, the feeds and the sitemap stayed as they were (a 404 for the article) until their
 * cached data aged out (30 s, 300 s with the shared cache). Publishing with a future date therefore queues
 * this task for that moment, on the publishing lane, which expires the same tags and paths a publish does.
 */
export const PUBLISH_DATE_TASK = 'expireAtPublishDate'

type Input = { collection: string; id: string }
type Expiry = (doc: { slug?: string | null; kind?: string | null; path?: string | null }) => { tags: string[]; paths: string[] }

function pendingExpiryWhere(collection: string, id: number | string): Where {
  return {
    and: [
      { taskSlug: { equals: PUBLISH_DATE_TASK } },
      { 'input.collection': { equals: collection } },
      { 'input.id': { equals: String(id) } },
      { completedAt: { exists: false } },
      { processing: { equals: false } },
    ],
  }
}

export function publishDateTask(expiries: Record<string, Expiry>): TaskConfig<{ input: Input; output: object }> {
  return {
    slug: PUBLISH_DATE_TASK,
    label: 'Expire the pages of a document whose publish date has come',
    inputSchema: [
      { name: 'collection', type: 'text', required: true },
      { name: 'id', type: 'text', required: true },
    ],
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } },
    handler: async ({ input, req }) => {
      const expiry = Object.hasOwn(expiries, input.collection) ? expiries[input.collection] : undefined
      const doc = expiry
        ? await req.payload.findByID({ collection: input.collection as 'news', id: input.id, depth: 0, overrideAccess: true, req }).catch(() => null)
        : null
      if (expiry && doc) {
        const { tags, paths } = expiry(doc)
        expireCachedPages(req, tags, paths)
      }
      return { output: {} }
    },
  }
}

async function dropPendingExpiry(req: PayloadRequest, collection: string, id: number | string) {
  await req.payload.db.deleteMany({ collection: 'payload-jobs', req, where: pendingExpiryWhere(collection, id) })
}

/**
 * On publishing a document whose dates (`times`: the publish date, each language's own publish time) lie in the
 * future: one pending expiry job at each of them (a later publish replaces them; dates now or past queue none).
 * Deleting the document drops them; a draft save leaves them.
 */
export function publishDateHooks(
  collection: string,
  times: (doc: Record<string, unknown>) => unknown[],
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, req }) => {
      // A draft save (autosave) leaves the published version, and its dates, as they are.
      if ((doc as { _status?: string })._status !== 'published') return doc
      await dropPendingExpiry(req, collection, doc.id)
      const due = [...new Set(times(doc as Record<string, unknown>).map((at) => (typeof at === 'string' ? Date.parse(at) : Number.NaN)))]
      for (const at of due.filter((time) => Number.isFinite(time) && time > Date.now())) {
        await req.payload.jobs.queue({ task: PUBLISH_DATE_TASK, input: { collection, id: String(doc.id) }, waitUntil: new Date(at), overrideAccess: true, req })
      }
      return doc
    },
    afterDelete: async ({ id, req }) => {
      await dropPendingExpiry(req, collection, id)
    },
  }
}
