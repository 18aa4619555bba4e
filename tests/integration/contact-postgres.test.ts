/**
 * The same store on PostgreSQL (how several app instances share enquiries and the rate-limit counter),
 * in a database of its own that is dropped afterwards.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactRequest, LoopbackSmtp, newKey, randomAddress, startContactApp } from './contact-helpers'
import { destroyBeforeDrop, testDatabase } from './postgres-test-db'

const database = testDatabase('contact_it')
const smtp = new LoopbackSmtp()
let payload: Payload | undefined
let handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost
let limits: typeof import('../../src/features/contact/server/rate-limit')

beforeAll(async () => {
  await smtp.start()
  await database.create()
  ;({ payload, handle, limits } = await startContactApp('postgres', {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    SITE_ORIGIN: 'http://localhost:3000',
  }))
})

afterAll(async () => {
  await smtp.stop()
  await destroyBeforeDrop(payload)
  await database.drop()
})

describe('contact enquiries on PostgreSQL', () => {
  const run = async (request: Request) => {
    const result = await handle(request, async () => payload!)
    await result.afterResponse?.()
    return result
  }

  const enquiriesWithKey = async (key: string) =>
    (await payload!.find({ collection: 'enquiries', where: { idempotencyKey: { equals: key } }, overrideAccess: true })).docs

  it('stores one enquiry for a double submit (two requests at once, one idempotency key)', async () => {
    const key = newKey()
    const [a, b] = await Promise.all([run(contactRequest({ idempotencyKey: key })), run(contactRequest({ idempotencyKey: key }))])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await enquiriesWithKey(key)).toHaveLength(1)
  })

  it('sends the staff notification and the acknowledgement through SMTP', async () => {
    const key = newKey()
    expect((await run(contactRequest({ idempotencyKey: key }))).status).toBe(200)
    const [enquiry] = await enquiriesWithKey(key)
    const mails = await payload!.find({ collection: 'contact-mails', where: { enquiry: { equals: enquiry.id } }, overrideAccess: true })
    expect(mails.docs.map((m) => m.status).sort()).toEqual(['sent', 'sent'])
  })

  it('counts a client in the database, so every instance sees the same count', async () => {
    const ip = randomAddress()
    for (let i = 0; i < 3; i++) expect((await run(contactRequest({}, { ip }))).status).toBe(200)
    // A second instance: fresh limiter objects, the same database.
    await limits.resetContactLimitersForTests()
    expect(limits.contactLimiters(payload).store).toBe('postgres')
    for (let i = 0; i < 2; i++) expect((await run(contactRequest({}, { ip }))).status).toBe(200)
    expect((await run(contactRequest({}, { ip }))).status).toBe(429)
  })

  it('refuses a reused form token on PostgreSQL too', async () => {
    const { issueFormToken } = await import('../../src/features/contact/server/form-token')
    const token = issueFormToken(Date.now() - 5000)
    expect((await run(contactRequest({ token }))).status).toBe(200)
    expect((await run(contactRequest({ token }))).body).toMatchObject({ ok: false, code: 'formTokenUsed' })
  })
})
