import type { Payload } from 'payload'
import { cache } from 'react'

import { EXPORT_TIME_ZONE } from './enquiry-export'
import { SCHEDULE_PUBLISH_TASK } from '../publishing-jobs'

/** A publish or unpublish still to run, or one that failed for good (`failed`: Payload gave up after its retries). */
export type UpcomingSchedule = { type: 'publish' | 'unpublish'; at: string; failed?: boolean }

type JobDoc = { input?: { type?: string; doc?: { value?: unknown } }; waitUntil?: string | null; hasError?: boolean | null; error?: unknown }

/** Payload's cancel marks a job as failed with `{ cancelled: true }`: nobody needs telling about that. */
function wasCancelled(job: JobDoc): boolean {
  return typeof job.error === 'object' && job.error !== null && (job.error as { cancelled?: unknown }).cancelled === true
}

/**
 * Every document of a collection with a scheduled publish or unpublish still to run, soonest first, and those
 * whose scheduled publish failed for good (until the document is saved again: schedule-cleanup.ts).
 * Cached per request, so a list page asks the database once, not once per row.
 */
export const upcomingSchedules = cache(async (payload: Payload, collection: string): Promise<Map<string, UpcomingSchedule[]>> => {
  const { docs } = await payload.db.find<JobDoc>({
    collection: 'payload-jobs',
    limit: 0,
    pagination: false,
    sort: 'waitUntil',
    where: {
      and: [{ taskSlug: { equals: SCHEDULE_PUBLISH_TASK } }, { 'input.doc.relationTo': { equals: collection } }, { completedAt: { exists: false } }],
    },
  })
  const byDoc = new Map<string, UpcomingSchedule[]>()
  for (const job of docs) {
    const id = job.input?.doc?.value
    if (id === undefined || id === null || !job.waitUntil || wasCancelled(job)) continue
    const list = byDoc.get(String(id)) ?? []
    list.push({ type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil, ...(job.hasError ? { failed: true } : {}) })
    byDoc.set(String(id), list)
  }
  return byDoc
})

/** "予約 11/24 00:20" / "Scheduled 11/24 00:20" in Japan time (today's date is left out); "予約公開に失敗 …" once it failed. */
export function scheduleText(schedule: UpcomingSchedule, language: string, now = new Date()): string {
  const fmt = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: EXPORT_TIME_ZONE, hourCycle: 'h23', ...options }).format(new Date(schedule.at))
  const time = fmt({ hour: '2-digit', minute: '2-digit' })
  const day = fmt({ month: '2-digit', day: '2-digit' })
  const today =
    new Intl.DateTimeFormat('en-GB', { timeZone: EXPORT_TIME_ZONE, month: '2-digit', day: '2-digit' }).format(now) === day
  const [dd, mm] = day.split('/')
  const when = today ? time : `${mm}/${dd} ${time}`
  const publish = schedule.type === 'publish'
  if (language === 'ja') {
    if (schedule.failed) return `${publish ? '予約公開に失敗' : '予約した公開終了に失敗'} ${when}`
    return `${publish ? '予約' : '公開終了予約'} ${when}`
  }
  if (schedule.failed) return `${publish ? 'Scheduled publish failed' : 'Scheduled unpublish failed'} ${when}`
  return `${publish ? 'Scheduled' : 'Unpublish scheduled'} ${when}`
}
