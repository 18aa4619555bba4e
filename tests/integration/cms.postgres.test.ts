import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'

import { resetEnvForTests } from '@/lib/env'
import { migrations } from '@/payload/migrations/postgres'

import { cmsRulesSuite } from './cms-suite'

/**
 * Runs on the local PostgreSQL (127.0.0.1:5432, user postgres). Each run makes its own database and
 * drops it afterwards, so it never meets another run's data. TEST_POSTGRES_URL points elsewhere.
 */
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const database = `${process.env.TEST_PG_PREFIX ?? ''}cms_it_${process.pid}_${Date.now().toString(36)}`
const dir = mkdtempSync(path.join(tmpdir(), 'cms-pg-'))
let payload: Payload | undefined

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

cmsRulesSuite('PostgreSQL', {
  migrations,
  async start() {
    await admin((c) => c.query(`CREATE DATABASE ${database}`))
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    process.env.DATABASE_URL = url.toString()
    process.env.MEDIA_DIR = path.join(dir, 'media')
    resetEnvForTests()
    const { default: config } = await import('@/payload/payload.config')
    const { getPayload } = await import('payload')
    payload = await getPayload({ config, key: 'cms-postgres' })
    return payload
  },
  async stop() {
    // Payload's destroy() leaves the adapter's pool open (and one client checked out, so end() would
    // wait forever); the forced drop below closes those connections, which is expected here.
    ;(payload?.db as unknown as { pool?: pg.Pool } | undefined)?.pool?.on('error', () => {})
    await payload?.destroy()
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
    rmSync(dir, { recursive: true, force: true })
  },
})
