/**
 * Backups and restores (`npm run backup`, `npm run restore <archive>`; README "Backups"). One archive
 * (`kaimono-backup-<UTC time>.tar.gz`) holds:
 * - `database.sqlite`: a consistent copy of the SQLite database made with `VACUUM INTO` on a connection of
 *   its own, while the site keeps serving and writing (WAL: the copy reads one snapshot, writers go on);
 * - or `database.dump`: `pg_dump --format=custom` of PostgreSQL, taken in a snapshot this process exported,
 *   so the row counts of the manifest come from the very same snapshot;
 * - `media/`: the media folder, copied after the database snapshot (an upload's file is written before its
 *   row is committed, so every file a row of the snapshot names is there; newer files are harmless extras);
 * - `manifest.json`: rows per table (every collection and global has its own), the applied migrations,
 *   and the SHA-256 of the database copy and of every media file.
 * A restore refuses a database or media folder that holds anything unless `force`, checks every checksum
 * and compares the restored row counts with the manifest.
 */
import { execFile, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import * as tar from 'tar'

import { isPostgres } from '../../lib/env'

const run = promisify(execFile)

export const MANIFEST_FORMAT = 1

export type Manifest = {
  format: number
  createdAt: string
  dialect: 'sqlite' | 'postgres'
  database: { file: string; sha256: string; bytes: number }
  /** Rows per table in the snapshot. */
  tables: Record<string, number>
  migrations: string[]
  media: { path: string; bytes: number; sha256: string }[]
}

export type BackupOptions = { databaseUrl: string; mediaDir: string; outDir: string; now?: Date }
export type RestoreOptions = { databaseUrl: string; mediaDir: string; archive: string; force?: boolean }

/** The file of a `file:` SQLite URL (relative to the working folder, like the app reads it). */
export function sqliteFile(databaseUrl: string): string {
  const match = /^file:(?:\/\/)?([^?]+)/.exec(databaseUrl)
  if (!match) throw new Error('DATABASE_URL is neither a file: (SQLite) nor a postgres:// URL')
  return path.resolve(decodeURIComponent(match[1]))
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !path.basename(file).startsWith('.readyz-'))
    .sort()
}

/** pg_dump and pg_restore, from Debian's postgresql-client when they are missing (as root, like deploy/cluster.mjs installs nginx). */
export function ensurePostgresTools(): void {
  if (spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0) return
  if (process.getuid?.() !== 0) throw new Error('pg_dump/pg_restore are missing: apt-get install -y postgresql-client')
  console.log('pg_dump is missing; installing Debian postgresql-client')
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y postgresql-client'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('could not install postgresql-client (apt-get install -y postgresql-client)')
}

