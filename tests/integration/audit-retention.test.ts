/**
 * The audit log and the retention job against real Payload on SQLite (issue 41 §4, §5): what staff do is
 * recorded (who, what, when, from where), nobody can change or delete an entry, and the daily job deletes an
 * enquiry dated 25 months back with its mails, keeps last month's, and records its run.
 */
import { rmSync } from 'node:fs'

import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactRequest, LoopbackSmtp, newKey, startContactApp, stopSqliteContactApp } from './contact-helpers'

const DB_FILE = `./data/audit-it-${process.pid}.db`
const MEDIA = `./data/audit-it-media-${process.pid}`
const smtp = new LoopbackSmtp()
let payload: Payload
let handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost
let runSql: typeof import('../../src/features/contact/server/sql').runSql
type Staff = Record<string, unknown> & { id: number | string; collection: 'users'; email: string }
let admin: Staff
let editor: Staff

const entries = async (where: Record<string, unknown>) =>
  (await payload.find({ collection: 'audit-log', where: where as never, sort: '-createdAt', limit: 50, overrideAccess: true, depth: 0 })).docs

const body = { root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text: '本文', format: 0, detail: 0, mode: 'normal', style: '' }] }] } }

async function storeEnquiry(): Promise<number> {
  const key = newKey()
  const result = await handle(contactRequest({ idempotencyKey: key }), async () => payload)
  expect(result.status).toBe(200)
  await result.afterResponse?.()
  const { docs } = await payload.find({ collection: 'enquiries', where: { idempotencyKey: { equals: key } }, overrideAccess: true, depth: 0 })
  return Number(docs[0].id)
}

async function backdate(id: number, when: Date) {
  await runSql(payload, (sql) => sql`UPDATE enquiries SET created_at = ${when.toISOString()} WHERE id = ${id}`)
}

beforeAll(async () => {
  await smtp.start()
  rmSync(MEDIA, { recursive: true, force: true })
  ;({ payload, handle } = await startContactApp('sqlite', { DATABASE_URL: `file:${DB_FILE}`, MEDIA_DIR: MEDIA, SMTP_URL: smtp.url, SITE_ORIGIN: 'http://localhost:3000', CONTACT_ACK_CEILING_PER_HOUR: '1000' }))
  ;({ runSql } = await import('../../src/features/contact/server/sql'))
  const make = async (role: string) =>
    ({ ...(await payload.create({ collection: 'users', data: { email: `${role}-${Date.now()}@example.test`, password: `${role}-password-1`, role: role as 'admin', name: role } })), collection: 'users' }) as Staff
  admin = await make('admin')
  // Publishes news, which waits for an approver's sign-off when an editor sends it (features/workflow): an approver.
  editor = await make('approver')
})

afterAll(async () => {
  await stopSqliteContactApp(smtp, payload, DB_FILE)
  rmSync(MEDIA, { recursive: true, force: true })
})

