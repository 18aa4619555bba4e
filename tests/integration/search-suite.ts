/**
 * Site search on a real database: recall on the Japanese query set (tests/fixtures/search-recall.ts),
 * and freshness through the CMS hooks: a published article is found within 5 s, a draft's or an
 * embargoed article's words never are, an unpublish or delete takes it out within 5 s, a company fact
 * edited in the CMS is found on its page, a landing page only in the languages it is published in. Run on SQLite (search.sqlite.test.ts) and PostgreSQL
 * (search.postgres.test.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryTerms } from '@/features/search/normalize'
import { reindexAll, settleReindexing } from '@/features/search/server/indexer'
import { deleteSource, queryIndex, upsertDocument } from '@/features/search/server/store'

import { RECALL_DOCUMENTS, RECALL_QUERIES } from '../fixtures/search-recall'

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type Setup = { start: () => Promise<Payload>; stop: () => Promise<void>; migrations: Migration[] }

const richText = (heading: string, text: string) => ({
  root: {
    type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0,
    children: [
      { type: 'heading', tag: 'h2', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text: heading, format: 0, detail: 0, mode: 'normal', style: '' }] },
      { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] },
    ],
  },
})

let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`

export function searchSuite(name: string, setup: Setup) {
  describe(`site search on ${name}`, () => {
    let payload: Payload

    beforeAll(async () => {
      payload = await setup.start()
      await payload.db.migrate({ migrations: setup.migrations as never })
      await reindexAll(payload)
    })

    afterAll(async () => {
      await settleReindexing()
      await setup.stop()
    })

    const search = async (locale: 'ja' | 'en', q: string) => (await queryIndex(payload, { locale, terms: queryTerms(q), limit: 50, offset: 0 })).hits
    const paths = async (locale: 'ja' | 'en', q: string) => (await search(locale, q)).map((hit) => hit.path)

    /** Polls until `check` holds, for at most 5 s (the freshness promise); returns how long it took. */
    async function within5s(check: () => Promise<boolean>): Promise<number> {
      const started = Date.now()
      while (Date.now() - started < 5000) {
        if (await check()) return Date.now() - started
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('not within 5 s')
    }

    it('finds every expected document of the Japanese and English query set (recall 100 %)', async () => {
      for (const doc of RECALL_DOCUMENTS) {
        await upsertDocument(payload, { source: `fixture:${doc.id}`, locale: doc.locale, kind: 'page', path: `/fixture/${doc.id}/`, title: doc.title, headings: doc.headings ?? '', body: doc.body, date: null, visibleFrom: null })
      }
      const missed: string[] = []
      for (const query of RECALL_QUERIES) {
        const found = new Set((await paths(query.locale, query.q)).filter((p) => p.startsWith('/fixture/')).map((p) => p.split('/')[2]))
        for (const id of query.expect) if (!found.has(id)) missed.push(`${query.q} → ${id} (${query.why})`)
      }
      expect(missed).toEqual([])
      for (const doc of RECALL_DOCUMENTS) await deleteSource(payload, `fixture:${doc.id}`)
    })

    it('ranks a title match above a heading match above a body match', async () => {
      const word = `順位${unique('r').replace(/[^a-z0-9]/g, '')}`
      const add = (id: string, where: 'title' | 'headings' | 'body') =>
        upsertDocument(payload, { source: `fixture:${id}`, locale: 'ja', kind: 'page', path: `/fixture/${id}/`, title: where === 'title' ? `${word}の話` : 'ほか', headings: where === 'headings' ? word : '', body: where === 'body' ? word : 'なし', date: null, visibleFrom: null })
      await add('rank-body', 'body')
      await add('rank-heading', 'headings')
      await add('rank-title', 'title')
      expect(await paths('ja', word)).toEqual(['/fixture/rank-title/', '/fixture/rank-heading/', '/fixture/rank-body/'])
      // Pages of results run across the tiers in the same order, with the whole count.
      const page = async (limit: number, offset: number) => queryIndex(payload, { locale: 'ja', terms: queryTerms(word), limit, offset })
      expect((await page(1, 1)).hits.map((h) => h.path)).toEqual(['/fixture/rank-heading/'])
      expect((await page(2, 1)).hits.map((h) => h.path)).toEqual(['/fixture/rank-heading/', '/fixture/rank-body/'])
      expect((await page(2, 2)).total).toBe(3)
      expect((await page(5, 3)).hits).toEqual([])
      for (const id of ['rank-body', 'rank-heading', 'rank-title']) await deleteSource(payload, `fixture:${id}`)
    })

    it('indexes the static pages from messages in each locale (a page found by its copy)', async () => {
      expect(await paths('ja', '拠点一覧')).toContain('/company/Japan-Offices/')
      expect(await paths('en', 'offices')).toContain('/company/Japan-Offices/')
      expect(await paths('ja', 'サイトマップ')).not.toContain('/Sitemap/')
    })

    it('finds a published article within 5 s of publishing, and never a draft or an embargoed article, not even in snippets', async () => {
      const live = `公開語${Date.now()}`
      const draftWord = `zzdraft${Date.now()}`
      const laterWord = `zzlater${Date.now()}`
      const base = { category: 'news' as const, excerpt: '概要' }
      const published = await payload.create({ collection: 'news', locale: 'ja', data: { ...base, title: `記事 ${live}`, slug: unique('live'), publishedAt: new Date(Date.now() - 60_000).toISOString(), body: richText('見出し', live), _status: 'published' } })
      const draft = await payload.create({ collection: 'news', locale: 'ja', draft: true, data: { ...base, title: `下書き ${draftWord}`, slug: unique('draft'), publishedAt: new Date(Date.now() - 60_000).toISOString(), body: richText('見出し', draftWord), _status: 'draft' } })
      const later = await payload.create({ collection: 'news', locale: 'ja', data: { ...base, title: `予約 ${laterWord}`, slug: unique('later'), publishedAt: new Date(Date.now() + 86_400_000).toISOString(), body: richText('見出し', laterWord), _status: 'published' } })
      const took = await within5s(async () => (await paths('ja', live)).includes(`/news/${published.slug}/`))
      expect(took).toBeLessThan(5000)
      // A published article with an unpublished draft on top: the draft's words stay private.
      await payload.update({ collection: 'news', id: published.id, locale: 'ja', draft: true, data: { title: `記事 ${live} ${draftWord}` } })
      await settleReindexing()
      for (const word of [draftWord, laterWord]) {
        expect(await search('ja', word)).toEqual([])
        expect(await search('en', word)).toEqual([])
      }
      const hits = await search('ja', live)
      expect(hits.map((h) => `${h.title} ${h.headings} ${h.body}`).join(' ')).not.toContain(draftWord)
      // The embargo ends: found from its date on.
      await payload.update({ collection: 'news', id: later.id, locale: 'ja', data: { publishedAt: new Date(Date.now() - 1000).toISOString() } })
      await within5s(async () => (await paths('ja', laterWord)).includes(`/news/${later.slug}/`))
      await payload.delete({ collection: 'news', id: draft.id })
    })

    it('takes an article out within 5 s of unpublishing it, and of deleting it', async () => {
      const word = `消える${Date.now()}`
      const doc = await payload.create({ collection: 'news', locale: 'ja', data: { category: 'news', excerpt: word, title: '一時的な記事', slug: unique('gone'), publishedAt: new Date(Date.now() - 60_000).toISOString(), body: richText('見出し', '本文'), _status: 'published' } })
      await within5s(async () => (await search('ja', word)).length === 1)
      await payload.update({ collection: 'news', id: doc.id, data: { _status: 'draft' } })
      await within5s(async () => (await search('ja', word)).length === 0)
      await payload.update({ collection: 'news', id: doc.id, data: { _status: 'published' } })
      await within5s(async () => (await search('ja', word)).length === 1)
      await payload.delete({ collection: 'news', id: doc.id })
      await within5s(async () => (await search('ja', word)).length === 0)
    })

    it('finds a landing page by the words of its blocks only in the languages it is published in, and loses it when unpublished', async () => {
      const stamp = Date.now()
      const jaWord = `説明会語${stamp}`
      const enWord = `zzseminar${stamp}`
      const path = `lp/${unique('search')}`
      const doc = await payload.create({
        collection: 'pages',
        locale: 'ja',
        data: { title: 'テスト説明会', path, _status: 'published', languages: { jaOn: true, enOn: false }, layout: [{ blockType: 'faq', items: [{ question: '参加費は?', answer: `無料です ${jaWord}` }] }] } as never,
      })
      await payload.update({ collection: 'pages', id: doc.id, locale: 'en', data: { title: 'Test seminar', layout: [{ blockType: 'cta', heading: `Join us ${enWord}`, text: 'Free.', label: 'Apply', href: '/contact/' }] } as never })
      await within5s(async () => (await paths('ja', jaWord)).includes(`/${path}/`))
      await settleReindexing()
      // Not published in English: its English words are found nowhere.
      expect(await search('en', enWord)).toEqual([])
      expect(await search('ja', enWord)).toEqual([])
      // English switched on: found there too, under the same path, by the heading of its English block.
      await payload.update({ collection: 'pages', id: doc.id, locale: 'en', data: { languages: { jaOn: true, enOn: true } } as never })
      await within5s(async () => (await search('en', enWord)).some((hit) => hit.path === `/${path}/` && hit.title === 'Test seminar'))
      // Unpublished: gone in both.
      await payload.update({ collection: 'pages', id: doc.id, data: { _status: 'draft' } as never })
      await within5s(async () => (await search('ja', jaWord)).length === 0 && (await search('en', enWord)).length === 0)
      await payload.delete({ collection: 'pages', id: doc.id })
    })

    it('finds a company fact (an office address) on its page in both locales once published', async () => {
      const town = `糸島${Date.now() % 100000}`
      const office = await payload.create({
        collection: 'offices',
        locale: 'ja',
        data: { name: 'テスト営業所', region: 'fukuoka', address: `福岡県${town}町1-2-3`, lat: 33.5, lng: 130.2, labelSide: 'right', _status: 'published' } as never,
      })
      await payload.update({ collection: 'offices', id: office.id, locale: 'en', data: { name: 'Test branch', address: `1-2-3 Itoshima${town.slice(2)}, Fukuoka` } as never })
      await within5s(async () => (await paths('ja', town)).includes('/company/Japan-Offices/'))
      await within5s(async () => (await paths('en', `itoshima${town.slice(2)}`)).includes('/company/Japan-Offices/'))
      await payload.delete({ collection: 'offices', id: office.id })
      await within5s(async () => !(await paths('ja', town)).includes('/company/Japan-Offices/'))
    })

    it('answers odd queries without an error (quotes, operators, control characters, very long input)', async () => {
      for (const q of ['"', '*', '"a" OR b', 'NEAR(レジ 待ち)', '-福岡', "'; DROP TABLE search_documents; --", 'a\u0000b', '\ud800', 'x'.repeat(5000), '{title_t}: x', ':*', '<->', '!!', '&|']) {
        await expect(search('ja', q)).resolves.toBeInstanceOf(Array)
      }
    })
  })
}
