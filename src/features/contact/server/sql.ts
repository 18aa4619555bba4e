/** Raw SQL for the few statements Payload's API cannot express atomically (claims, upserts). */
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { env, isPostgres } from '../../../lib/env'

type SqlRunner = { execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: unknown[] }>; drizzle: unknown }

/** Runs one statement built with the matching adapter's `sql` (each adapter bundles its own drizzle-orm). */
export async function runSql(payload: Payload, build: (sql: typeof sqliteSql) => unknown): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as SqlRunner
  const sql = (isPostgres(env().DATABASE_URL) ? postgresSql : sqliteSql) as typeof sqliteSql
  const result = await db.execute({ drizzle: db.drizzle, sql: build(sql) })
  return (result.rows ?? []) as Record<string, unknown>[]
}
