/**
 * The same store on PostgreSQL (how several app instances share enquiries and the rate-limit counter),
 * in a database of its own that is dropped afterwards.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactRequest, LoopbackSmtp, newKey } from './contact-helpers'

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test'
const DB_NAME = `contact_it_${process.pid}_${Date.now().toString(36)}`
const smtp = new LoopbackSmtp()
let payload: Payload | undefined
let handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost
let deliverNow: typeof import('../../src/features/contact/server/store').deliverNow

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await smtp.start()
  await admin((c) => c.query(`CREATE DATABASE ${DB_NAME}`))
  Object.assign(process.env, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DB_NAME}`,
    SMTP_URL: smtp.url,
    SITE_ORIGIN: 'http://localhost:3000',
  })
  const { resetEnvForTests } = await import('../../src/lib/env')
  resetEnvForTests()
  const { getPayload } = await import('payload')
  const config = (await import('../../src/payload/payload.config')).default
  payload = await getPayload({ config })
  const { migrations } = await import('../../src/payload/migrations/postgres')
  // The generated migration list types its args precisely; the adapter accepts them as they are.
  await payload.db.migrate({ migrations: migrations as never })
  ;({ handleContactPost: handle } = await import('../../src/features/contact/server/handle-post'))
  ;({ deliverNow } = await import('../../src/features/contact/server/store'))
})

afterAll(async () => {
  await smtp.stop()
  // Payload keeps one connection checked out for good, so the pool cannot be ended; the database is
  // dropped with FORCE instead, and the connections it cuts are expected to fail quietly.
  const pool = (payload?.db as unknown as { pool?: pg.Pool } | undefined)?.pool
  pool?.on('error', () => undefined)
  await payload?.destroy()
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`))
})

describe('contact enquiries on PostgreSQL', () => {
  it('stores one enquiry for a double submit, mails it, and rate-limits per client', async () => {
    const p = payload!
    const key = newKey()
    const run = async (request: Request) => {
      const result = await handle(request, async () => p)
      if (result.deliver?.length) await deliverNow(p, result.deliver)
      return result
    }
    const ip = '203.0.113.9'
    const [a, b] = await Promise.all([run(contactRequest({ idempotencyKey: key }, { ip })), run(contactRequest({ idempotencyKey: key }, { ip }))])
    expect([a.status, b.status]).toEqual([200, 200])
    const { docs } = await p.find({ collection: 'enquiries', where: { idempotencyKey: { equals: key } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    const mails = await p.find({ collection: 'contact-mails', where: { enquiry: { equals: docs[0].id } }, overrideAccess: true })
    expect(mails.docs.map((m) => m.status).sort()).toEqual(['sent', 'sent'])

    // Two hits so far for this client; three more are allowed, the sixth is refused.
    for (let i = 0; i < 3; i++) expect((await run(contactRequest({}, { ip }))).status).toBe(200)
    expect((await run(contactRequest({}, { ip }))).status).toBe(429)
  })
})