type Sqlite = { execute(sql: string | { sql: string; args: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>; close(): void }

async function openSqlite(file: string): Promise<Sqlite> {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA busy_timeout = 10000')
  return client as unknown as Sqlite
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

async function sqliteCounts(db: Sqlite): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  const { rows } = await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
  const tables: Record<string, number> = {}
  for (const { name } of rows) {
    const result = await db.execute(`SELECT count(*) AS n FROM ${quoteIdent(String(name))}`)
    tables[String(name)] = Number(result.rows[0].n)
  }
  const migrations = tables.payload_migrations === undefined ? [] : (await db.execute('SELECT name FROM payload_migrations ORDER BY name')).rows.map((r) => String(r.name))
  return { tables, migrations }
}

async function pgCounts(client: pg.Client): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  const { rows } = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
  const tables: Record<string, number> = {}
  for (const { tablename } of rows) {
    const result = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(tablename)}`)
    tables[tablename] = result.rows[0].n
  }
  const migrations = tables.payload_migrations === undefined ? [] : (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')).rows.map((r) => r.name)
  return { tables, migrations }
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
}

/** Writes one archive into `outDir` and returns its path and manifest. */
export async function createBackup(options: BackupOptions): Promise<{ archive: string; manifest: Manifest }> {
  const now = options.now ?? new Date()
  const work = await mkdtemp(path.join(tmpdir(), 'kaimono-backup-'))
  try {
    const postgres = isPostgres(options.databaseUrl)
    const databaseFile = postgres ? 'database.dump' : 'database.sqlite'
    const databaseCopy = path.join(work, databaseFile)
    let counts: { tables: Record<string, number>; migrations: string[] }
    if (postgres) {
      ensurePostgresTools()
      const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'kaimono-backup' })
      await client.connect()
      try {
        // One snapshot for the dump and the counts: exported here, held open until pg_dump has taken it.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
        const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
        counts = await pgCounts(client)
        await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0].id}`, `--file=${databaseCopy}`, `--dbname=${options.databaseUrl}`], { maxBuffer: 64 * 1024 * 1024 })
        await client.query('COMMIT')
      } finally {
        await client.end()
      }
    } else {
      const source = sqliteFile(options.databaseUrl)
      if (!existsSync(source)) throw new Error(`no SQLite database at ${source}`)
      const db = await openSqlite(source)
      try {
        await db.execute({ sql: 'VACUUM INTO ?', args: [databaseCopy] })
      } finally {
        db.close()
      }
      const copy = await openSqlite(databaseCopy)
      try {
        counts = await sqliteCounts(copy)
      } finally {
        copy.close()
      }
    }

    const mediaDir = path.resolve(options.mediaDir)
    const media: Manifest['media'] = []
    for (const file of await filesUnder(mediaDir)) {
      const target = path.join(work, 'media', file)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(mediaDir, file), target)
      media.push({ path: file.split(path.sep).join('/'), bytes: (await stat(target)).size, sha256: await sha256File(target) })
    }
    await mkdir(path.join(work, 'media'), { recursive: true })

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      dialect: postgres ? 'postgres' : 'sqlite',
      database: { file: databaseFile, sha256: await sha256File(databaseCopy), bytes: (await stat(databaseCopy)).size },
      tables: counts.tables,
      migrations: counts.migrations,
      media,
    }
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    await mkdir(options.outDir, { recursive: true })
    const archive = path.resolve(options.outDir, `kaimono-backup-${stamp(now)}.tar.gz`)
    // Written under another name and renamed: a half-written archive never carries the final name.
    const partial = `${archive}.partial`
    await tar.c({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', databaseFile, 'media'])
    await rename(partial, archive)
    return { archive, manifest }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

export class RestoreRefused extends Error {}

async function sqliteHasTables(file: string): Promise<boolean> {
  if (!existsSync(file) || (await stat(file)).size === 0) return false
  const db = await openSqlite(file)
  try {
    const { rows } = await db.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
    return Number(rows[0].n) > 0
  } finally {
    db.close()
  }
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'kaimono-restore' })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Restores `archive` into the database and media folder; refuses either when it holds anything, unless `force`. */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'kaimono-restore-'))
  try {
    await tar.x({ file: options.archive, cwd: work, strict: true })
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest
    if (manifest.format !== MANIFEST_FORMAT) throw new Error(`unknown backup format ${manifest.format}`)
    const postgres = isPostgres(options.databaseUrl)
    if ((manifest.dialect === 'postgres') !== postgres) {
      throw new RestoreRefused(`the archive holds a ${manifest.dialect} database; DATABASE_URL names a ${postgres ? 'postgres' : 'sqlite'} one`)
    }
    const databaseCopy = path.join(work, manifest.database.file)
    if ((await sha256File(databaseCopy)) !== manifest.database.sha256) throw new Error('the database copy in the archive does not match its checksum')
    for (const file of manifest.media) {
      if ((await sha256File(path.join(work, 'media', file.path))) !== file.sha256) throw new Error(`media file ${file.path} does not match its checksum`)
    }

    // Refuse before changing anything.
    const mediaDir = path.resolve(options.mediaDir)
    const mediaInUse = (await filesUnder(mediaDir)).length > 0
    const target = postgres ? undefined : sqliteFile(options.databaseUrl)
    const databaseInUse = postgres
      ? await withPg(options.databaseUrl, async (c) => (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0].n > 0)
      : await sqliteHasTables(target!)
    if (!options.force && (databaseInUse || mediaInUse)) {
      throw new RestoreRefused(
        `refusing to restore over ${[databaseInUse && 'a database that has tables', mediaInUse && `a media folder that has files (${mediaDir})`].filter(Boolean).join(' and ')}; stop the site and pass --force to replace them`,
      )
    }

    if (postgres) {
      ensurePostgresTools()
      if (databaseInUse) await withPg(options.databaseUrl, (c) => c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'))
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${options.databaseUrl}`, databaseCopy], { maxBuffer: 64 * 1024 * 1024 })
    } else {
      for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${target}${suffix}`, { force: true })
      await mkdir(path.dirname(target!), { recursive: true })
      await copyFile(databaseCopy, target!)
    }

    await rm(mediaDir, { recursive: true, force: true })
    await mkdir(mediaDir, { recursive: true })
    for (const file of manifest.media) {
      const to = path.join(mediaDir, file.path)
      await mkdir(path.dirname(to), { recursive: true })
      await copyFile(path.join(work, 'media', file.path), to)
    }

    // What was restored is what was backed up: the same rows per table, the same media bytes.
    let restored: { tables: Record<string, number> }
    if (postgres) restored = await withPg(options.databaseUrl, pgCounts)
    else {
      const db = await openSqlite(target!)
      try {
        restored = await sqliteCounts(db)
      } finally {
        db.close()
      }
    }
    const differing = Object.keys({ ...manifest.tables, ...restored.tables }).filter((t) => manifest.tables[t] !== restored.tables[t])
    if (differing.length) throw new Error(`restored row counts differ from the manifest: ${differing.join(', ')}`)
    for (const file of manifest.media) {
      if ((await sha256File(path.join(mediaDir, file.path))) !== file.sha256) throw new Error(`restored media file ${file.path} differs`)
    }
    return manifest
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
