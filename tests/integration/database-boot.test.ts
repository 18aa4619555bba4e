/**
 * The CMS boots on both databases the way an operator starts it: `npm run db:migrate` applies the
 * committed migrations, and the first start creates the first staff user from the environment.
 * SQLite uses a fresh file; PostgreSQL uses a fresh database on the local server, dropped afterwards.
 * SQLite goes through `migrate.ts` then `seed.ts` (two starts); PostgreSQL through `migrate.ts --seed` (one
 * start, as `npm run setup` and the test command do it) then `seed.ts` once more, which must add nothing.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEED_NEWS } from '../../src/payload/seed/content'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../..')
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test'
// The seed's uploads go to a folder of this file's own: in the test command MEDIA_DIR is the browser tests' media
// folder, where a second seed's files would sit beside the first's under other names (seed-portrait-chen-1.webp).
const MEDIA = mkdtempSync(path.join(tmpdir(), 'kaimono-boot-media-'))
afterAll(() => rmSync(MEDIA, { recursive: true, force: true }))

function cmsEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: MEDIA,
    PAYLOAD_SECRET: 'boot-test-secret-0123456789',
    PAYLOAD_ADMIN_EMAIL: 'first-admin@kaimono-ai.example',
    PAYLOAD_ADMIN_PASSWORD: 'first-admin-password',
    // Errors only: a failed start says why in the test's output.
    LOG_LEVEL: 'error',
  }
}

async function script(file: string, databaseUrl: string, args: string[] = []) {
  // A guard against a hung start, not a time limit: one start plus the seed (`--seed`) takes about 20 s on an
  // idle machine, and was killed at 240 s once in CI, at a low priority beside the browser tests.
  try {
    return await run(path.join(ROOT, 'node_modules/.bin/tsx'), [file, ...args], { cwd: ROOT, env: cmsEnv(databaseUrl), timeout: 900_000 })
  } catch (error) {
    // Once in a fresh clone (2026-11-28) migrate.ts ended unsuccessfully with nothing on stderr and passed on a
    // rerun: say how it ended (exit code or signal, e.g. the kernel's SIGKILL) and what it printed.
    const { code, signal, killed, stdout, stderr } = error as { code?: number; signal?: string; killed?: boolean; stdout?: string; stderr?: string }
    throw new Error(`${file} ended with code ${code}, signal ${signal}${killed ? ' (killed)' : ''}\nstdout: ${String(stdout ?? '').slice(-2000)}\nstderr: ${String(stderr ?? '').slice(-2000)}`)
  }
}

describe('the CMS on the SQLite default', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kaimono-sqlite-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('applies every migration to a new file and creates the first staff user once', { timeout: 1_800_000 }, async () => {
    const url = `file:${path.join(dir, 'site.db')}`
    await script('scripts/migrate.ts', url)
    await script('scripts/seed.ts', url)

    const db = createClient({ url })
    const tables = (await db.execute("select name from sqlite_master where type = 'table'")).rows.map((r) => r.name)
    expect(tables).toEqual(expect.arrayContaining(['users', 'news', 'campaigns', 'banners', 'media', 'payload_migrations']))
    const users = (await db.execute('select email, role from users')).rows
    expect(users).toEqual([expect.objectContaining({ email: 'first-admin@kaimono-ai.example', role: 'admin' })])
    expect((await db.execute('select count(*) as n from news')).rows[0].n).toBe(SEED_NEWS.length)
    db.close()
  })
})

describe('the CMS on PostgreSQL when DATABASE_URL is a postgres URL', () => {
  const database = `kaimono_boot_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create database ${database}`)
  })
  afterAll(async () => {
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  })

  it('applies every migration to an empty database and creates the first staff user once', { timeout: 1_800_000 }, async () => {
    const url = `postgres://postgres@127.0.0.1:5432/${database}`
    await script('scripts/migrate.ts', url, ['--seed'])
    await script('scripts/seed.ts', url)

    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows: tables } = await client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      )
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['users', 'news', 'campaigns', 'banners', 'media', 'payload_migrations']),
      )
      const { rows: users } = await client.query('select email, role from users')
      expect(users).toEqual([{ email: 'first-admin@kaimono-ai.example', role: 'admin' }])
      // Seeded once by `--seed`; the second seed found every article there.
      const { rows: news } = await client.query<{ n: number }>('select count(*)::int as n from news')
      expect(news[0].n).toBe(SEED_NEWS.length)
    } finally {
      await client.end()
    }
  })
})
