import { createHash } from 'node:crypto'

import { env, isPostgres } from './env'
import { logger } from './logger'

export const JOBS_TICK_MS = 10_000
export const PUBLISH_TICK_MS = 5_000
/** Payload runs a job once its time has passed (strictly), so a lane woken for a due job wakes just after it. */
const DUE_MARGIN_MS = 50
export const JOBS_SECRET_HEADER = 'x-jobs-secret'
/** A job still marked as running after this long belonged to an instance that died. */
const STUCK_JOB_MINUTES = 5
/** Batches one tick may run back to back while the queue still has due jobs (20 jobs each). */
const MAX_BATCHES_PER_TICK = 10

/** Shared by the ticker and the CMS's jobs access rule; derived from PAYLOAD_SECRET, never sent to browsers. */
export function jobsSecret(payloadSecret = env().PAYLOAD_SECRET): string {
  return createHash('sha256').update(`jobs:${payloadSecret}`).digest('hex')
}

/**
 * Runs `work` only while holding the jobs lock; resolves false (without running it) when another
 * runner, in this process or another instance, holds it.
 */
export type TickLock = { runExclusive(work: () => Promise<void>): Promise<boolean>; close(): Promise<void> }

/** Keeps this process's runners apart: resolves false, without calling `attempt`, while another attempt runs. */
function inProcessGuard(): (attempt: () => Promise<boolean>) => Promise<boolean> {
  let held = false
  return async (attempt) => {
    if (held) return false
    held = true
    try {
      return await attempt()
    } finally {
      held = false
    }
  }
}

/** One process (SQLite): only this process's runners to keep apart. */
export function processLock(): TickLock {
  const guard = inProcessGuard()
  return {
    runExclusive: (work) =>
      guard(async () => {
        await work()
        return true
      }),
    async close() {},
  }
}

/**
 * Several instances on one PostgreSQL: a session-level advisory lock on a connection of the ticker's
 * own. Only the instance that gets it runs the tick; the others skip theirs. A process that dies loses
 * its connection and so the lock, and the next tick of another instance takes over.
 */
export function postgresTickLock(databaseUrl: string, name = 'kaimono:jobs-tick'): TickLock {
  type Client = import('pg').Client
  let client: Promise<Client> | undefined
  const connect = (): Promise<Client> => {
    client ??= (async () => {
      const { Client } = await import('pg')
      const c = new Client({ connectionString: databaseUrl, application_name: 'kaimono-jobs-ticker' })
      c.on('error', (error) => {
        logger.warn({ err: error }, 'job ticker lost its database connection; reconnecting on the next tick')
        client = undefined
      })
      await c.connect()
      return c
    })().catch((error: unknown) => {
      client = undefined
      throw error
    })
    return client
  }
  // A session's advisory locks are re-entrant, so runners inside this process are kept apart here.
  const guard = inProcessGuard()
  return {
    runExclusive: (work) =>
      guard(async () => {
        const c = await connect()
        const { rows } = await c.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])
        if (!rows[0]?.locked) return false
        try {
          // Jobs a killed instance left marked as running would never run again: free them.
          await c.query(
            `UPDATE payload_jobs SET processing = false
              WHERE processing AND completed_at IS NULL AND updated_at < now() - interval '${STUCK_JOB_MINUTES} minutes'`,
          )
          await work()
        } finally {
          await c.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {
            // A broken connection has released the lock already.
          })
        }
        return true
      }),
    async close() {
      const c = await client?.catch(() => undefined)
      client = undefined
      await c?.end().catch(() => undefined)
    },
  }
}

/**
 * Runs queued CMS jobs (scheduled publishing, the mail outbox, any other queued tasks) every 10 seconds
 * by calling Payload's own /api/payload-jobs/run endpoint on this instance. Going through a request,
 * rather than a timer inside Payload, means the jobs' hooks can expire Next's page cache. With several
 * instances on one PostgreSQL, a tick runs on exactly one of them at a time (an advisory lock), so a
 * job is never picked up by two instances at once; the tick keeps running batches while due jobs remain.
 */
const laneLocks = new Map<string, TickLock>()

/**
 * Runs queued jobs in `work` (e.g. `payload.jobs.run`) only when no other runner is running jobs, in this
 * process or in another instance; resolves false when it skipped (the next tick runs them). Every runner
 * of Payload jobs goes through this: two runners that pick up the same job at once both run it.
 */
export function runJobsExclusively(work: () => Promise<void>, lane: JobLane = 'mail'): Promise<boolean> {
  const { DATABASE_URL } = env()
  let lock = laneLocks.get(lane)
  if (!lock) {
    lock = isPostgres(DATABASE_URL) ? postgresTickLock(DATABASE_URL, `kaimono:jobs-${lane}`) : processLock()
    laneLocks.set(lane, lock)
  }
  return lock.runExclusive(work)
}

/**
 * Two lanes that never share a job, each with its own lock: `mail` runs the contact-mail queue (deliveries,
 * retries and the hourly outbox sweep), `publishing` runs scheduled publishing (Payload queues it on the
 * default queue). A slow round of mail retries therefore never holds up a scheduled publish.
 */
export type JobLane = 'mail' | 'publishing'

export function startJobTicker(port: string): void {
  startJobLane('mail', `http://localhost:${port}/api/payload-jobs/run?queue=contact-mail&limit=20`, JOBS_TICK_MS)
  // Scheduled publishing on a lane of its own (src/payload/publishing-jobs.ts), so it never waits
  // behind a slow round of mail retries; it also wakes when the next scheduled job falls due, so a scheduled
  // article goes live about a second after its time, not up to PUBLISH_TICK_MS later.
  startJobLane('publishing', `http://localhost:${port}/api/publishing-jobs/run`, PUBLISH_TICK_MS)
}

function startJobLane(lane: JobLane, url: string, everyMs: number): void {
  const secret = jobsSecret()
  let running = false
  // The lane's answer may name when its next job falls due (the publishing lane's `nextDueAt`): one extra run
  // is set for that moment when it comes before the next tick.
  let wake: NodeJS.Timeout | undefined
  let wakeAt = Number.POSITIVE_INFINITY
  const wakeFor = (dueAt: unknown) => {
    const due = typeof dueAt === 'string' ? Date.parse(dueAt) : Number.NaN
    // A job already due that the run just made left alone is the regular tick's (no busy loop over it).
    if (!Number.isFinite(due) || due <= Date.now() || due >= wakeAt) return
    const delay = Math.max(0, due - Date.now()) + DUE_MARGIN_MS
    if (delay >= everyMs) return
    clearTimeout(wake)
    wakeAt = due
    const fire = () => {
      // A run still in progress may have looked before the job fell due: wake again just after it.
      if (running) {
        wake = setTimeout(fire, DUE_MARGIN_MS * 4)
        wake.unref()
        return
      }
      wakeAt = Number.POSITIVE_INFINITY
      void tick()
    }
    wake = setTimeout(fire, delay)
    wake.unref()
  }
  const runBatches = async () => {
    for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
      const res = await fetch(url, { headers: { [JOBS_SECRET_HEADER]: secret } })
      if (!res.ok) {
        logger.warn({ status: res.status }, 'job run answered with an error')
        return
      }
      const body = (await res.json().catch(() => ({}))) as { noJobsRemaining?: boolean; nextDueAt?: unknown }
      wakeFor(body.nextDueAt)
      if (body.noJobsRemaining !== false) return
    }
  }
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runJobsExclusively(runBatches, lane)
    } catch (error) {
      logger.debug({ err: error }, 'job run not reachable yet')
    } finally {
      running = false
    }
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
}
