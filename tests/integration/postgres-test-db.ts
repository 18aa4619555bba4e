/** A PostgreSQL database of a test's own, created and dropped by the test (the local server unless TEST_POSTGRES_URL). */
import type pg from 'pg'

import { withPgClient } from '../../scripts/lib.mjs'

/** The local PostgreSQL (127.0.0.1:5432, user postgres) unless TEST_POSTGRES_URL names another server. */
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function pgAdmin(sql: string): Promise<void> {
  await withPgClient(PG_ADMIN_URL, (client) => client.query(sql))
}

/**
 * `<TEST_PG_PREFIX><stem>_<pid>_<time>`, so a run never meets another run's data. `drop()` uses FORCE:
 * Payload keeps pool connections checked out, and the drop cuts them.
 */
export function testDatabase(stem: string): { name: string; url: string; create(): Promise<void>; drop(): Promise<void> } {
  const name = `${process.env.TEST_PG_PREFIX ?? ''}${stem}_${process.pid}_${Date.now().toString(36)}`
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    create: () => pgAdmin(`CREATE DATABASE ${name}`),
    drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/**
 * Payload's destroy() leaves the PostgreSQL adapter's pool open (one client stays checked out, so end() would
 * wait forever); the forced drop that follows cuts those connections, and their errors are expected.
 */
export async function destroyBeforeDrop(payload: { db: unknown; destroy(): Promise<void> } | undefined): Promise<void> {
  const pool = (payload?.db as { pool?: pg.Pool & { _clients?: pg.PoolClient[] } } | undefined)?.pool
  // The pool reports the errors of its idle clients; a client still checked out reports its own (pg's
  // private `_clients` lists both), and an unheard 'error' would fail the whole test run.
  pool?.on('error', () => {})
  for (const client of pool?._clients ?? []) client.on('error', () => {})
  await payload?.destroy()
}
