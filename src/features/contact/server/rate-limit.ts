/**
 * Per-client rate limit for contact submissions, kept in the database (one row per client and fixed
 * window, incremented by a single atomic upsert) so that every app instance sharing the database
 * counts together. Redis is not used: the database is already shared, and one write per accepted
 * submission is cheap next to storing the enquiry itself.
 */
import { createHmac } from 'node:crypto'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { env, isPostgres } from '../../../lib/env'
import { RATE_LIMIT } from '../constants'

type SqlRunner = { execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: unknown[] }>; drizzle: unknown }

/** Runs one statement built with the matching adapter's `sql` (each adapter bundles its own drizzle-orm). */
export async function runSql(
  payload: Payload,
  build: (sql: typeof sqliteSql) => unknown,
): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as SqlRunner
  const sql = (isPostgres(env().DATABASE_URL) ? postgresSql : sqliteSql) as typeof sqliteSql
  const result = await db.execute({ drizzle: db.drizzle, sql: build(sql) })
  return (result.rows ?? []) as Record<string, unknown>[]
}

/** The client's address: the right-most X-Forwarded-For entry, i.e. the one our own proxy (or Next) added. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  if (forwarded) {
    const parts = forwarded.split(',').map((p) => p.trim()).filter(Boolean)
    if (parts.length) return parts[parts.length - 1]
  }
  return headers.get('x-real-ip')?.trim() || 'unknown'
}

/** Addresses are kept only as keyed hashes. */
export function clientKey(address: string): string {
  return createHmac('sha256', `contact-rate:${env().PAYLOAD_SECRET}`).update(address).digest('hex').slice(0, 32)
}

export type RateDecision = { allowed: boolean; retryAfterSeconds: number; hits: number }

export async function hitRateLimit(payload: Payload, address: string, now = Date.now()): Promise<RateDecision> {
  const window = Math.floor(now / RATE_LIMIT.windowMs)
  const windowEnds = (window + 1) * RATE_LIMIT.windowMs
  const key = `${clientKey(address)}:${window}`
  const stamp = new Date(now).toISOString()
  // Same statement on SQLite (3.35+) and PostgreSQL.
  const rows = await runSql(
    payload,
    (sql) => sql`INSERT INTO contact_rate_limits (key, hits, expires_at, updated_at, created_at)
      VALUES (${key}, 1, ${windowEnds}, ${stamp}, ${stamp})
      ON CONFLICT (key) DO UPDATE SET hits = contact_rate_limits.hits + 1, updated_at = ${stamp}
      RETURNING hits`,
  )
  const hits = Number(rows[0]?.hits ?? 1)
  // Old windows are useless; clear them now and then rather than on every request.
  if (hits === 1 && Math.random() < 0.1) {
    await runSql(payload, (sql) => sql`DELETE FROM contact_rate_limits WHERE expires_at < ${now}`).catch(() => undefined)
  }
  return { allowed: hits <= RATE_LIMIT.max, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)), hits }
}
