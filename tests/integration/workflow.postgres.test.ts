/**
 * The editorial workflow's rules on PostgreSQL (issue 47): per-language publishing (the site's query rule and the
 * raw indexed list query both leave out a language that is switched off) and the approval states (an editor
 * cannot publish, not even by a plain save of a published document; submit → return with a comment → submit →
 * approve; each step in the document's history, the audit log and the mail outbox).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startContactApp } from './contact-helpers'
import { destroyBeforeDrop, testDatabase } from './postgres-test-db'

vi.mock('server-only', () => ({}))

const database = testDatabase('workflow_it')
let payload: Payload

beforeAll(async () => {
  await database.create()
  ;({ payload } = await startContactApp('postgres', { DATABASE_URL: database.url, SITE_ORIGIN: 'http://localhost:3000' }))
})

afterAll(async () => {
  await destroyBeforeDrop(payload)
  await database.drop()
})

type User = { id: number | string; email: string; collection: 'users' }

async function staff(role: 'editor' | 'approver'): Promise<User> {
  const doc = await payload.create({ collection: 'users', data: { email: `${role}-${Date.now()}@example.test`, password: `${role}-password-1`, role } })
  return { ...(doc as unknown as User), collection: 'users' }
}

const as = (user: User) => ({ user: user as never, overrideAccess: false })

describe('the editorial workflow on PostgreSQL', () => {
  it('keeps a language that is switched off out of every list query, and lets it go live at its own time', async () => {
    const { localeLiveWhere } = await import('../../src/lib/cms/query')
    const { liveNewsPageIds } = await import('../../src/lib/cms/news-index')
    const past = new Date(Date.now() - 60_000).toISOString()
    const doc = await payload.create({
      collection: 'news',
      data: { title: '日本語だけの記事', slug: `ja-only-${Date.now()}`, publishedAt: past, category: 'press', _status: 'published', languages: { jaOn: true, enOn: false } },
    })
    const found = async (locale: 'ja' | 'en') =>
      (await payload.find({ collection: 'news', locale, where: { and: [{ id: { equals: doc.id } }, localeLiveWhere(locale)] }, depth: 0 })).totalDocs
    const listed = async (locale: 'ja' | 'en') => (await liveNewsPageIds(payload, { page: 1, pageSize: 50, category: null, now: new Date().toISOString(), locale })).ids.includes(Number(doc.id))
    expect([await found('ja'), await found('en')]).toEqual([1, 0])
    expect([await listed('ja'), await listed('en')]).toEqual([true, false])

    // English on, from a minute from now: still absent; at that time (the rule's `now`) present.
    const soon = new Date(Date.now() + 60_000)
    await payload.update({ collection: 'news', id: doc.id, data: { _status: 'published', languages: { jaOn: true, enOn: true, enFrom: soon.toISOString() } } })
    expect(await found('en')).toBe(0)
    const later = new Date(soon.getTime() + 1000)
    expect((await payload.find({ collection: 'news', locale: 'en', where: { and: [{ id: { equals: doc.id } }, localeLiveWhere('en', later)] }, depth: 0 })).totalDocs).toBe(1)
    expect((await liveNewsPageIds(payload, { page: 1, pageSize: 50, category: null, now: later.toISOString(), locale: 'en' })).ids).toContain(Number(doc.id))
    // The expiry job is queued for that moment, so the pages change when it comes.
    const jobs = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'expireAtPublishDate' } }, { 'input.id': { equals: String(doc.id) } }] }, depth: 0 })
    expect(jobs.docs.map((job) => new Date(job.waitUntil as string).getTime())).toContain(soon.getTime())
  })

  it('takes a submission through return and approval, refusing every direct publish by an editor', async () => {
    const { STEP_CONTEXT } = await import('../../src/features/workflow/cms/approval')
    const editor = await staff('editor')
    const approver = await staff('approver')
    const draft = await payload.create({
      collection: 'news',
      data: { title: '承認が必要な記事', slug: `needs-approval-${Date.now()}`, publishedAt: new Date().toISOString(), category: 'news' },
      draft: true,
      ...as(editor),
    })
    expect(draft.approvalState).toBe('draft')

    // An editor's publish is refused, and so is the access check the schedule drawer makes.
    await expect(payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, ...as(editor) })).rejects.toThrow()
    const update = payload.collections.news.config.access.update!
    expect(await update({ req: { user: editor, payload } as never, data: { _status: 'published' } } as never)).toBe(false)
    expect(await update({ req: { user: approver, payload } as never, data: { _status: 'published' } } as never)).toBe(true)
    // A client cannot set the state itself.
    const forged = await payload.update({ collection: 'news', id: draft.id, data: { approvalState: 'published', approvalHistory: [] } as never, draft: true, ...as(editor) })
    expect(forged.approvalState).toBe('draft')

    const step = (user: User, request: Record<string, unknown>) =>
      payload.update({ collection: 'news', id: draft.id, data: {}, draft: true, context: { [STEP_CONTEXT]: request }, ...as(user) })
    expect((await step(editor, { step: 'submit' })).approvalState).toBe('review')
    await expect(step(editor, { step: 'return', comment: 'no' })).rejects.toThrow()
    const returned = await step(approver, { step: 'return', comment: '見出しを短くしてください' })
    expect(returned).toMatchObject({ approvalState: 'draft', approvalComment: '見出しを短くしてください' })
    await step(editor, { step: 'submit' })
    const published = await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, ...as(approver) })
    expect(published._status).toBe('published')
    expect(published.approvalState).toBe('published')
    expect(published.approvalHistory?.map((row) => [row.step, row.by, row.comment ?? null])).toEqual([
      ['submit', editor.email, null],
      ['return', approver.email, '見出しを短くしてください'],
      ['submit', editor.email, null],
      ['approve', approver.email, null],
    ])

    // Now published: an editor's save without ?draft=true (it would change the live page) is refused too.
    await expect(payload.update({ collection: 'news', id: draft.id, data: { title: '直接の変更' }, ...as(editor) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'news', id: draft.id, depth: 0 })).title).toBe('承認が必要な記事')

    const audit = await payload.find({ collection: 'audit-log', where: { targetId: { equals: String(draft.id) } }, sort: 'createdAt', depth: 0, limit: 50 })
    expect(audit.docs.map((entry) => entry.action).filter((action) => action.startsWith('approval'))).toEqual(['approvalSubmit', 'approvalReturn', 'approvalSubmit', 'approvalApprove'])
    const mails = await payload.find({ collection: 'contact-mails', where: { kind: { equals: 'workflow' } }, sort: 'createdAt', depth: 0, limit: 50 })
    expect(mails.docs.map((mail) => mail.to)).toEqual([approver.email, editor.email, approver.email, editor.email])
    expect(mails.docs[1].text).toContain('見出しを短くしてください')
  })

  it('lets an editor publish a landing page while its approval is off (the default), and refuses it once an admin switches it on', async () => {
    const { WORKFLOW_SETTINGS_SLUG } = await import('../../src/features/workflow/cms/states')
    const editor = await staff('editor')
    const page = await payload.create({
      collection: 'pages',
      locale: 'ja',
      data: { title: '承認なしのページ', path: `lp/no-approval-${Date.now()}`, _status: 'published', languages: { jaOn: true, enOn: false }, layout: [] },
      ...as(editor),
    })
    expect(page._status).toBe('published')
    const settings = (await payload.findGlobal({ slug: WORKFLOW_SETTINGS_SLUG as never, depth: 0 })) as { approvalRequired?: string[] | null }
    expect(settings.approvalRequired ?? []).not.toContain('pages')

    await payload.updateGlobal({ slug: WORKFLOW_SETTINGS_SLUG as never, data: { approvalRequired: ['news', 'campaigns', 'pages'] } as never })
    await expect(payload.update({ collection: 'pages', id: page.id, data: { title: '直接の変更' }, ...as(editor) })).rejects.toThrow()
    const draft = await payload.create({ collection: 'pages', locale: 'ja', data: { title: '承認待ちのページ', path: `lp/needs-approval-${Date.now()}`, _status: 'published', layout: [] }, ...as(editor) }).catch(() => null)
    expect(draft, 'an editor cannot create a published page either').toBeNull()
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0, locale: 'ja' })).title).toBe('承認なしのページ')
  })
})