describe('the audit log', () => {
  it('records publish, unpublish and delete of content with who did it', async () => {
    const created = await payload.create({
      collection: 'news',
      locale: 'ja',
      data: { title: '監査テスト', slug: `audit-${Date.now()}`, category: 'news', excerpt: '概要', body, publishedAt: new Date().toISOString(), _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    await payload.update({ collection: 'news', id: created.id, data: { _status: 'draft' }, user: editor, overrideAccess: false })
    await payload.delete({ collection: 'news', id: created.id, user: editor, overrideAccess: false })
    const log = await entries({ and: [{ targetType: { equals: 'news' } }, { targetId: { equals: String(created.id) } }] })
    // An approver's own publish is also recorded as the approval it stands for (features/workflow).
    expect(log.map((e) => e.action).reverse()).toEqual(['approvalApprove', 'publish', 'unpublish', 'delete'])
    for (const entry of log) {
      expect(entry.userEmail).toBe(editor.email)
      expect(entry.userId).toBe(editor.id)
      expect(entry.outcome).toBe('success')
    }
    // The site's own indexes, written by hooks during the save, are not content anyone published.
    expect(await entries({ targetType: { equals: 'media-references' } })).toHaveLength(0)
  })

  it('records a save of a global (no drafts: live at once, so a publish)', async () => {
    // The seed's figures (written by the system, so not recorded) give the global its required values. Only
    // them: the whole seed draws its pictures, minutes of CPU on a busy machine (CI timed out at 300 s).
    const { seedSiteFigures } = await import('../../src/payload/seed/content-pages')
    await seedSiteFigures(payload, { disableRevalidate: true })
    expect(await entries({ targetType: { equals: 'global:site-figures' } })).toHaveLength(0)
    const current = await payload.findGlobal({ slug: 'site-figures', depth: 0 })
    await payload.updateGlobal({ slug: 'site-figures', data: current as never, user: editor, overrideAccess: false })
    const log = await entries({ targetType: { equals: 'global:site-figures' } })
    expect(log.map((e) => [e.action, e.userEmail])).toEqual([['publish', editor.email]])
  })

  it('records users added and role changes', async () => {
    const user = await payload.create({ collection: 'users', data: { email: `new-${Date.now()}@example.test`, password: 'new-password-12', role: 'support' }, user: admin, overrideAccess: false })
    await payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, user: admin, overrideAccess: false })
    const log = await entries({ and: [{ targetType: { equals: 'users' } }, { targetId: { equals: String(user.id) } }] })
    expect(log.map((e) => [e.action, e.detail])).toEqual(
      expect.arrayContaining([
        ['userCreate', `${user.email} (support)`],
        ['roleChange', `${user.email}: support → editor`],
      ]),
    )
  })

  it("records each view of an enquiry's personal data and each export, but not the contact form's own writes", async () => {
    const id = await storeEnquiry()
    expect(await entries({ and: [{ targetType: { equals: 'enquiries' } }, { targetId: { equals: String(id) } }] })).toHaveLength(0)
    await payload.findByID({ collection: 'enquiries', id, user: admin, overrideAccess: false })
    const views = await entries({ and: [{ action: { equals: 'enquiryView' } }, { targetId: { equals: String(id) } }] })
    expect(views).toHaveLength(1)
    expect(views[0].userEmail).toBe(admin.email)

    const config = payload.collections.enquiries.config
    const exportEndpoint = (config.endpoints || []).find((e) => e.path === '/export-filtered.csv')!
    const req = await createLocalReq({ user: { ...admin } as never }, payload)
    ;(req as { url?: string }).url = 'http://localhost:3000/api/enquiries/export-filtered.csv?lang=ja&search=Acme'
    req.query = { lang: 'ja', search: 'Acme' }
    const response = await exportEndpoint.handler(req)
    expect(response.status).toBe(200)
    const [exported] = await entries({ action: { equals: 'enquiryExport' } })
    expect(exported.userEmail).toBe(admin.email)
    expect(exported.detail).toContain('search=Acme')
  })

  it('records a sign-in', async () => {
    await payload.login({ collection: 'users', data: { email: editor.email, password: 'approver-password-1' } })
    const [entry] = await entries({ action: { equals: 'signIn' } })
    expect(entry.userEmail).toBe(editor.email)
  })

  it('lets admins read it and nobody change or delete it through the API', async () => {
    const [any] = await entries({})
    expect((await payload.find({ collection: 'audit-log', user: admin, overrideAccess: false })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'audit-log', user: editor, overrideAccess: false })).rejects.toThrow()
    await expect(payload.update({ collection: 'audit-log', id: any.id, data: { detail: 'changed' }, user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(payload.delete({ collection: 'audit-log', id: any.id, user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'audit-log', data: { action: 'signIn', outcome: 'success' }, user: admin, overrideAccess: false })).rejects.toThrow()
  })
})

describe('enquiry retention', () => {
  it('deletes an enquiry dated 25 months back with its mails, keeps one from last month, and records the run', async () => {
    const old = await storeEnquiry()
    const recent = await storeEnquiry()
    const now = new Date()
    await backdate(old, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 25, 15)))
    await backdate(recent, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)))
    const mailsOf = async (id: number) => (await payload.find({ collection: 'contact-mails', where: { enquiry: { equals: id } }, overrideAccess: true, depth: 0 })).totalDocs
    expect(await mailsOf(old)).toBe(2)

    // As the scheduler does: the daily job queued on the mail lane's queue, then run.
    const { MAIL_QUEUE } = await import('../../src/features/contact/server/outbox')
    await payload.jobs.queue({ task: 'enquiryRetention', queue: MAIL_QUEUE, input: {} })
    await payload.jobs.run({ queue: MAIL_QUEUE, overrideAccess: true, silent: true })

    const left = (await payload.find({ collection: 'enquiries', where: { id: { in: [old, recent] } }, overrideAccess: true, depth: 0 })).docs.map((d) => Number(d.id))
    expect(left).toEqual([recent])
    expect(await mailsOf(old)).toBe(0)
    expect(await mailsOf(recent)).toBe(2)
    const [run] = await entries({ action: { equals: 'retentionRun' } })
    expect(run.outcome).toBe('success')
    expect(run.detail).toMatch(/\(24 months\): 1 enquiries and 2 mails deleted/)
  })

  it('is scheduled daily on the mail lane, whose runner holds the jobs lock (one instance runs it)', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'enquiryRetention')
    expect(task?.schedule).toEqual([{ cron: '30 3 * * *', queue: 'contact-mail' }])
  })
})
