/**
 * CMS forms (features/forms) on the contact pipeline against real Payload and a real SMTP server on loopback, for
 * SQLite and PostgreSQL: a submission is stored as an enquiry with the form's name, its notification goes to the
 * form's own address, waits in the outbox while SMTP is down and is delivered once it is back; bad input is 4xx.
 */
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { contactRequest, type LoopbackSmtp, newKey } from './contact-helpers'

type Ctx = { payload: () => Payload; smtp: LoopbackSmtp; handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost }

export const FORM_TO = 'seminar-desk@kaimono-ai.example'

export async function makeSeminarForm(payload: Payload): Promise<number> {
  const fields = [
    { kind: 'text', key: 'name', required: true, label: 'お名前' },
    { kind: 'text', key: 'company', required: true, label: '会社名' },
    { kind: 'email', key: 'email', required: true, label: 'メールアドレス' },
    { kind: 'select', key: 'session', required: true, label: '参加方法', options: [{ value: 'venue', label: '会場' }, { value: 'online', label: 'オンライン' }] },
    { kind: 'consent', key: 'privacy', required: true, label: '同意する' },
  ]
  const doc = await payload.create({ collection: 'forms', locale: 'ja', data: { name: `セミナー申込 ${newKey().slice(-6)}`, notifyTo: FORM_TO, fields: fields as never }, overrideAccess: true })
  await payload.update({
    collection: 'forms',
    id: doc.id,
    locale: 'en',
    overrideAccess: true,
    data: { fields: (doc.fields ?? []).map((row, i) => ({ ...row, label: ['Name', 'Company', 'E-mail', 'Session', 'I agree'][i], options: (row.options ?? []).map((o, j) => ({ ...o, label: ['Venue', 'Online'][j] })) })) as never },
  })
  return doc.id
}

const answers = (email: string) => ({ name: 'Jane Smith', company: 'Acme Retail', email, session: 'online', privacy: true })

export function formsSuite(dialect: string, ctx: Ctx) {
  const formPost = async (body: Record<string, unknown>, raw?: string) => {
    const { formSubmission } = await import('../../src/features/forms/server/submission')
    const result = await ctx.handle(contactRequest(body, { raw }), async () => ctx.payload(), formSubmission)
    await result.afterResponse?.()
    return result
  }
  const runJobsLater = async (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + ms)
    try {
      await ctx.payload().jobs.run({ allQueues: true, limit: 50, overrideAccess: true, silent: true })
    } finally {
      vi.useRealTimers()
    }
  }

  describe(`CMS forms on ${dialect}`, () => {
    it('stores a submission as an enquiry with the form’s name; with SMTP down the notification waits and goes when SMTP is back', async () => {
      const payload = ctx.payload()
      const formId = await makeSeminarForm(payload)
      await ctx.smtp.stop()
      const key = newKey()
      const result = await formPost({ form: formId, idempotencyKey: key, values: answers('outage-form@acme.example') })
      expect(result).toMatchObject({ status: 200, body: { ok: true } })
      const { docs } = await payload.find({ collection: 'enquiries', where: { idempotencyKey: { equals: key } }, overrideAccess: true, depth: 0 })
      expect(docs).toHaveLength(1)
      const enquiry = docs[0]
      expect(enquiry.form).toBe(formId)
      expect(enquiry.formName).toMatch(/^セミナー申込/)
      expect(enquiry.title).toContain(`[${enquiry.formName}]`)
      expect(enquiry.email).toBe('outage-form@acme.example')
      // Staff can handle it like any enquiry (the contact-only columns are not asked of it).
      await payload.update({ collection: 'enquiries', id: enquiry.id, data: { handling: 'inProgress' }, overrideAccess: true })
      const mailsOf = async () =>
        (await payload.find({ collection: 'contact-mails', where: { enquiry: { equals: enquiry.id } }, overrideAccess: true, depth: 0 })).docs.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'staff' ? -1 : 1))
      let mails = await mailsOf()
      expect(mails.map((m) => [m.kind, m.status, m.to])).toEqual([
        ['staff', 'pending', FORM_TO],
        ['acknowledgement', 'pending', 'outage-form@acme.example'],
      ])
      expect(mails[0].text).toContain('オンライン')
      expect(mails[1].text).not.toContain('Jane Smith')
      await ctx.smtp.start()
      await runJobsLater(10 * 60_000)
      mails = await mailsOf()
      expect(mails.map((m) => m.status)).toEqual(['sent', 'sent'])
      expect(ctx.smtp.received.filter((m) => m.to.includes(FORM_TO) && m.text.includes('Acme Retail'))).toHaveLength(1)
    })

    it('refuses to delete a form that has submissions, saying how many; a form without any is deleted', async () => {
      const payload = ctx.payload()
      const formId = await makeSeminarForm(payload)
      for (const email of ['one@acme.example', 'two@acme.example']) {
        expect((await formPost({ form: formId, idempotencyKey: newKey(), values: answers(email) })).status).toBe(200)
      }
      const refused = await payload.delete({ collection: 'forms', id: formId, overrideAccess: true }).then(() => null, (error: { status?: number; message?: string }) => error)
      expect(refused?.status).toBe(409)
      expect(refused?.message).toContain('2 件の送信')
      // The form and its submissions are still there, under its name.
      expect((await payload.findByID({ collection: 'forms', id: formId, overrideAccess: true, depth: 0 })).id).toBe(formId)
      expect((await payload.count({ collection: 'enquiries', where: { form: { equals: formId } }, overrideAccess: true })).totalDocs).toBe(2)
      const unused = await makeSeminarForm(payload)
      await payload.delete({ collection: 'forms', id: unused, overrideAccess: true })
      expect(await payload.findByID({ collection: 'forms', id: unused, overrideAccess: true, disableErrors: true })).toBeNull()
    })

    it('answers bad input with 4xx: unknown form, wrong types, unknown fields, malformed and oversize bodies', async () => {
      const formId = await makeSeminarForm(ctx.payload())
      const cases: [Record<string, unknown>, string | undefined, number][] = [
        [{ form: 999999, values: answers('a@acme.example') }, undefined, 404],
        [{ form: 'abc', values: answers('a@acme.example') }, undefined, 400],
        [{ form: { id: formId }, values: answers('a@acme.example') }, undefined, 400],
        [{ values: answers('a@acme.example') }, undefined, 400],
        [{ form: formId, values: 'x' }, undefined, 400],
        [{ form: formId, values: { ...answers('a@acme.example'), session: 'moon' } }, undefined, 400],
        [{ form: formId, values: { ...answers('not-an-address'), privacy: false } }, undefined, 400],
        [{ form: formId, values: { ...answers('a@acme.example'), extra: 'x' } }, undefined, 400],
        [{ form: formId, values: { ...answers('a@acme.example'), name: 42 } }, undefined, 400],
        [{}, '{"form":', 400],
        [{}, JSON.stringify({ form: formId, values: { name: 'x'.repeat(40_000) } }), 413],
      ]
      for (const [body, raw, status] of cases) {
        const result = await formPost(body, raw)
        expect({ body, status: result.status }).toEqual({ body, status })
      }
      const invalid = await formPost({ form: formId, values: { ...answers('not-an-address'), privacy: false } })
      expect(invalid.body).toMatchObject({ code: 'invalid', fields: { email: 'email', privacy: 'privacy' } })
    })
  })
}
