import type { Endpoint, PayloadRequest } from 'payload'

import { JOBS_SECRET_HEADER, jobsSecret } from '../lib/jobs-ticker'

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
        where: { taskSlug: { equals: 'schedulePublish' } },
        req,
        silent: true,
      })
      return Response.json({ ok: true, remaining: result.remainingJobsFromQueried ?? 0 })
    },
  }
}
