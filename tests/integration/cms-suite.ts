/**
 * The CMS rules every database adapter must keep: what the public API exposes, slug rules and
 * scheduled publishing. Run against SQLite (cms.sqlite.test.ts) and PostgreSQL (cms.postgres.test.ts).
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { liveNewsWhere } from '@/lib/cms/query'
import { scheduleText, upcomingSchedules } from '@/payload/admin/scheduled-publish'
import { PUBLISH_DATE_TASK, SETTLE_MS } from '@/payload/publish-date'
import { nextScheduleDueAt, publishingJobsEndpoint } from '@/payload/publishing-jobs'
import { SCHEDULE_CLEANUP_HOOK } from '@/payload/schedule-cleanup'
import { retargetRedirectsEndpoint } from '@/payload/incoming-links'
import { retargetTextLinksEndpoint } from '@/payload/retarget-text-links'

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type Setup = { start: () => Promise<Payload>; stop: () => Promise<void>; migrations: Migration[] }

const body = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] }],
  },
})

let counter = 0
const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`

export function cmsRulesSuite(name: string, setup: Setup) {
  describe(`CMS rules on ${name}`, () => {
    let payload: Payload
    let editor: Record<string, unknown> & { id: number | string; collection: 'users' }

    beforeAll(async () => {
      payload = await setup.start()
      // The adapter's own migration list (the CLI reads the same files from disk).
      await payload.db.migrate({ migrations: setup.migrations as never })
      // An approver: a content editor who may also publish news under the approval workflow (features/workflow;
      // an editor's own publish is refused there, tests/integration/workflow.postgres.test.ts).
      const created = await payload.create({
        collection: 'users',
        data: { email: `editor-${Date.now()}@example.test`, password: 'editor-password-1', role: 'approver', name: 'Editor' },
      })
      editor = { ...created, collection: 'users' }
    })

    afterAll(async () => {
      await setup.stop()
    })

    const anonymous = { overrideAccess: false } as const
    const asEditor = () => ({ overrideAccess: false, user: editor }) as const

    async function createNews(data: { slug?: string; title?: string; status?: 'draft' | 'published'; publishedAt?: string }) {
      return payload.create({
        collection: 'news',
        locale: 'ja',
        draft: data.status !== 'published',
        data: {
          title: data.title ?? 'テスト記事',
          slug: data.slug ?? uniqueSlug('news'),
          publishedAt: data.publishedAt ?? new Date(Date.now() - 60_000).toISOString(),
          category: 'news',
          excerpt: '概要',
          body: body('本文'),
          _status: data.status ?? 'draft',
        },
      })
    }

    it('the public sees published news only, even when it asks for drafts', async () => {
      const draft = await createNews({ status: 'draft' })
      const published = await createNews({ status: 'published' })
      const seen = await payload.find({ collection: 'news', where: { id: { in: [draft.id, published.id] } }, ...anonymous })
      expect(seen.docs.map((d) => d.id)).toEqual([published.id])
      const askedForDrafts = await payload.find({ collection: 'news', draft: true, where: { id: { equals: draft.id } }, ...anonymous })
      expect(askedForDrafts.docs).toHaveLength(0)
      await expect(payload.findByID({ collection: 'news', id: draft.id, ...anonymous })).rejects.toThrow()
      const staff = await payload.find({ collection: 'news', draft: true, where: { id: { equals: draft.id } }, ...asEditor() })
      expect(staff.docs).toHaveLength(1)
    })

    it('an unpublished edit of a published article stays private until it is published', async () => {
      const doc = await createNews({ status: 'published', title: '公開中のタイトル' })
      await payload.update({ collection: 'news', id: doc.id, locale: 'ja', draft: true, data: { title: '下書きのタイトル', _status: 'draft' }, ...asEditor() })
      const pub = await payload.findByID({ collection: 'news', id: doc.id, locale: 'ja', ...anonymous })
      expect(pub.title).toBe('公開中のタイトル')
      const draftAsPublic = await payload.find({ collection: 'news', locale: 'ja', draft: true, where: { id: { equals: doc.id } }, ...anonymous })
      expect(draftAsPublic.docs.map((d) => d.title)).not.toContain('下書きのタイトル')
      const draftAsEditor = await payload.findByID({ collection: 'news', id: doc.id, locale: 'ja', draft: true, ...asEditor() })
      expect(draftAsEditor.title).toBe('下書きのタイトル')
    })

    it('versions, users and jobs are closed to the public', async () => {
      await expect(payload.findVersions({ collection: 'news', ...anonymous })).rejects.toThrow()
      await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toThrow()
      await expect(payload.find({ collection: 'payload-jobs', ...anonymous })).rejects.toThrow()
      await expect(
        payload.create({ collection: 'news', data: { title: 'x', slug: uniqueSlug('anon'), publishedAt: new Date().toISOString(), category: 'news' }, ...anonymous }),
      ).rejects.toThrow()
    })

    it('an editor sees only their own account and cannot make themselves admin', async () => {
      const users = await payload.find({ collection: 'users', ...asEditor() })
      expect(users.docs.map((u) => u.id)).toEqual([editor.id])
      const updated = await payload.update({ collection: 'users', id: editor.id, data: { role: 'admin' }, ...asEditor() })
      expect(updated.role).toBe('approver')
    })

    it('a published article with a future date stays off the public list until then', async () => {
      const future = await createNews({ status: 'published', publishedAt: new Date(Date.now() + 3_600_000).toISOString() })
      const now = await payload.find({ collection: 'news', where: { and: [liveNewsWhere(), { id: { equals: future.id } }] }, ...anonymous })
      expect(now.docs).toHaveLength(0)
      const later = await payload.find({
        collection: 'news',
        where: { and: [liveNewsWhere(new Date(Date.now() + 7_200_000)), { id: { equals: future.id } }] },
        ...anonymous,
      })
      expect(later.docs).toHaveLength(1)
    })

    describe('slugs', () => {
      // Payload validates on publish (drafts may be incomplete), so these publish.
      it('rejects upper case, spaces inside words and punctuation', async () => {
        for (const slug of ['bad_slug', 'two--hyphens', '-leading', 'ümlaut', 'a/b']) {
          await expect(createNews({ slug, status: 'published' }), slug).rejects.toThrow(/slug|スラッグ/i)
        }
      })

      it('rejects the words reserved for routes of their own', async () => {
        for (const slug of ['draft', 'feed']) {
          await expect(createNews({ slug, status: 'published' }), slug).rejects.toThrow(/slug|スラッグ/i)
        }
      })

      it('tidies letter case and surrounding spaces', async () => {
        const doc = await createNews({ slug: `  Tidy-Me-${counter++} ` })
        expect(doc.slug).toMatch(/^tidy-me-\d+$/)
      })

      it('must be unique', async () => {
        const slug = uniqueSlug('unique')
        await createNews({ slug })
        await expect(createNews({ slug })).rejects.toThrow()
      })
    })

    describe('scheduled publishing', () => {
      it('publishes a draft when its scheduled time has come, and not before', async () => {
        const due = await createNews({ status: 'draft' })
        const later = await createNews({ status: 'draft' })
        await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'news', value: Number(due.id) } },
          waitUntil: new Date(Date.now() - 1000),
        })
        await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'news', value: Number(later.id) } },
          waitUntil: new Date(Date.now() + 3_600_000),
        })
        await payload.jobs.run({ allQueues: true })
        const visible = await payload.find({ collection: 'news', where: { id: { in: [due.id, later.id] } }, ...anonymous })
        expect(visible.docs.map((d) => d.id)).toEqual([due.id])
      })

      it('publishing with a future publish date queues the expiry of its pages for that moment, which the publishing lane wakes for', async () => {
        const at = new Date(Date.now() + 3_600_000)
        const doc = await createNews({ status: 'published', publishedAt: at.toISOString() })
        const expiries = async () =>
          (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: PUBLISH_DATE_TASK } }, { 'input.id': { equals: String(doc.id) } }] }, depth: 0 })).docs
        const [job] = await expiries()
        expect(job?.waitUntil && new Date(job.waitUntil).getTime()).toBe(at.getTime())
        const req = await createLocalReq({}, payload)
        const next = await nextScheduleDueAt(req)
        expect(next && new Date(next).getTime()).toBeLessThanOrEqual(at.getTime())
        // A draft save keeps it; publishing again with a date already come drops it; so does deleting.
        await payload.update({ collection: 'news', id: doc.id, locale: 'ja', draft: true, data: { title: '下書きの変更', _status: 'draft' } })
        expect(await expiries()).toHaveLength(1)
        await payload.update({ collection: 'news', id: doc.id, locale: 'ja', data: { publishedAt: new Date(Date.now() - 1000).toISOString(), _status: 'published' } })
        expect(await expiries()).toHaveLength(0)
        await payload.update({ collection: 'news', id: doc.id, locale: 'ja', data: { publishedAt: at.toISOString(), _status: 'published' } })
        expect(await expiries()).toHaveLength(1)
        await payload.delete({ collection: 'news', id: doc.id })
        expect(await expiries()).toHaveLength(0)
      })

      it('the expiry at a publish date runs once more SETTLE_MS later, for pages rendered across the moment (E22), and that one queues no other', async () => {
        const doc = await createNews({ status: 'published', publishedAt: new Date(Date.now() - 1000).toISOString() })
        const jobs = async () =>
          (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: PUBLISH_DATE_TASK } }, { 'input.id': { equals: String(doc.id) } }] }, depth: 0 })).docs
        try {
          await payload.jobs.queue({ task: PUBLISH_DATE_TASK, input: { collection: 'news', id: String(doc.id) }, waitUntil: new Date(Date.now() - 10) })
          const ran = Date.now()
          await payload.jobs.run({ allQueues: true, where: { taskSlug: { equals: PUBLISH_DATE_TASK } } })
          const [settle, ...more] = await jobs()
          expect(more).toHaveLength(0)
          expect((settle?.input as { settle?: boolean } | undefined)?.settle).toBe(true)
          const due = new Date(String(settle?.waitUntil)).getTime()
          expect(due).toBeGreaterThanOrEqual(ran + SETTLE_MS - 50)
          expect(due).toBeLessThanOrEqual(Date.now() + SETTLE_MS)
          await payload.update({ collection: 'payload-jobs', id: settle!.id, data: { waitUntil: new Date(Date.now() - 10).toISOString() } })
          await payload.jobs.run({ allQueues: true, where: { taskSlug: { equals: PUBLISH_DATE_TASK } } })
          expect((await jobs()).filter((job) => !job.completedAt)).toHaveLength(0)
        } finally {
          await payload.delete({ collection: 'news', id: doc.id })
        }
      })

      it('unpublishes on schedule too', async () => {
        const doc = await createNews({ status: 'published' })
        await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'unpublish', doc: { relationTo: 'news', value: Number(doc.id) } },
          waitUntil: new Date(Date.now() - 1000),
        })
        await payload.jobs.run({ allQueues: true })
        const visible = await payload.find({ collection: 'news', where: { id: { equals: doc.id } }, ...anonymous })
        expect(visible.docs).toHaveLength(0)
      })

      it('a scheduled publish that fails is tried again after a back-off, logged, and then goes live', async () => {
        const doc = await createNews({ status: 'draft' })
        const job = await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'news', value: Number(doc.id) } },
          waitUntil: new Date(Date.now() - 1000),
        })
        // The first attempt meets a failure of the moment (the database busy, say); the real update runs after it.
        const update = payload.update.bind(payload)
        let failures = 0
        payload.update = ((args: Parameters<Payload['update']>[0]) => {
          if (failures === 0 && 'id' in args && String(args.id) === String(doc.id)) {
            failures++
            return Promise.reject(new Error('SQLITE_BUSY: database is locked (a failure injected by the test)'))
          }
          return update(args as never)
        }) as Payload['update']
        const logged: unknown[] = []
        const error = payload.logger.error.bind(payload.logger)
        payload.logger.error = ((entry: unknown) => {
          logged.push(entry)
        }) as typeof payload.logger.error
        try {
          // The publishing lane's own endpoint (publishing-jobs.ts), as the job ticker calls it, by a signed-in editor here.
          const endpoint = publishingJobsEndpoint(String(process.env.PAYLOAD_SECRET))
          const run = async () => expect((await endpoint.handler(await createLocalReq({ user: editor as never }, payload))).status).toBe(200)
          // The back-off is counted from the failure, somewhere between these two readings of the clock: the bounds
          // hold however slow a loaded machine is (CI ran this beside the browser tests at 3.5 times its quiet time).
          const beforeFirst = Date.now()
          await run()
          const afterFirst = Date.now()
          expect(failures).toBe(1)
          expect(logged.map((entry) => (entry as { msg?: string }).msg)).toEqual([expect.stringMatching(/^Error running task/)])
          const waiting = await payload.findByID({ collection: 'payload-jobs', id: job.id })
          expect(waiting.hasError).not.toBe(true)
          expect(waiting.totalTried).toBe(1)
          // The first back-off: two seconds, not at once (the next tick) and not never.
          const retryAt = new Date(String(waiting.waitUntil)).getTime()
          expect(retryAt).toBeGreaterThanOrEqual(beforeFirst + 2_000 - 50)
          expect(retryAt).toBeLessThanOrEqual(afterFirst + 2_000 + 50)
          // The next tick before that time leaves it waiting (when this machine gets there before it).
          const beforeSecond = Date.now()
          await run()
          if (beforeSecond < retryAt - 1_000) {
            expect((await payload.findByID({ collection: 'payload-jobs', id: job.id })).totalTried).toBe(1)
            expect((await payload.find({ collection: 'news', where: { id: { equals: doc.id } }, ...anonymous })).docs).toHaveLength(0)
          }

          await new Promise((resolve) => setTimeout(resolve, retryAt - Date.now() + 100))
          await run()
          const visible = await payload.find({ collection: 'news', where: { id: { equals: doc.id } }, ...anonymous })
          expect(visible.docs.map((d) => d.id)).toEqual([doc.id])
        } finally {
          payload.update = update
          payload.logger.error = error
        }
      })

      it('a scheduled publish that failed for good is shown in the admin until the document is saved again; a cancelled one is not', async () => {
        const doc = await createNews({ status: 'draft' })
        const at = new Date(Date.now() - 60_000).toISOString()
        // As Payload leaves a job after its last retry failed, and as its cancel leaves one.
        const job = (error: unknown) => ({
          taskSlug: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'news', value: String(doc.id) } },
          waitUntil: at,
          hasError: true,
          error,
          processing: false,
          totalTried: 9,
        })
        await payload.db.create({ collection: 'payload-jobs', data: job({ message: 'SQLITE_BUSY: database is locked' }) })
        await payload.db.create({ collection: 'payload-jobs', data: job({ cancelled: true }) })
        const shown = (await upcomingSchedules(payload, 'news')).get(String(doc.id))
        expect(shown).toEqual([{ type: 'publish', at: expect.any(String), failed: true }])
        expect(scheduleText(shown![0]!, 'ja')).toMatch(/^予約公開に失敗 \d\d:\d\d$/)
        expect(scheduleText(shown![0]!, 'en')).toMatch(/^Scheduled publish failed \d\d:\d\d$/)

        await payload.update({ collection: 'news', id: doc.id, locale: 'ja', draft: true, data: { title: '直した記事' }, ...asEditor() })
        expect((await upcomingSchedules(payload, 'news')).get(String(doc.id))).toBeUndefined()
      })

      /** Pending schedule jobs of a news id, however the job stores it (text from the admin, or a number). */
      async function pendingJobsOf(id: number | string) {
        const { docs } = await payload.find({
          collection: 'payload-jobs',
          limit: 0,
          where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.relationTo': { equals: 'news' } }, { completedAt: { exists: false } }] },
        })
        return docs.filter((job) => String((job.input as { doc?: { value?: unknown } } | undefined)?.doc?.value) === String(id))
      }

      it('deleting a document drops its scheduled publish; a new document (same id on SQLite) is not published at that time', async () => {
        const old = await createNews({ status: 'draft', title: '予約後に削除する記事' })
        const at = new Date(Date.now() + 2_000)
        // As the admin's schedule drawer queues it: the id as text, the scheduling user.
        await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'news', value: String(old.id) }, user: { relationTo: 'users', value: editor.id } } as never,
          waitUntil: at,
        })
        expect(await pendingJobsOf(old.id)).toHaveLength(1)

        await payload.delete({ collection: 'news', id: old.id, ...asEditor() })
        expect(await pendingJobsOf(old.id)).toHaveLength(0)

        const next = await createNews({ status: 'draft', title: '後から作った記事' })
        // SQLite hands the freed id out again (the case that published the wrong article); PostgreSQL does not.
        if (payload.db.name === 'sqlite') expect(next.id).toBe(old.id)
        expect(await pendingJobsOf(next.id)).toHaveLength(0)
        // The old time passes; the queue runs as the job ticker runs it (publishing-jobs.ts).
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 200)))
        await payload.jobs.run({ allQueues: true, limit: 50, where: { taskSlug: { equals: 'schedulePublish' } } })
        const seen = await payload.find({ collection: 'news', where: { id: { equals: next.id } }, ...anonymous })
        expect(seen.docs).toHaveLength(0)
        const stored = await payload.findByID({ collection: 'news', id: next.id, draft: true })
        expect(stored._status).toBe('draft')
      })

      it('every collection with scheduled publishing drops its jobs on delete', () => {
        const scheduled = payload.config.collections.filter((c) => typeof c.versions === 'object' && typeof c.versions.drafts === 'object' && c.versions.drafts.schedulePublish)
        expect(scheduled.map((c) => c.slug).sort()).toEqual(['banners', 'campaigns', 'interviews', 'leaders', 'legal-pages', 'news', 'occupations', 'offices', 'pages'])
        for (const collection of scheduled) expect(collection.hooks.afterDelete.map((hook) => hook.name), collection.slug).toContain(SCHEDULE_CLEANUP_HOOK)
      })
    })

    it('a slug another article uses is refused in Japanese on the slug field itself', async () => {
      const slug = uniqueSlug('dup')
      await createNews({ slug })
      const req = await createLocalReq({ user: editor as never }, payload)
      req.i18n = { ...req.i18n, language: 'ja' } as typeof req.i18n
      const refused = await payload
        .create({ collection: 'news', locale: 'ja', draft: true, data: { title: '重複', slug, publishedAt: new Date().toISOString(), category: 'news', _status: 'draft' }, overrideAccess: false, req })
        .catch((error: unknown) => error)
      expect(refused).toMatchObject({ data: { errors: [{ path: 'slug', message: 'このスラッグは既に使われています。別のスラッグにしてください。' }] } })
    })

    it('a save from a form that is behind the latest version (another tab saved since) is refused with a 409; a current one saves', async () => {
      const doc = await createNews({ status: 'draft' })
      const seen = doc.updatedAt
      // Another tab's autosave: a newer draft.
      await new Promise((resolve) => setTimeout(resolve, 20))
      const newer = await payload.update({ collection: 'news', id: doc.id, locale: 'ja', draft: true, autosave: true, data: { title: '別のタブの変更' }, ...asEditor() })
      const stale = await payload
        .update({ collection: 'news', id: doc.id, locale: 'ja', data: { title: '古い画面から公開', updatedAt: seen, _status: 'published' }, ...asEditor() })
        .catch((error: unknown) => error)
      expect(stale).toMatchObject({ status: 409, message: expect.stringContaining('再読み込み') })
      const latest = await payload.findByID({ collection: 'news', id: doc.id, locale: 'ja', draft: true, depth: 0 })
      expect(latest.title).toBe('別のタブの変更')
      const current = await payload.update({ collection: 'news', id: doc.id, locale: 'ja', data: { title: '最新から公開', updatedAt: newer.updatedAt, _status: 'published' }, ...asEditor() })
      expect(current._status).toBe('published')
    })

    it('deleting an article a redirect points to is refused with the redirect listed; once retargeted, it deletes', async () => {
      const article = await createNews({ status: 'published' })
      const from = `/old-${uniqueSlug('path')}/`
      const redirect = await payload.create({ collection: 'redirects', data: { from, type: '301', to: { type: 'reference', reference: { relationTo: 'news', value: article.id } } } as never })
      const refused = await payload.delete({ collection: 'news', id: article.id }).catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 409, message: expect.stringContaining(from) })
      expect((await payload.findByID({ collection: 'news', id: article.id, depth: 0 })).id).toBe(article.id)
      await payload.update({ collection: 'redirects', id: redirect.id, data: { to: { type: 'custom', url: '/news/' } } as never })
      await payload.delete({ collection: 'news', id: article.id })
      await expect(payload.findByID({ collection: 'news', id: article.id })).rejects.toThrow()
    })

    it('deleting an article another text links to is refused with that text named; an admin points its redirects at another article in one step', async () => {
      const target = await createNews({ status: 'published' })
      const replacement = await createNews({ status: 'published' })
      const linkBody = {
        root: {
          ...body('').root,
          children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'news', value: target.id } }, children: [{ type: 'text', version: 1, text: '前の記事', format: 0, detail: 0, mode: 'normal', style: '' }] }] }],
        },
      }
      const linking = await payload.create({ collection: 'news', locale: 'ja', data: { title: 'リンク元の記事', slug: uniqueSlug('linking'), publishedAt: new Date().toISOString(), category: 'news', excerpt: '概要', body: linkBody as never, _status: 'published' } })
      const from = `/old-${uniqueSlug('moved')}/`
      await payload.create({ collection: 'redirects', data: { from, type: '301', to: { type: 'reference', reference: { relationTo: 'news', value: target.id } } } as never })
      const refused = await payload.delete({ collection: 'news', id: target.id }).catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 409, message: expect.stringContaining('「リンク元の記事」') })
      expect((refused as { message: string }).message).toContain(from)

      const admin = { ...(await payload.create({ collection: 'users', data: { email: `retarget-${uniqueSlug('a')}@example.test`, password: 'retarget-password-1', role: 'admin', name: 'retarget' } })), collection: 'users' as const }
      const retarget = async (user: unknown, data: unknown) => {
        const req = await createLocalReq({ user: user as never }, payload)
        req.json = async () => data
        return retargetRedirectsEndpoint.handler(req)
      }
      const fromTarget = { relationTo: 'news', value: target.id }
      // Bad input is a 400 with a reason; an editor may not change redirects.
      expect((await retarget(admin, { from: fromTarget, to: { relationTo: 'users', value: 1 } })).status).toBe(400)
      expect((await retarget(admin, { from: fromTarget, to: fromTarget })).status).toBe(400)
      expect((await retarget(admin, 'nonsense')).status).toBe(400)
      expect((await retarget({ ...editor, role: 'editor' }, { from: fromTarget, to: { relationTo: 'news', value: replacement.id } })).status).toBe(403)
      const done = await retarget(admin, { from: fromTarget, to: { relationTo: 'news', value: replacement.id } })
      expect(done.status).toBe(200)
      expect(await done.json()).toEqual({ retargeted: [from] })
      const moved = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })
      expect(moved.docs[0]).toMatchObject({ to: { type: 'reference', reference: { relationTo: 'news', value: replacement.id } } })
      // Only the text's link is left: the refusal now names that alone; with the link changed, the article deletes.
      const still = await payload.delete({ collection: 'news', id: target.id }).catch((error: unknown) => error)
      expect((still as { message: string }).message).not.toContain(from)
      await payload.update({ collection: 'news', id: linking.id, locale: 'ja', data: { body: body('リンクなし') as never } })
      await payload.delete({ collection: 'news', id: target.id })
      await expect(payload.findByID({ collection: 'news', id: target.id })).rejects.toThrow()
    })

    it('an approver retargets the text links to an article in one step: published texts are published again with the new link, a pending draft keeps its changes, and the article then deletes', async () => {
      const target = await createNews({ status: 'published' })
      const replacement = await createNews({ status: 'published' })
      const linked = (text: string, doc: { relationTo: string; value: unknown }) => ({
        root: {
          ...body('').root,
          children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }, { type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, fields: { linkType: 'internal', newTab: false, doc }, children: [{ type: 'text', version: 1, text: '前の記事', format: 0, detail: 0, mode: 'normal', style: '' }] }] }],
        },
      })
      const toTarget = { relationTo: 'news', value: target.id }
      const make = async (title: string) => {
        const doc = await payload.create({ collection: 'news', locale: 'ja', data: { title, slug: uniqueSlug('linker'), publishedAt: new Date().toISOString(), category: 'news', excerpt: '概要', body: linked('日本語の本文', toTarget) as never, _status: 'published' } })
        await payload.update({ collection: 'news', id: doc.id, locale: 'en', data: { title: `${title} (en)`, body: linked('English text', toTarget) as never, _status: 'published' } })
        return doc
      }
      const plain = await make('公開中のリンク元')
      const pending = await make('下書きのあるリンク元')
      // A pending draft: a new title and a new sentence, not yet published.
      await payload.update({ collection: 'news', id: pending.id, locale: 'ja', draft: true, data: { title: '下書きの新しいタイトル', body: linked('下書きで書き足した文', toTarget) as never, _status: 'draft' } })

      const call = async (user: unknown, data: unknown) => {
        const req = await createLocalReq({ user: user as never }, payload)
        req.json = async () => data
        return retargetTextLinksEndpoint.handler(req)
      }
      const to = { relationTo: 'news', value: replacement.id }
      expect((await call({ ...editor, role: 'editor' }, { from: toTarget, to })).status).toBe(403)
      expect((await call(editor, { from: toTarget, to: toTarget })).status).toBe(400)
      expect((await call(editor, { from: toTarget, to: { page: '/no-such-page/' } })).status).toBe(400)
      // Ids no integer column holds (PostgreSQL's int4) are refused before any query.
      for (const value of ['99999999999999999999', 2 ** 31, -1, 0, 1.5, '1e3']) {
        expect((await call(editor, { from: toTarget, to: { relationTo: 'news', value } })).status, String(value)).toBe(400)
        expect((await call(editor, { from: { relationTo: 'news', value }, to })).status, String(value)).toBe(400)
      }
      const done = await call(editor, { from: toTarget, to })
      expect(done.status, JSON.stringify(await done.clone().json())).toBe(200)
      expect(((await done.json()) as { retargeted: { id: unknown }[] }).retargeted.map((r) => r.id).sort()).toEqual([plain.id, pending.id].sort())

      const linksIn = (doc: { body?: unknown }) => JSON.stringify(doc.body)
      for (const locale of ['ja', 'en'] as const) {
        for (const id of [plain.id, pending.id]) {
          for (const draft of [false, true]) {
            const doc = await payload.findByID({ collection: 'news', id, locale, draft, depth: 0, fallbackLocale: false as never })
            expect(linksIn(doc), `${id} ${locale} ${draft ? 'draft' : 'published'}`).toContain(`"value":${replacement.id}`)
            expect(linksIn(doc)).not.toContain(`"value":${target.id}}`)
          }
        }
      }
      // The published version is the old one with the new link; the pending draft is still pending, with its changes.
      const published = await payload.findByID({ collection: 'news', id: pending.id, locale: 'ja', depth: 0 })
      expect(published).toMatchObject({ title: '下書きのあるリンク元', _status: 'published' })
      expect(linksIn(published)).toContain('日本語の本文')
      expect(linksIn(published)).not.toContain('下書きで書き足した文')
      const draft = await payload.findByID({ collection: 'news', id: pending.id, locale: 'ja', draft: true, depth: 0 })
      expect(draft).toMatchObject({ title: '下書きの新しいタイトル', _status: 'draft' })
      expect(linksIn(draft)).toContain('下書きで書き足した文')
      expect((await payload.findByID({ collection: 'news', id: pending.id, locale: 'en', depth: 0 })).title).toBe('下書きのあるリンク元 (en)')
      // Recorded as publishes by the approver, naming the retarget.
      const audit = await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'publish' } }, { targetId: { equals: String(plain.id) } }, { detail: { contains: `news ${replacement.id}` } }] }, depth: 0 })
      expect(audit.docs.length).toBeGreaterThan(0)
      // Nothing links to the article any more: it deletes.
      await payload.delete({ collection: 'news', id: target.id })
      // A page of the site as the new target: the link becomes a site-page link.
      const moved = await call(editor, { from: to, to: { page: '/company/' } })
      expect(moved.status).toBe(200)
      const paged = await payload.findByID({ collection: 'news', id: plain.id, locale: 'ja', depth: 0 })
      const fields = (JSON.parse(linksIn(paged)) as { root: { children: { children: { fields?: Record<string, unknown> }[] }[] } }).root.children[0]!.children[1]!.fields
      expect(fields).toMatchObject({ linkType: 'page', page: '/company/', url: '/company/', doc: null })
    })

    describe('deleting enquiries and outbox mails', () => {
      let admin: Record<string, unknown> & { id: number | string; collection: 'users' }
      let support: Record<string, unknown> & { id: number | string; collection: 'users' }
      beforeAll(async () => {
        const made = (role: 'admin' | 'support') =>
          payload.create({ collection: 'users', data: { email: `${role}-${uniqueSlug('del')}@example.test`, password: `${role}-password-1`, role, name: role } })
        admin = { ...(await made('admin')), collection: 'users' }
        support = { ...(await made('support')), collection: 'users' }
      })

      async function enquiryWithMails(lastAttemptAt?: string) {
        const enquiry = await payload.create({
          collection: 'enquiries',
          data: {
            subject: 'other', lastName: '削除', firstName: 'テスト', company: 'テスト株式会社', email: 'visitor@example.test', message: '削除のテスト',
            privacyAccepted: true, handling: 'new', locale: 'ja', idempotencyKey: uniqueSlug('idem'),
          },
        })
        const mails = []
        const jobs = []
        for (const kind of ['staff', 'acknowledgement'] as const) {
          const mail = await payload.create({
            collection: 'contact-mails',
            data: { enquiry: enquiry.id, kind, to: 'someone@example.test', subject: '件名', text: '本文', status: 'pending', attempts: 0, ...(lastAttemptAt ? { lastAttemptAt } : {}) },
          })
          mails.push(mail.id)
          jobs.push((await payload.jobs.queue({ task: 'deliverContactMail', queue: 'contact-mail', input: { mailId: String(mail.id) } })).id)
        }
        return { enquiry, mails, jobs }
      }
      const jobsLeft = async (ids: (number | string)[]) =>
        (await payload.find({ collection: 'payload-jobs', where: { id: { in: ids } }, limit: 0, depth: 0 })).docs.length

      it('an enquiry whose mails failed their first attempt a moment ago deletes (no attempt holds them)', async () => {
        const { enquiry, mails } = await enquiryWithMails()
        for (const id of mails) await payload.update({ collection: 'contact-mails', id, data: { attempts: 1, lastAttemptAt: new Date().toISOString(), lastError: 'SMTP_URL is not set' } })
        await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: false, user: admin })
        expect((await payload.find({ collection: 'contact-mails', where: { id: { in: mails } }, depth: 0 })).docs).toHaveLength(0)
      })

      it('an admin deletes an enquiry: its outbox mails and their queued deliveries go with it', async () => {
        const { enquiry, mails, jobs } = await enquiryWithMails()
        await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: false, user: admin })
        expect((await payload.find({ collection: 'contact-mails', where: { id: { in: mails } }, depth: 0 })).docs).toHaveLength(0)
        expect(await jobsLeft(jobs)).toBe(0)
        await expect(payload.findByID({ collection: 'enquiries', id: enquiry.id })).rejects.toThrow()
      })

      it('support staff may not delete an enquiry or a mail; an admin deletes a single mail and its queued delivery', async () => {
        const { enquiry, mails, jobs } = await enquiryWithMails()
        await expect(payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: false, user: support })).rejects.toThrow()
        await expect(payload.delete({ collection: 'contact-mails', id: mails[0]!, overrideAccess: false, user: support })).rejects.toThrow()
        await payload.delete({ collection: 'contact-mails', id: mails[0]!, overrideAccess: false, user: admin })
        expect(await jobsLeft([jobs[0]!])).toBe(0)
        expect(await jobsLeft([jobs[1]!])).toBe(1)
        await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: false, user: admin })
      })

      it('an enquiry whose mail is being sent right now is refused with a 409 that says why, and kept', async () => {
        // A claim made after the mail's last save (the courier's SQL UPDATE does not touch updatedAt).
        const { enquiry, mails } = await enquiryWithMails(new Date(Date.now() + 2_000).toISOString())
        const req = await createLocalReq({ user: admin as never }, payload)
        req.i18n = { ...req.i18n, language: 'ja' } as typeof req.i18n
        const refused = await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: false, req }).catch((error: unknown) => error)
        expect(refused).toMatchObject({ status: 409, message: expect.stringContaining('送信中') })
        expect((await payload.findByID({ collection: 'enquiries', id: enquiry.id, depth: 0 })).id).toBe(enquiry.id)
        expect((await payload.find({ collection: 'contact-mails', where: { id: { in: mails } }, depth: 0 })).docs).toHaveLength(2)
      })
    })

    it('campaigns and banners follow the same rule: published only', async () => {
      const campaign = await payload.create({
        collection: 'campaigns',
        draft: true,
        data: { title: '下書き', slug: uniqueSlug('camp'), startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(), _status: 'draft' },
      })
      const seen = await payload.find({ collection: 'campaigns', where: { id: { equals: campaign.id } }, ...anonymous })
      expect(seen.docs).toHaveLength(0)
      await expect(
        payload.create({
          collection: 'campaigns',
          data: { title: 'x', slug: uniqueSlug('camp'), startsAt: new Date().toISOString(), endsAt: new Date(Date.now() - 86_400_000).toISOString() },
        }),
      ).rejects.toThrow()
      const banners = await payload.find({ collection: 'banners', draft: true, where: { _status: { equals: 'draft' } }, ...anonymous })
      expect(banners.docs).toHaveLength(0)
    })
  })
}
