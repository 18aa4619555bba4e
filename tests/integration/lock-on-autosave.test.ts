/**
 * The contract of src/payload/keep-lock-on-autosave.ts (docs/deviations.md, "Keep the lock on autosave"; decision E19)
 * against the real Payload on SQLite:
 * - Payload as it ships (the plugin switched off: DEVIATION_KEEP_LOCK_ON_AUTOSAVE=0) deletes an editor's document
 *   lock when that editor's autosave updates the document. The day this test fails, Payload keeps the lock itself:
 *   delete the plugin, its switch and this test.
 * - With the plugin, the same autosave (as the admin's REST call makes it: `?autosave=true`) leaves the editor's
 *   lock, and a save that is no autosave still ends it, as Payload intends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { resetEnvForTests } from '@/lib/env'

const LOCKS = 'payload-locked-documents'
const dir = mkdtempSync(path.join(tmpdir(), 'lock-autosave-'))
const started: Payload[] = []

/** Payload on a SQLite file of its own, with the plugin switched on or off (the config reads the switch on import). */
async function start(pluginOn: boolean): Promise<Payload> {
  if (pluginOn) delete process.env.DEVIATION_KEEP_LOCK_ON_AUTOSAVE
  else process.env.DEVIATION_KEEP_LOCK_ON_AUTOSAVE = '0'
  process.env.DATABASE_URL = `file:${path.join(dir, `${pluginOn ? 'on' : 'off'}.db`)}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  resetEnvForTests()
  vi.resetModules()
  const { default: config } = await import('@/payload/payload.config')
  const { getPayload } = await import('payload')
  const { migrations } = await import('@/payload/migrations/sqlite')
  const payload = await getPayload({ config, key: `lock-autosave-${pluginOn ? 'on' : 'off'}` })
  await payload.db.migrate({ migrations: migrations as never })
  started.push(payload)
  return payload
}

/** An editor, a draft article, and that editor's lock on it (as the admin's form-state request takes it). */
async function lockedDraft(payload: Payload) {
  const editor = await payload.create({ collection: 'users', data: { email: `editor-${Date.now()}@example.test`, password: 'editor-password-1', role: 'editor', name: 'Editor' } })
  const article = await payload.create({
    collection: 'news',
    locale: 'en',
    data: { title: 'Lock contract', slug: `lock-${Date.now().toString(36)}`, category: 'news', publishedAt: new Date('2026-01-05T00:00:00Z').toISOString(), _status: 'draft' } as never,
    draft: true,
  })
  await payload.db.create({ collection: LOCKS, data: { document: { relationTo: 'news', value: article.id }, user: { relationTo: 'users', value: editor.id } } })
  const locks = async () =>
    (await payload.db.find({ collection: LOCKS, where: { and: [{ 'document.relationTo': { equals: 'news' } }, { 'document.value': { equals: article.id } }] }, limit: 10, pagination: false })).docs
  expect(await locks()).toHaveLength(1)
  return { editor: { ...editor, collection: 'users' as const }, article, locks }
}

/** The editor's save as the admin's REST call makes it (an autosave carries `?autosave=true`). */
function save(payload: Payload, editor: Awaited<ReturnType<typeof lockedDraft>>['editor'], id: number | string, autosave: boolean) {
  return payload.update({
    collection: 'news',
    id,
    locale: 'en',
    data: { title: `Changed ${Date.now()}` } as never,
    draft: true,
    autosave,
    user: editor as never,
    req: { payloadAPI: 'REST', query: autosave ? { autosave: 'true', draft: 'true' } : { draft: 'true' } } as Partial<PayloadRequest>,
  })
}

afterAll(async () => {
  for (const payload of started) await payload.destroy().catch(() => undefined)
  delete process.env.DEVIATION_KEEP_LOCK_ON_AUTOSAVE
  rmSync(dir, { recursive: true, force: true })
})

describe('document locks and autosave (keep-lock-on-autosave, E19)', () => {
  it('Payload as it ships deletes the editor\'s lock on the editor\'s own autosave (the reason the plugin exists)', async () => {
    const payload = await start(false)
    const { editor, article, locks } = await lockedDraft(payload)
    await save(payload, editor, article.id, true)
    // Fails the day Payload keeps the lock through an autosave: then delete src/payload/keep-lock-on-autosave.ts.
    expect(await locks(), 'Payload kept the lock through an autosave: the plugin is no longer needed').toHaveLength(0)
  })

  it('with the plugin, the autosave leaves the editor\'s lock, and a save that is no autosave still ends it', async () => {
    const payload = await start(true)
    const { editor, article, locks } = await lockedDraft(payload)
    await save(payload, editor, article.id, true)
    const kept = await locks()
    expect(kept).toHaveLength(1)
    expect((kept[0] as { user?: { value?: unknown } }).user?.value).toBe(editor.id)
    await save(payload, editor, article.id, false)
    expect(await locks()).toHaveLength(0)
  })
})
