import type { Payload } from 'payload'
import { cache } from 'react'

import { EXPORT_TIME_ZONE } from './enquiry-export'

export type UpcomingSchedule = { type: 'publish' | 'unpublish'; at: string }

type JobDoc = { input?: { type?: string; doc?: { value?: unknown } }; waitUntil?: string | null }

/**
 * Every document of a collection with a scheduled publish or unpublish still to run, soonest first.
 * Cached per request, so a list page asks the database once, not once per row.
 */
export const upcomingSchedules = cache(async (payload: Payload, collection: string): Promise<Map<string, UpcomingSchedule[]>> => {
  const { docs } = await payload.db.find<JobDoc>({
    collection: 'payload-jobs',
    limit: 0,
    pagination: false,
    sort: 'waitUntil',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: collection } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
  })
  const byDoc = new Map<string, UpcomingSchedule[]>()
  for (const job of docs) {
    const id = job.input?.doc?.value
    if (id === undefined || id === null || !job.waitUntil) continue
    const list = byDoc.get(String(id)) ?? []
    list.push({ type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil })
    byDoc.set(String(id), list)
  }
  return byDoc
})

/** "予約 11/24 00:20" / "Scheduled 11/24 00:20" in Japan time (today's date is left out). */
export function scheduleText(schedule: UpcomingSchedule, language: string, now = new Date()): string {
  const fmt = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: EXPORT_TIME_ZONE, hourCycle: 'h23', ...options }).format(new Date(schedule.at))
  const time = fmt({ hour: '2-digit', minute: '2-digit' })
  const day = fmt({ month: '2-digit', day: '2-digit' })
  const today =
    new Intl.DateTimeFormat('en-GB', { timeZone: EXPORT_TIME_ZONE, month: '2-digit', day: '2-digit' }).format(now) === day
  const [dd, mm] = day.split('/')
  const when = today ? time : `${mm}/${dd} ${time}`
  if (language === 'ja') return `${schedule.type === 'publish' ? '予約' : '公開終了予約'} ${when}`
  return `${schedule.type === 'publish' ? 'Scheduled' : 'Unpublish scheduled'} ${when}`
}
