/**
 * /healthz and /readyz (issue 41 §1) against real Payload on SQLite: ready when the database answers and
 * has every migration, Redis answers (when configured) and the media folder takes a write; otherwise 503
 * naming the part that failed, never a connection string, a path or an error text.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContactApp } from './contact-helpers'

const DB_FILE = `./data/health-it-${process.pid}.db`
const MEDIA = `./data/health-it-media-${process.pid}`
let payload: Payload
let health: typeof import('../../src/features/ops/health')
let resetEnv: () => void

beforeAll(async () => {
  rmSync(MEDIA, { recursive: true, force: true })
  ;({ payload } = await startContactApp('sqlite', { DATABASE_URL: `file:${DB_FILE}`, MEDIA_DIR: MEDIA, SITE_ORIGIN: 'http://localhost:3000', REDIS_URL: '' }))
  health = await import('../../src/features/ops/health')
  ;({ resetEnvForTests: resetEnv } = await import('../../src/lib/env'))
})

afterAll(async () => {
  await payload?.destroy()
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB_FILE}${suffix}`, { force: true })
  rmSync(MEDIA, { recursive: true, force: true })
  rmSync(`${MEDIA}-file`, { force: true })
})

const withEnv = async <T>(vars: Record<string, string>, work: () => Promise<T>): Promise<T> => {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]))
  Object.assign(process.env, vars)
  resetEnv()
  try {
    return await work()
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
    resetEnv()
  }
}

describe('health and readiness', () => {
  it('answers /readyz/ 200 with every part ok, JSON, no-store (the route handler itself)', async () => {
    const { GET } = await import('../../src/app/readyz/route')
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured', media: 'ok' }, failed: [] })
  })

  it('answers /healthz/ 200 without touching anything', async () => {
    const { GET } = await import('../../src/app/healthz/route')
    const res = GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(((await res.json()) as { status: string }).status).toBe('ok')
  })

  it('names the media folder when it cannot be written', async () => {
    writeFileSync(`${MEDIA}-file`, 'not a folder')
    const result = await withEnv({ MEDIA_DIR: `${MEDIA}-file/media` }, () => health.readiness(async () => payload))
    expect(result).toMatchObject({ status: 'not ready', failed: ['media'], checks: { database: 'ok', migrations: 'ok', media: 'failed' } })
    expect(JSON.stringify(result)).not.toContain(MEDIA)
  })

  it('names the migrations when one of this build is not applied', async () => {
    const { runSql } = await import('../../src/features/contact/server/sql')
    const [last] = await runSql(payload, (sql) => sql`SELECT name, batch FROM payload_migrations ORDER BY name DESC LIMIT 1`)
    await runSql(payload, (sql) => sql`DELETE FROM payload_migrations WHERE name = ${String(last.name)}`)
    try {
      expect(await health.readiness(async () => payload)).toMatchObject({ status: 'not ready', failed: ['migrations'], checks: { database: 'ok', migrations: 'pending migrations' } })
    } finally {
      await runSql(payload, (sql) => sql`INSERT INTO payload_migrations (name, batch) VALUES (${String(last.name)}, ${Number(last.batch)})`)
    }
    expect((await health.readiness(async () => payload)).status).toBe('ready')
  })

  it('names the database when it does not answer, and Redis when it is configured and down', async () => {
    mkdirSync(MEDIA, { recursive: true })
    const result = await withEnv({ REDIS_URL: 'redis://127.0.0.1:1' }, () => health.readiness(async () => Promise.reject(new Error('connect ECONNREFUSED postgres://secret@db'))))
    expect(result).toMatchObject({ status: 'not ready', checks: { database: 'failed', redis: 'failed', media: 'ok' } })
    expect(result.failed.sort()).toEqual(['database', 'migrations', 'redis'])
    expect(JSON.stringify(result)).not.toMatch(/secret|ECONNREFUSED|127\.0\.0\.1/)
  })
})
