/**
 * Liveness and readiness for load balancers, the cluster script and compose's healthcheck (README,
 * "Health and readiness"). `/healthz/` says the process answers and does no I/O; `/readyz/` says this
 * instance can serve: the database answers and has every migration of this build, Redis answers when
 * REDIS_URL is set, and the media folder takes a write. Answers name each part's state and never a
 * connection string, path or error text (those go to the log).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { env, isPostgres } from '@/lib/env'
import { logger } from '@/lib/logger'
import { migrations as postgresMigrations } from '@/payload/migrations/postgres'
import { migrations as sqliteMigrations } from '@/payload/migrations/sqlite'

import { runSql } from '../contact/server/sql'

export type CheckState = 'ok' | 'failed' | 'not configured' | 'pending migrations'
export type Readiness = { status: 'ready' | 'not ready'; checks: Record<'database' | 'migrations' | 'redis' | 'media', CheckState>; failed: string[] }

/** Each check gives up after this long: a balancer's poll must not hang on a stuck database. */
const CHECK_TIMEOUT_MS = 2_000

export const HEALTH_HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' } as const

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

let redis: Redis | undefined
function redisClient(url: string): Redis {
  // One connection per process, its own (the limiter's commands must not queue behind a poll, or the other way round).
  if (!redis) {
    redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1500, commandTimeout: 1000 })
    redis.on('error', () => {
      // Reported by the check's own command; ioredis reconnects by itself.
    })
  }
  return redis
}

async function checkDatabase(getPayload: () => Promise<Payload>): Promise<{ database: CheckState; migrations: CheckState }> {
  const payload = await getPayload()
  const rows = await runSql(payload, (sql) => sql`SELECT name FROM payload_migrations`)
  const applied = new Set(rows.map((row) => String(row.name)))
  const expected = (isPostgres(env().DATABASE_URL) ? postgresMigrations : sqliteMigrations).map((m) => m.name)
  return { database: 'ok', migrations: expected.every((name) => applied.has(name)) ? 'ok' : 'pending migrations' }
}

async function checkMedia(dir: string): Promise<CheckState> {
  await mkdir(dir, { recursive: true })
  const probe = path.join(dir, `.readyz-${process.pid}-${randomBytes(4).toString('hex')}`)
  await writeFile(probe, 'ok')
  await unlink(probe)
  return 'ok'
}

export async function readiness(getPayload: () => Promise<Payload>): Promise<Readiness> {
  const settings = env()
  const checks: Readiness['checks'] = { database: 'failed', migrations: 'failed', redis: 'not configured', media: 'failed' }
  const fail = (part: string) => (error: unknown) => {
    logger.warn({ err: error, part }, 'readiness check failed')
  }
  await Promise.all([
    withTimeout(checkDatabase(getPayload), 'database').then((r) => Object.assign(checks, r), fail('database')),
    withTimeout(checkMedia(path.resolve(settings.MEDIA_DIR)), 'media folder').then((r) => (checks.media = r), fail('media')),
    settings.REDIS_URL
      ? withTimeout(redisClient(settings.REDIS_URL).ping(), 'redis').then(() => (checks.redis = 'ok'), (error) => {
          checks.redis = 'failed'
          fail('redis')(error)
        })
      : undefined,
  ])
  const failed = Object.entries(checks).filter(([, state]) => state !== 'ok' && state !== 'not configured').map(([part]) => part)
  return { status: failed.length ? 'not ready' : 'ready', checks, failed }
}

/** The process answers: no I/O at all. */
export function liveness(): { status: 'ok'; uptimeSeconds: number } {
  return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }
}
