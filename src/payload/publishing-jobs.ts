import type { Endpoint, PayloadRequest, SanitizedConfig, TaskConfig } from 'payload'

import { JOBS_SECRET_HEADER, jobsSecret } from '../lib/jobs-ticker'

/** Payload's own task for scheduled publishing and unpublishing (payload/dist/versions/schedule/job.js). */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

/** Signed-in staff, or the app's own job ticker (secret derived from PAYLOAD_SECRET). The public may not. */
export function mayRunJobs(req: PayloadRequest, payloadSecret: string): boolean {
  return Boolean(req.user) || req.headers.get(JOBS_SECRET_HEADER) === jobsSecret(payloadSecret)
}

/**
 * GET /api/publishing-jobs/run: runs due scheduled publish/unpublish jobs only. The job ticker calls it
 * on a lane of its own, every few seconds, so a scheduled article never waits behind mail retries
 * (which share Payload's default queue and can take tens of seconds each when SMTP is down).
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
        where: { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        req,
        // The queue's routine messages are left out; a publish that fails is logged (Payload's error, with the job).
        silent: { info: true, error: false },
      })
      return Response.json({ ok: true, remaining: result.remainingJobsFromQueried ?? 0 })
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
