/**
 * Deleting a document drops its pending scheduled publish/unpublish jobs, on every collection with
 * scheduled publishing (`versions.drafts.schedulePublish`), found from the config so a collection added
 * later gets it too (`plugins: [scheduleCleanupPlugin()]`).
 *
 * Payload 3.90 means to do this itself (versions/deleteScheduledPublishJobs.js), but it matches
 * `input.doc.value` against the numeric id while the admin's schedule drawer stores the id as text
 * (`{"relationTo":"news","value":"6"}`, as in SQLite's and PostgreSQL's payload_jobs.input), so it matches
 * nothing. The job stayed; on SQLite a new document can get the deleted one's id, then showed that schedule
 * and was published at the old time.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Plugin, Where } from 'payload'

import { SCHEDULE_PUBLISH_TASK } from './publishing-jobs'

/** One document's schedule jobs not yet completed, its id as the job stores it (text), and `state`. */
function scheduleJobsOf(collection: string, id: number | string, state: Where): Where {
  return {
    and: [
      { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
      { 'input.doc.relationTo': { equals: collection } },
      { 'input.doc.value': { equals: String(id) } },
      { completedAt: { exists: false } },
      state,
    ],
  }
}

/** The pending schedule jobs of one document: not run, not running. */
export function pendingScheduleJobsWhere(collection: string, id: number | string): Where {
  return scheduleJobsOf(collection, id, { processing: { equals: false } })
}

/** The scheduled publishes of one document that failed for good (Payload gave up after the retries). */
export function failedScheduleJobsWhere(collection: string, id: number | string): Where {
  return scheduleJobsOf(collection, id, { hasError: { equals: true } })
}

/** The hook's name, so a test can find it on every collection that needs it. */
export const SCHEDULE_CLEANUP_HOOK = 'dropScheduleJobs'

/**
 * A failed scheduled publish stays in the admin's lists ("予約公開に失敗", ScheduleBadge.tsx) until an editor saves the
 * document again (by hand, or by the admin's autosave while they edit it): they have seen to it, and the failure goes.
 */
function failedScheduleCleanupHook(slug: string): CollectionAfterChangeHook {
  return async function dropFailedScheduleJobs({ doc, req }) {
    await req.payload.db.deleteMany({ collection: 'payload-jobs', req, where: failedScheduleJobsWhere(slug, (doc as { id: number | string }).id) })
    return doc
  }
}

function scheduleCleanupHook(slug: string): CollectionAfterDeleteHook {
  return async function dropScheduleJobs({ id, req }) {
    // In the delete's own transaction: if the delete is rolled back, so is this.
    await req.payload.db.deleteMany({ collection: 'payload-jobs', req, where: pendingScheduleJobsWhere(slug, id) })
  }
}

export function hasScheduledPublishing(collection: CollectionConfig): boolean {
  const drafts = typeof collection.versions === 'object' ? collection.versions.drafts : undefined
  return typeof drafts === 'object' && Boolean(drafts.schedulePublish)
}

export function scheduleCleanupPlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: config.collections?.map((collection) =>
      hasScheduledPublishing(collection)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), failedScheduleCleanupHook(collection.slug)],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), scheduleCleanupHook(collection.slug)],
            },
          }
        : collection,
    ),
  })
}
