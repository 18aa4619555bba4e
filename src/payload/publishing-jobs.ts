import type { Endpoint, PayloadRequest, SanitizedConfig, TaskConfig } from 'payload'

import { JOBS_SECRET_HEADER, jobsSecret } from '../lib/jobs-ticker'
import { PUBLISH_DATE_TASK } from './publish-date'

/** Payload's own task for scheduled publishing and unpublishing (payload/dist/versions/schedule/job.js). */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'
/** The publishing lane's tasks: Payload's scheduled publish, and the page expiry at a publish date (publish-date.ts). */
const PUBLISHING_TASKS = [SCHEDULE_PUBLISH_TASK, PUBLISH_DATE_TASK]

/** Signed-in staff, or the app's own job ticker (secret derived from PAYLOAD_SECRET). The public may not. */
export function mayRunJobs(req: PayloadRequest, payloadSecret: string): boolean {
  return Boolean(req.user) || req.headers.get(JOBS_SECRET_HEADER) === jobsSecret(payloadSecret)
}

/**
 * When the soonest scheduled publish or unpublish still waiting falls due (ISO time; a retry's back-off counts),
 * or null when none waits. The ticker wakes at that moment, so a document goes live on time rather than at the
 * next tick (up to PUBLISH_TICK_MS late).
 */
export async function nextScheduleDueAt(req: PayloadRequest): Promise<string | null> {
  const { docs } = await req.payload.db.find<{ waitUntil?: string | null }>({
    collection: 'payload-jobs',
    limit: 1,
    pagination: false,
    sort: 'waitUntil',
    req,
    where: {
      and: [
        { taskSlug: { in: PUBLISHING_TASKS } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { waitUntil: { exists: true } },
        { hasError: { not_equals: true } },
      ],
    },
  })
  return docs[0]?.waitUntil ?? null
}

/**
 * GET /api/publishing-jobs/run: runs due scheduled publish/unpublish jobs only. The job ticker calls it
 * on a lane of its own, every few seconds and at the moment the next job falls due (`nextDueAt` in the
 * answer), so a scheduled article never waits behind mail retries (which share Payload's default queue and
 * can take tens of seconds each when SMTP is down) nor for the next tick.
 */
export function publishingJobsEndpoint(payloadSecret: string): Endpoint {
  return {
    path: '/publishing-jobs/run',
    method: 'get',
    handler: async (req) => {
      if (!mayRunJobs(req, payloadSecret)) return Response.json({ message: 'Unauthorized' }, { status: 401 })
      const result = await req.payload.jobs.run({
        allQueues: true,
        limit: 50,
        where: { taskSlug: { in: PUBLISHING_TASKS } },
        req,
        // The queue's routine messages are left out; a publish that fails is logged (Payload's error, with the job).
        silent: { info: true, error: false },
      })
      return Response.json({ ok: true, remaining: result.remainingJobsFromQueried ?? 0, nextDueAt: await nextScheduleDueAt(req) })
    },
  }
}

/**
 * How often a scheduled publish that failed is tried again, and how long after: 2 s, 4 s, 8 s … 256 s, so
 * about eight and a half minutes in all. Payload's own task is never tried again, so one failure (the
 * database busy or restarting for a moment, a hook's error) left the document unpublished for good, with
 * nothing shown to the editor.
 */
export const SCHEDULE_PUBLISH_RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: 2_000 } } satisfies TaskConfig['retries']

/**
 * The built config with retries on Payload's scheduled-publish task. Payload adds that task while it builds the
 * config, after the plugins have run, so this is applied to the built config; Payload looks the task's retries
 * up there each time it runs a job.
 */
export async function withScheduledPublishRetries(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  const tasks = config.jobs.tasks ?? []
  if (!tasks.some((task) => task.slug === SCHEDULE_PUBLISH_TASK)) throw new Error(`Payload no longer has its ${SCHEDULE_PUBLISH_TASK} task: scheduled publishing needs a look`)
  config.jobs.tasks = tasks.map((task) => (task.slug === SCHEDULE_PUBLISH_TASK ? { ...task, retries: SCHEDULE_PUBLISH_RETRIES } : task))
  return config
}
