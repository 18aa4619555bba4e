import { createHash } from 'node:crypto'

import { env } from './env'
import { logger } from './logger'

export const JOBS_TICK_MS = 10_000
export const PUBLISH_TICK_MS = 5_000
export const JOBS_SECRET_HEADER = 'x-jobs-secret'

/** Shared by the ticker and the CMS's jobs access rule; derived from PAYLOAD_SECRET, never sent to browsers. */
export function jobsSecret(payloadSecret = env().PAYLOAD_SECRET): string {
  return createHash('sha256').update(`jobs:${payloadSecret}`).digest('hex')
}

/**
 * Runs queued CMS jobs (scheduled publishing, and any other queued tasks) every 10 seconds by calling
 * Payload's own /api/payload-jobs/run endpoint on this instance. Going through a request, rather than
 * a timer inside Payload, means the jobs' hooks can expire Next's page cache.
 */
export function startJobTicker(port: string): void {
  startJobLane(`http://localhost:${port}/api/payload-jobs/run?allQueues=true&limit=20`, JOBS_TICK_MS)
  // Scheduled publishing on a lane of its own (src/payload/publishing-jobs.ts), so it never waits
  // behind a slow round of mail retries: a scheduled article goes live within PUBLISH_TICK_MS + a second.
  startJobLane(`http://localhost:${port}/api/publishing-jobs/run`, PUBLISH_TICK_MS)
}

function startJobLane(url: string, everyMs: number): void {
  const secret = jobsSecret()
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      const res = await fetch(url, { headers: { [JOBS_SECRET_HEADER]: secret } })
      if (!res.ok) logger.warn({ status: res.status }, 'job run answered with an error')
    } catch (error) {
      logger.debug({ err: error }, 'job run not reachable yet')
    } finally {
      running = false
    }
  }, everyMs)
  timer.unref()
}
