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

/**
 * How long after a publish date its pages are expired a second time (issue 47, docs/decisions.md E22). A page or
 * list rendered across the moment read its data just before it (not live yet) and stored its entry just after
 * the first expiry, so Next took the entry for fresh and kept the old list for up to its lifetime (30 s, then
 * once more stale-while-revalidate): the English list a flaky test saw miss an article its own page already
 * showed (the list is also the home page's, rendered all the time; the article's page is not). A second expiry,
 * once renders begun before the moment have finished, drops such an entry.
 */
export const SETTLE_MS = 8_000

type Input = { collection: string; id: string; settle?: boolean | null }
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
      // The second expiry of the same moment (SETTLE_MS later), which queues no other.
      { name: 'settle', type: 'checkbox' },
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
        if (!input.settle) {
          await req.payload.jobs.queue({ task: PUBLISH_DATE_TASK, input: { collection: input.collection, id: input.id, settle: true }, waitUntil: new Date(Date.now() + SETTLE_MS), overrideAccess: true, req })
        }
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
