/**
 * The restore drill (issue 41 §2), on SQLite and PostgreSQL: `npm run backup` (the real script, in a process
 * of its own) while this process keeps storing enquiries through the contact endpoint and uploading media;
 * then the database and the media folder are wiped, `npm run restore` brings them back, and the restored
 * data is compared: every enquiry acknowledged before the backup began is there, nothing that was never
 * acknowledged is, every media document is there with its files byte for byte.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sha256File, sqliteFile } from '../../src/features/ops/backup'
import { contactRequest, LoopbackSmtp, randomAddress, startContactApp, validValues } from './contact-helpers'
import { destroyBeforeDrop } from './postgres-test-db'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type DrillTarget = {
  dialect: 'sqlite' | 'postgres'
  databaseUrl: string
  /** Makes the database empty (SQLite: no file; PostgreSQL: a new empty database). */
  wipe(): Promise<void>
  cleanUp(): Promise<void>
}

/** Runs a script of scripts/ with tsx in a process of its own; resolves with its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, output }))
  })
}

type Rows = { enquiries: { id: number; email: string }[]; media: { id: number; filename: string }[] }

async function readRows(target: DrillTarget): Promise<Rows> {
  if (target.dialect === 'postgres') {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      const enquiries = (await client.query<{ id: number; email: string }>('SELECT id, email FROM enquiries ORDER BY id')).rows
      const media = (await client.query<{ id: number; filename: string }>('SELECT id, filename FROM media ORDER BY id')).rows
      return { enquiries, media }
    } finally {
      await client.end()
    }
  }
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${sqliteFile(target.databaseUrl)}` })
  try {
    const enquiries = (await db.execute('SELECT id, email FROM enquiries ORDER BY id')).rows.map((r) => ({ id: Number(r.id), email: String(r.email) }))
    const media = (await db.execute('SELECT id, filename FROM media ORDER BY id')).rows.map((r) => ({ id: Number(r.id), filename: String(r.filename) }))
    return { enquiries, media }
  } finally {
    db.close()
  }
}

async function checksums(dir: string): Promise<Map<string, string>> {
  const sums = new Map<string, string>()
  if (!existsSync(dir)) return sums
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) sums.set(path.relative(dir, path.join(file.parentPath, file.name)), await sha256File(path.join(file.parentPath, file.name)))
  }
  return sums
}

export function backupRestoreDrill(name: string, makeTarget: () => Promise<DrillTarget>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-drill-'))
  const mediaDir = path.join(dir, 'media')
  const backups = path.join(dir, 'backups')
  const smtp = new LoopbackSmtp()
  let target: DrillTarget
  let payload: Payload
  let handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost

  beforeAll(async () => {
    await smtp.start()
    target = await makeTarget()
    ;({ payload, handle } = await startContactApp(target.dialect, {
      DATABASE_URL: target.databaseUrl,
      MEDIA_DIR: mediaDir,
      SMTP_URL: smtp.url,
      SITE_ORIGIN: 'http://localhost:3000',
      CONTACT_ACK_CEILING_PER_HOUR: '100000',
    }))
  })

  afterAll(async () => {
    await smtp.stop()
    await target?.cleanUp()
    rmSync(dir, { recursive: true, force: true })
  })

  describe(`backup and restore drill on ${name}`, () => {
    it('backs up while enquiries and uploads are written, and restores every acknowledged one after a wipe', async () => {
      const acknowledged: { id: number; email: string; at: number }[] = []
      const uploaded: { id: number; filename: string; at: number }[] = []
      let writing = true
      let n = 0

      const enquiry = async () => {
        const email = `drill-${++n}-${Date.now().toString(36)}@acme.example`
        const result = await handle(contactRequest({ values: validValues({ email }) }, { ip: randomAddress() }), async () => payload)
        // Told "received": from here on the enquiry must survive.
        if (result.status === 200) {
          const { docs } = await payload.find({ collection: 'enquiries', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
          acknowledged.push({ id: Number(docs[0].id), email, at: Date.now() })
        }
        await result.afterResponse?.()
      }
      const upload = async () => {
        const k = ++n
        const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: k % 256, g: (k * 7) % 256, b: (k * 13) % 256 } } }).png().toBuffer()
        const doc = await payload.create({
          collection: 'media',
          data: { alt: `Drill ${k}` },
          file: { data, mimetype: 'image/png', name: `drill-${k}.png`, size: data.length },
          overrideAccess: true,
        })
        uploaded.push({ id: Number(doc.id), filename: String(doc.filename), at: Date.now() })
      }

      // Some data before, then a steady load that goes on while the backup runs in its own process.
      for (let i = 0; i < 5; i++) await enquiry()
      for (let i = 0; i < 2; i++) await upload()
      const load = (async () => {
        for (let round = 0; writing; round++) await Promise.all([enquiry(), enquiry(), round % 3 === 0 ? upload() : undefined])
      })()
      const env = { DATABASE_URL: target.databaseUrl, MEDIA_DIR: mediaDir, LOG_LEVEL: 'warn' }
      const backupStarted = Date.now()
      const backup = await runScript('backup.ts', ['--out', backups], env)
      const backupEnded = Date.now()
      // A little more load after the backup: those writes are not in the archive.
      await new Promise((resolve) => setTimeout(resolve, 300))
      writing = false
      await load
      expect(backup.code, backup.output).toBe(0)
      const archives = readdirSync(backups).filter((f) => /^kaimono-backup-\d{8}T\d{6}Z\.tar\.gz$/.test(f))
      expect(archives).toHaveLength(1)
      const during = acknowledged.filter((e) => e.at > backupStarted && e.at < backupEnded).length
      console.log(`${name}: ${acknowledged.length} enquiries and ${uploaded.length} uploads acknowledged, ${during} enquiries during the ${backupEnded - backupStarted} ms backup`)
      expect(during, 'the backup ran while enquiries were being stored').toBeGreaterThan(0)

      const archive = path.join(backups, archives[0])
      // A restore over the live data is refused.
      const refused = await runScript('restore.ts', [archive], env)
      expect(refused.code, refused.output).toBe(3)
      expect(refused.output).toMatch(/refusing to restore over a database that has tables and a media folder that has files/)

      const mediaBefore = await checksums(mediaDir)
      const before = await readRows(target)
      // The wipe: the site is stopped, its database and media folder are gone.
      await destroyBeforeDrop(payload)
      await target.wipe()
      rmSync(mediaDir, { recursive: true, force: true })

      const restored = await runScript('restore.ts', [archive], env)
      expect(restored.code, restored.output).toBe(0)
      const after = await readRows(target)

      // Every enquiry acknowledged before the backup began, intact; nothing that was never stored.
      const byId = new Map(after.enquiries.map((e) => [e.id, e.email]))
      for (const e of acknowledged.filter((e) => e.at < backupStarted)) expect(byId.get(e.id), e.email).toBe(e.email)
      const everStored = new Map(before.enquiries.map((e) => [e.id, e.email]))
      for (const e of after.enquiries) expect(everStored.get(e.id)).toBe(e.email)
      expect(after.enquiries.length).toBeGreaterThanOrEqual(acknowledged.filter((e) => e.at < backupStarted).length)

      // Every media document uploaded before the backup, and every one the snapshot holds, with its files byte for byte.
      const mediaIds = new Set(after.media.map((m) => m.id))
      for (const m of uploaded.filter((m) => m.at < backupStarted)) expect(mediaIds.has(m.id), m.filename).toBe(true)
      const mediaAfter = await checksums(mediaDir)
      for (const m of after.media) {
        expect(mediaAfter.get(m.filename), m.filename).toBeDefined()
        expect(mediaAfter.get(m.filename)).toBe(mediaBefore.get(m.filename))
      }
      for (const [file, sum] of mediaAfter) expect(mediaBefore.get(file), file).toBe(sum)
    })
  })
}
