/**
 * `npm run legal:update-privacy` against real Payload on SQLite (issue 42, databases seeded before the APPI items):
 * a privacy page as the old seed wrote it, with one article changed by an editor, gets the current wording in every
 * article nobody edited (address and representative, 外的環境, …), keeps the editor's article word for word and
 * lists it, adds a revision row, leaves the dry run and a pending draft untouched, and does nothing the second time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { privacyBefore202612 } from '@/content/legal/privacy-before-2026-12'
import { updatePrivacyPolicy } from '@/features/legal/privacy-update'
import { migrations } from '@/payload/migrations/sqlite'
import { legalToLexical } from '@/payload/seed/content-pages'

import { startPayload } from './start-payload'

const dir = mkdtempSync(path.join(tmpdir(), 'privacy-update-'))
let payload: Payload
let id: number | string

type Node = { type?: string; text?: string; children?: Node[] }
const textOf = (node: Node): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(textOf).join('\n'))
const EDITED = '5. 安全管理措置（当社で書き直しました）'

async function stored(locale: 'ja' | 'en') {
  return (await payload.findByID({ collection: 'legal-pages', id, locale, depth: 0, overrideAccess: true })) as unknown as {
    body: { root: Node }
    revisions: { label: string; date: string }[]
    _status: string
  }
}

describe('the privacy policy of an older database', () => {
  beforeAll(async () => {
    payload = await startPayload(`file:${path.join(dir, 'privacy.db')}`, dir, 'privacy-update')
    await payload.db.migrate({ migrations: migrations as never })
    const old = (lang: 'ja' | 'en') => privacyBefore202612[lang]({ company: '{company}', email: '{email}', enquiryRetention: '{enquiryRetention}' })
    // As the seed of 77b504d stored it, except that an editor rewrote article 5 in Japanese.
    const ja = old('ja')
    ja.sections[4] = { heading: EDITED, body: ['当社独自の安全管理措置の説明です。'] }
    const created = await payload.create({
      collection: 'legal-pages',
      locale: 'ja',
      data: { kind: 'privacy', title: 'プライバシーポリシー', effectiveDate: '2021-06-08T03:00:00.000Z', body: legalToLexical(ja) as never, revisions: [{ label: '制定', date: '2021-06-08T03:00:00.000Z' }], _status: 'published' },
      context: { disableRevalidate: true },
    })
    id = created.id
    await payload.update({
      collection: 'legal-pages',
      id,
      locale: 'en',
      data: { title: 'Privacy Policy', body: legalToLexical(old('en')) as never, revisions: [{ id: created.revisions?.[0]?.id, label: 'Issued', date: '2021-06-08T03:00:00.000Z' }], _status: 'published' },
      context: { disableRevalidate: true },
    })
  })

  afterAll(async () => {
    await payload?.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a dry run says what would change and writes nothing', async () => {
    const before = textOf((await stored('ja')).body.root)
    const result = await updatePrivacyPolicy(payload, { apply: false })
    expect(result.status).toBe('would-update')
    expect(result.locales.ja?.keptEdited).toEqual([EDITED])
    expect(result.locales.ja?.replaced).toEqual(expect.arrayContaining(['8. 事業者の名称・住所・代表者とお問い合わせ窓口']))
    expect(textOf((await stored('ja')).body.root)).toBe(before)
  })

  it('leaves a page with an unpublished draft alone', async () => {
    await payload.update({ collection: 'legal-pages', id, locale: 'ja', draft: true, data: { title: 'プライバシーポリシー（下書き）' }, context: { disableRevalidate: true } })
    expect((await updatePrivacyPolicy(payload, { apply: true })).status).toBe('draft-pending')
    // The editor publishes the draft; then the update may run.
    await payload.update({ collection: 'legal-pages', id, locale: 'ja', data: { title: 'プライバシーポリシー', _status: 'published' }, context: { disableRevalidate: true } })
  })

  it('brings in the APPI items where nobody edited, keeps the edited article word for word, and adds a revision', async () => {
    const result = await updatePrivacyPolicy(payload, { apply: true, now: new Date('2026-12-02T01:00:00Z') })
    expect(result.status).toBe('updated')
    const ja = await stored('ja')
    const text = textOf(ja.body.root)
    expect(ja._status).toBe('published')
    expect(text).toContain('住所：{address}')
    expect(text).toContain('代表者：{representative}')
    expect(text).toContain('外部送信ポリシー（/ExternalTransmission/）')
    // The editor's article: unchanged, in its place, and the new 外的環境 item not forced into it.
    expect(text).toContain(EDITED)
    expect(text).toContain('当社独自の安全管理措置の説明です。')
    expect(text).not.toContain('外的環境の把握')
    expect(text.indexOf(EDITED)).toBeGreaterThan(text.indexOf('4. 業務の委託'))
    expect(text.indexOf(EDITED)).toBeLessThan(text.indexOf('6. Cookie等の利用'))
    expect(ja.revisions.map((r) => r.label)).toEqual(['制定', '改定'])
    expect(ja.revisions[1].date.slice(0, 10)).toBe('2026-12-02')
    // English was not edited: every article in the current wording, the safety measures with the external environment.
    const en = await stored('en')
    const english = textOf(en.body.root)
    expect(english).toContain('The external environment:')
    expect(english).toContain('Representative: {representative}')
    expect(en.revisions.map((r) => r.label)).toEqual(['Issued', 'Revised'])
    expect(result.locales.en?.keptEdited).toEqual([])
    // The earlier wording stays in the page's history.
    const versions = await payload.findVersions({ collection: 'legal-pages', where: { parent: { equals: id } }, limit: 20, overrideAccess: true })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('a second run finds nothing to do', async () => {
    const result = await updatePrivacyPolicy(payload, { apply: true })
    expect(result.status).toBe('up-to-date')
    expect((await stored('ja')).revisions).toHaveLength(2)
  })
})
