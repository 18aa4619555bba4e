/**
 * Unused media on a real database (SQLite and PostgreSQL): what counts as used (drafts, rich text in
 * one locale only, the SEO image), what is offered for deletion, and the refusal to delete a used file.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvForTests } from '@/lib/env'
import { rebuildReferenceIndex } from '@/payload/fields/media-reference-index'
import { referencedIds, unusedUploads } from '@/payload/fields/media-references'

import { destroyBeforeDrop, testDatabase } from './postgres-test-db'

type Setup = { name: string; start: (dir: string) => Promise<{ payload: Payload; stop: () => Promise<void> }> }

const setups: Setup[] = [
  {
    name: 'SQLite',
    async start(dir) {
      process.env.DATABASE_URL = `file:${path.join(dir, 'aids.db')}`
      process.env.MEDIA_DIR = path.join(dir, 'media')
      resetEnvForTests()
      const { default: config } = await import('@/payload/payload.config')
      const { getPayload } = await import('payload')
      const { migrations } = await import('@/payload/migrations/sqlite')
      const payload = await getPayload({ config, key: 'aids-sqlite' })
      await payload.db.migrate({ migrations: migrations as never })
      return { payload, stop: () => payload.destroy() }
    },
  },
  {
    name: 'PostgreSQL',
    async start(dir) {
      const database = testDatabase('aids_it')
      await database.create()
      process.env.DATABASE_URL = database.url
      process.env.MEDIA_DIR = path.join(dir, 'media')
      resetEnvForTests()
      // A fresh module graph: the config reads DATABASE_URL when it is first imported.
      const { vi } = await import('vitest')
      vi.resetModules()
      const { default: config } = await import('@/payload/payload.config')
      const { getPayload } = await import('payload')
      const { migrations } = await import('@/payload/migrations/postgres')
      const payload = await getPayload({ config, key: 'aids-postgres' })
      if (!('pool' in payload.db)) throw new Error('expected the PostgreSQL adapter')
      await payload.db.migrate({ migrations: migrations as never })
      return {
        payload,
        stop: async () => {
          await destroyBeforeDrop(payload)
          await database.drop()
        },
      }
    },
  },
]

const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children })
const richText = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } })
const text = (t: string) => ({ type: 'text', version: 1, text: t, format: 0, detail: 0, mode: 'normal', style: '' })

for (const setup of setups) {
  describe(`unused media on ${setup.name}`, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aids-'))
    let payload: Payload
    let stop: () => Promise<void>
    const ids: Record<string, string> = {}
    const run = Date.now().toString(36)

    async function upload(name: string) {
      const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#357' } }).png().toBuffer()
      const doc = await payload.create({ collection: 'media', locale: 'ja', data: { alt: name }, file: { data, mimetype: 'image/png', name: `${name}-${run}.png`, size: data.length } })
      return String(doc.id)
    }

    beforeAll(async () => {
      ;({ payload, stop } = await setup.start(dir))
      for (const name of ['main', 'inline', 'seo', 'spare', 'banner']) ids[name] = await upload(name)
      // A draft article with a main image; a campaign whose English body shows a picture; an SEO image.
      await payload.create({
        collection: 'news',
        locale: 'ja',
        draft: true,
        data: { title: '下書き', slug: `draft-${run}`, category: 'news', publishedAt: new Date().toISOString(), mainImage: Number(ids.main), _status: 'draft' },
      })
      const campaign = await payload.create({
        collection: 'campaigns',
        locale: 'ja',
        data: { title: 'キャンペーン', slug: `camp-${run}`, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z', _status: 'published', meta: { image: Number(ids.seo) } },
      })
      await payload.update({
        collection: 'campaigns',
        id: campaign.id,
        locale: 'en',
        data: { title: 'Campaign', body: richText(paragraph([text('Look')]), { type: 'upload', version: 3, relationTo: 'media', value: Number(ids.inline), fields: null, format: '' }), _status: 'published' } as never,
      })
      await payload.create({
        collection: 'banners',
        locale: 'ja',
        data: { title: 'バナー', image: Number(ids.banner), placement: 'home-strip', startsAt: '2026-01-01T00:00:00Z', _status: 'published' },
      })
    }, 300_000)

    afterAll(async () => {
      await stop?.()
      rmSync(dir, { recursive: true, force: true })
    })

    it('offers only the file nothing uses (drafts, one locale’s rich text, SEO images and banners count as use)', async () => {
      const unused = await unusedUploads(payload, 'media')
      expect(unused.map((u) => u.id)).toEqual([ids.spare])
    })

    it('refuses to delete a used file, deletes an unused one', async () => {
      await expect(payload.delete({ collection: 'media', id: ids.inline })).rejects.toMatchObject({ status: 409 })
      await expect(payload.delete({ collection: 'media', id: ids.main })).rejects.toMatchObject({ status: 409 })
      await payload.delete({ collection: 'media', id: ids.spare })
      const { totalDocs } = await payload.find({ collection: 'media', where: { id: { equals: ids.spare } } })
      expect(totalDocs).toBe(0)
    })

    it('a bulk delete keeps the used files and deletes the rest', async () => {
      const extra = await upload('extra')
      const result = await payload.delete({ collection: 'media', where: { id: { in: [extra, ids.banner] } } })
      expect(result.docs.map((d) => String(d.id))).toEqual([extra])
      expect(result.errors).toHaveLength(1)
    })

    it('after the article is deleted, its picture is offered', async () => {
      await payload.delete({ collection: 'news', where: { slug: { equals: `draft-${run}` } } })
      const unused = await unusedUploads(payload, 'media')
      expect(unused.map((u) => u.id)).toEqual([ids.main])
    })

    /** The index's answer and a full read of every document agree. */
    const indexMatchesScan = async () => {
      const fromIndex = (await unusedUploads(payload, 'media')).map((u) => u.id)
      const fromScan = (await unusedUploads(payload, 'media', undefined, await referencedIds(payload, 'media'))).map((u) => u.id)
      expect(fromIndex).toEqual(fromScan)
      return fromIndex
    }

    it('the reference index follows drafts and locales like a full scan', async () => {
      const picture = await upload('later')
      const article = await payload.create({ collection: 'news', locale: 'ja', data: { title: '記事', slug: `idx-${run}`, category: 'news', publishedAt: new Date().toISOString(), _status: 'published' } })
      expect(await indexMatchesScan()).toContain(picture)
      // An English-only draft body that shows the picture: used (the latest draft counts).
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        draft: true,
        data: { title: 'Article', body: richText(paragraph([text('See')]), { type: 'upload', version: 3, relationTo: 'media', value: Number(picture), fields: null, format: '' }) } as never,
      })
      expect(await indexMatchesScan()).not.toContain(picture)
      await expect(payload.delete({ collection: 'media', id: picture })).rejects.toMatchObject({ status: 409 })
      // The draft is replaced by one without the picture: unused again.
      await payload.update({ collection: 'news', id: article.id, locale: 'en', draft: true, data: { body: richText(paragraph([text('Gone')])) } as never })
      expect(await indexMatchesScan()).toContain(picture)
    })

    it('a rebuild from the documents gives the same index', async () => {
      const before = await indexMatchesScan()
      await rebuildReferenceIndex(payload)
      expect(await indexMatchesScan()).toEqual(before)
    })
  })
}
