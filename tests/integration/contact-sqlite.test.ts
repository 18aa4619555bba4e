/**
 * The contact endpoint against real Payload on SQLite and a real SMTP server on loopback:
 * stored before success, mailed to staff and visitor, nothing lost while SMTP is down.
 */
import { rmSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { contactRequest, LoopbackSmtp, newKey, randomAddress, SITE, startContactApp, stopSqliteContactApp, validValues } from './contact-helpers'

const DB_FILE = `./data/contact-it-${process.pid}.db`
const smtp = new LoopbackSmtp()
let payload: Payload
let handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost
let outbox: typeof import('../../src/features/contact/server/outbox')
let limits: typeof import('../../src/features/contact/server/rate-limit')
let sweep: typeof import('../../src/features/contact/server/outbox').sweepContactOutbox

/** As the route does: answer, then run the after-response work (queue and send the mails). */
async function post(request: Request) {
  const result = await handle(request, async () => payload)
  await result.afterResponse?.()
  return result
}

async function enquiriesWithKey(idempotencyKey: string) {
  return payload.find({ collection: 'enquiries', where: { idempotencyKey: { equals: idempotencyKey } }, overrideAccess: true })
}

async function mailsOf(enquiryId: string | number) {
  const { docs } = await payload.find({
    collection: 'contact-mails',
    where: { enquiry: { equals: enquiryId } },
    sort: 'createdAt',
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

/** Lets Payload's job runner believe time has passed, so backoff waits are over. */
async function runJobsLater(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
  try {
    await payload.jobs.run({ allQueues: true, limit: 50, overrideAccess: true, silent: true })
  } finally {
    vi.useRealTimers()
  }
}

beforeAll(async () => {
  await smtp.start()
  rmSync(DB_FILE, { force: true })
  ;({ payload, handle, limits } = await startContactApp('sqlite', {
    DATABASE_URL: `file:${DB_FILE}`,
    SMTP_URL: smtp.url,
    CONTACT_TO: 'sales@kaimono-ai.example',
    MAIL_FROM: 'Kaimono AI <no-reply@kaimono-ai.example>',
    SITE_ORIGIN: 'http://localhost:3000',
  }))
  outbox = await import('../../src/features/contact/server/outbox')
  sweep = outbox.sweepContactOutbox
})

afterAll(async () => {
  await stopSqliteContactApp(smtp, payload, DB_FILE)
})

describe('contact enquiries on SQLite with a real SMTP server', () => {
  it('stores the enquiry, then mails staff and acknowledges the visitor in English', async () => {
    const key = newKey()
    const result = await post(contactRequest({ idempotencyKey: key, values: validValues({ company: 'Acme <b>Retail</b>' }) }))
    expect(result).toMatchObject({ status: 200, body: { ok: true } })

    const { docs } = await enquiriesWithKey(key)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ company: 'Acme <b>Retail</b>', subject: 'skipCart', locale: 'en', handling: 'new' })

    const mails = await mailsOf(docs[0].id)
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ['staff', 'sent'],
      ['acknowledgement', 'sent'],
    ])
    const staff = smtp.received.find((m) => m.to.includes('sales@kaimono-ai.example'))!
    const ack = smtp.received.find((m) => m.to.includes('jane@acme.example'))!
    expect(staff.headers['reply-to']).toContain('jane@acme.example')
    expect(staff.headers.subject).toContain('Acme <b>Retail</b>')
    expect(staff.text).toContain('Acme <b>Retail</b>')
    // HTML typed into the form is text in the HTML part too.
    expect(staff.html).toContain('Acme &lt;b&gt;Retail&lt;/b&gt;')
    expect(staff.html).not.toContain('<b>Retail</b>')
    expect(ack.headers.subject).toContain('We have received your enquiry')
    // The visitor's address is unverified: the acknowledgement repeats nothing they typed.
    expect(ack.text).toContain('Thank you for your enquiry.')
    for (const typed of ['Jane', 'Smith', 'Acme', 'Please tell us', 'stores']) {
      expect(ack.text).not.toContain(typed)
      expect(ack.html).not.toContain(typed)
    }
    expect(staff.text.replace(/\r\n/g, '\n')).toContain('Please tell us about Skip Cart.\nWe run 12 stores.')
  })

  it('acknowledges a Japanese enquiry in Japanese', async () => {
    const before = smtp.received.length
    const values = validValues({ lastName: '山田', firstName: '花子', email: 'hanako@example.jp', noSales: true })
    const result = await post(contactRequest({ locale: 'ja', values }))
    expect(result.status).toBe(200)
    const ack = smtp.received.slice(before).find((m) => m.to.includes('hanako@example.jp'))!
    expect(ack.headers.subject).toContain('お問い合わせを受け付けました')
    expect(ack.text).toContain('このたびはお問い合わせいただき')
    expect(ack.text).not.toContain('山田')
  })

  it('stores one enquiry when Submit is clicked twice', async () => {
    const key = newKey()
    const [a, b] = await Promise.all([post(contactRequest({ idempotencyKey: key })), post(contactRequest({ idempotencyKey: key }))])
    expect([a.status, b.status]).toEqual([200, 200])
    const again = await post(contactRequest({ idempotencyKey: key }))
    expect(again.status).toBe(200)
    const { docs } = await enquiriesWithKey(key)
    expect(docs).toHaveLength(1)
    expect(await mailsOf(docs[0].id)).toHaveLength(2)
  })

  it('sends a mail once even when two runners pick up its job at the same time', async () => {
    const { deliverOutboxMail } = await import('../../src/features/contact/server/outbox')
    const key = newKey()
    const result = await handle(contactRequest({ idempotencyKey: key, values: validValues({ email: 'race@acme.example' }) }), async () => payload)
    expect(result.status).toBe(200)
    const enquiry = (await enquiriesWithKey(key)).docs[0]
    await outbox.queueEnquiryMails(payload, enquiry)
    const [staff] = await mailsOf(enquiry.id)
    const outcomes = await Promise.allSettled([deliverOutboxMail(payload, String(staff.id)), deliverOutboxMail(payload, String(staff.id))])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(smtp.received.filter((m) => m.to.includes('sales@kaimono-ai.example') && m.headers['reply-to']?.includes('race@acme.example'))).toHaveLength(1)
    await runJobsLater(60_000)
  })

  it('keeps the enquiry and its mail while SMTP is down, and delivers once SMTP is back', async () => {
    await smtp.stop()
    const key = newKey()
    const result = await post(contactRequest({ idempotencyKey: key, values: validValues({ email: 'outage@acme.example' }) }))
    // The visitor is told it was received: it is stored, and the mail waits in the outbox.
    expect(result).toMatchObject({ status: 200, body: { ok: true } })
    const enquiry = (await enquiriesWithKey(key)).docs[0]
    let mails = await mailsOf(enquiry.id)
    expect(mails.map((m) => m.status)).toEqual(['pending', 'pending'])
    expect(mails[0].attempts).toBe(1)
    expect(mails[0].lastError).toMatch(/ECONNREFUSED|connect/i)

    // Still down a minute later: another failed try, still nothing lost.
    await runJobsLater(60_000)
    mails = await mailsOf(enquiry.id)
    expect(mails.map((m) => m.status)).toEqual(['pending', 'pending'])
    expect(mails[0].attempts).toBe(2)

    await smtp.start()
    await runJobsLater(10 * 60_000)
    mails = await mailsOf(enquiry.id)
    expect(mails.map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(smtp.received.filter((m) => m.to.includes('outage@acme.example'))).toHaveLength(1)
  })

  it('queues a new delivery for a mail whose job gave up, so a long outage loses nothing', async () => {
    await smtp.stop()
    const key = newKey()
    await post(contactRequest({ idempotencyKey: key, values: validValues({ email: 'longoutage@acme.example' }) }))
    const enquiry = (await enquiriesWithKey(key)).docs[0]
    const mails = await mailsOf(enquiry.id)
    // The job has used up its retries.
    for (const mail of mails) {
      await payload.update({ collection: 'payload-jobs', id: mail.jobId!, data: { hasError: true }, overrideAccess: true })
    }
    await smtp.start()
    expect(await sweep(payload, new Date(Date.now() + 2 * 60 * 60_000))).toBe(2)
    await runJobsLater(60_000)
    expect((await mailsOf(enquiry.id)).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(smtp.received.filter((m) => m.to.includes('longoutage@acme.example'))).toHaveLength(1)
  })

  it('queues the mails of an enquiry stored without them (a crash between the writes on SQLite)', async () => {
    const key = newKey()
    const orphan = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        ...validValues({ email: 'orphan@acme.example' }),
        privacyAccepted: true,
        locale: 'en',
        handling: 'new',
        mailsQueued: false,
        idempotencyKey: key,
      } as never,
    })
    expect(await mailsOf(orphan.id)).toHaveLength(0)
    expect(await sweep(payload, new Date(Date.now() + 2 * 60 * 60_000))).toBe(2)
    await runJobsLater(60_000)
    expect((await mailsOf(orphan.id)).map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(smtp.received.filter((m) => m.to.includes('orphan@acme.example'))).toHaveLength(1)
  })

  it('answers 429 with Retry-After once a client has sent five enquiries in ten minutes', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < 5; i++) expect((await post(contactRequest({}, { ip }))).status).toBe(200)
    const limited = await post(contactRequest({}, { ip }))
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ ok: false, code: 'rateLimited' })
    expect(Number(limited.headers?.['Retry-After'])).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await post(contactRequest({}, { ip: '198.51.100.8' }))).status).toBe(200)
  })

  it('limits a direct client after five posts however it rotates X-Forwarded-For', async () => {
    const socket = randomAddress()
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` }
      statuses.push((await post(contactRequest({}, { ip: socket, headers: forged }))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('behind a trusted proxy (TRUSTED_PROXIES=1) counts each forwarded client on its own', async () => {
    const { resetEnvForTests } = await import('../../src/lib/env')
    process.env.TRUSTED_PROXIES = '1'
    resetEnvForTests()
    try {
      const proxy = '127.0.0.1'
      const visitor = randomAddress()
      // The proxy appends the address it saw; whatever the visitor put in front is not believed.
      const via = (forged: string) => contactRequest({}, { ip: proxy, headers: { 'x-forwarded-for': `${forged}, ${visitor}` } })
      for (let i = 0; i < 5; i++) expect((await post(via(`203.0.113.${i}`))).status).toBe(200)
      expect((await post(via('203.0.113.99'))).status).toBe(429)
      // Another visitor through the same proxy is not affected.
      expect((await post(contactRequest({}, { ip: proxy, headers: { 'x-forwarded-for': randomAddress() } }))).status).toBe(200)
    } finally {
      delete process.env.TRUSTED_PROXIES
      resetEnvForTests()
    }
  })

  it('refuses a reused form token with 409, while a repeated Submit of the same enquiry still succeeds', async () => {
    const { issueFormToken } = await import('../../src/features/contact/server/form-token')
    const token = issueFormToken(Date.now() - 5000)
    const first = newKey()
    expect((await post(contactRequest({ token, idempotencyKey: first }))).status).toBe(200)
    // The same submission again (a retried request): answered with the stored enquiry.
    expect((await post(contactRequest({ token, idempotencyKey: first }))).status).toBe(200)
    expect((await enquiriesWithKey(first)).totalDocs).toBe(1)
    // Another enquiry on the same token, even from another address: refused, nothing stored.
    const second = newKey()
    const reused = await post(contactRequest({ token, idempotencyKey: second }, { ip: randomAddress() }))
    expect(reused).toMatchObject({ status: 409, body: { ok: false, code: 'formTokenUsed' } })
    expect((await enquiriesWithKey(second)).totalDocs).toBe(0)
    // This process remembers the use: a repeat is answered before the database (none is reachable here),
    // even with values that would not validate.
    const { forgetTokenUsesForTests } = await import('../../src/features/contact/server/used-tokens')
    const noDatabase = async (): Promise<Payload> => {
      throw new Error('the database was asked')
    }
    const flood = await handle(contactRequest({ token, idempotencyKey: newKey(), values: { email: 'x' } }), noDatabase)
    expect(flood).toMatchObject({ status: 409, body: { ok: false, code: 'formTokenUsed' } })
    const replay = await handle(contactRequest({ token, idempotencyKey: first }), noDatabase)
    expect(replay).toMatchObject({ status: 200, body: { ok: true } })
    // Forgotten (another instance, a restart): the database's unique index still decides, and the
    // answer is remembered again.
    forgetTokenUsesForTests()
    expect((await post(contactRequest({ token, idempotencyKey: newKey() }))).status).toBe(409)
    expect((await handle(contactRequest({ token, idempotencyKey: newKey() }), noDatabase)).status).toBe(409)
    forgetTokenUsesForTests()
    expect((await post(contactRequest({ token, idempotencyKey: first }))).status).toBe(200)
    expect((await handle(contactRequest({ token, idempotencyKey: first }), noDatabase)).status).toBe(200)
    expect((await enquiriesWithKey(first)).totalDocs).toBe(1)
    // Tokens are short-lived: one issued four hours ago is refused.
    const old = await post(contactRequest({ token: issueFormToken(Date.now() - 4 * 60 * 60_000) }))
    expect(old).toMatchObject({ status: 400, body: { code: 'formToken' } })
  })

  it('accepts only an Origin equal to SITE_ORIGIN in scheme, host and port, whatever X-Forwarded-Host says', async () => {
    const evil = { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' }
    expect((await post(contactRequest({}, { headers: evil }))).status).toBe(403)
    expect((await post(contactRequest({}, { headers: { origin: 'http://localhost:3001' } }))).status).toBe(403)
    expect((await post(contactRequest({}, { headers: { origin: 'https://localhost:3000' } }))).status).toBe(403)
    expect((await post(contactRequest({}, { headers: { origin: SITE, 'x-forwarded-host': 'evil.example' } }))).status).toBe(200)
  })

  it('refuses other origins, missing origins, big bodies, fresh tokens and forged tokens', async () => {
    expect((await post(contactRequest({}, { headers: { origin: 'https://evil.example' } }))).status).toBe(403)
    const noOrigin = contactRequest()
    noOrigin.headers.delete('origin')
    expect((await post(noOrigin)).status).toBe(403)
    const big = await post(contactRequest({}, { raw: JSON.stringify({ pad: 'x'.repeat(40_000) }) }))
    expect(big).toMatchObject({ status: 413, body: { code: 'tooLarge' } })
    const { issueFormToken } = await import('../../src/features/contact/server/form-token')
    expect((await post(contactRequest({ token: issueFormToken() }))).body).toMatchObject({ code: 'tooFast' })
    expect((await post(contactRequest({ token: `${Date.now() - 60_000}.forged` }))).body).toMatchObject({ code: 'formToken' })
  })

  it('drops honeypot submissions without storing them', async () => {
    const key = newKey()
    expect((await post(contactRequest({ idempotencyKey: key, website: 'https://spam.example' }))).status).toBe(200)
    expect((await enquiriesWithKey(key)).totalDocs).toBe(0)
  })

  it('checks the values again on the server and refuses header injection', async () => {
    const result = await post(
      contactRequest({ values: validValues({ company: 'Acme\r\nBcc: victim@example.com', email: 'bad', phone: '12', privacy: false }) }),
    )
    expect(result).toMatchObject({
      status: 400,
      body: { code: 'invalid', fields: { company: 'singleLine', email: 'email', phone: 'phone', privacy: 'privacy' } },
    })
    const ja = await post(contactRequest({ locale: 'ja', values: validValues() }))
    expect(ja.body).toMatchObject({ code: 'invalid', fields: { noSales: 'noSales' } })
  })

  it('gives nobody without a staff account access to enquiries or mails', async () => {
    await expect(payload.find({ collection: 'enquiries', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'contact-mails', overrideAccess: false })).rejects.toThrow()
  })

  it('past the site-wide ceiling stores every enquiry and notifies staff, but holds acknowledgements until staff release one', async () => {
    const { SITE_ACK_CEILING } = await import('../../src/features/contact/constants')
    await limits.resetContactLimitersForTests()
    try {
      const keys: string[] = []
      for (let i = 0; i <= SITE_ACK_CEILING.max; i++) {
        const key = newKey()
        keys.push(key)
        const email = `ceiling${i}@acme.example`
        expect((await post(contactRequest({ idempotencyKey: key, values: validValues({ email }) }))).status).toBe(200)
      }
      const last = (await enquiriesWithKey(keys.at(-1)!)).docs[0]
      const mails = await mailsOf(last.id)
      expect(mails.map((m) => [m.kind, m.status])).toEqual([
        ['staff', 'sent'],
        ['acknowledgement', 'held'],
      ])
      const lastAddress = `ceiling${SITE_ACK_CEILING.max}@acme.example`
      expect(smtp.received.filter((m) => m.to.includes(lastAddress))).toHaveLength(0)
      // Visible in the admin: staff who handle enquiries (role support) can list held mails.
      const staffUser = await payload.create({
        collection: 'users',
        data: { email: `staff-${newKey()}@kaimono-ai.example`, password: 'staff-password-1', role: 'support' } as never,
        overrideAccess: true,
      })
      const held = await payload.find({ collection: 'contact-mails', where: { status: { equals: 'held' } }, user: { ...staffUser, collection: 'users' }, overrideAccess: false })
      expect(held.docs.map((m) => m.to)).toContain(lastAddress)
      // Staff release it: it is queued and sent. Other edits by staff are ignored.
      await payload.update({
        collection: 'contact-mails',
        id: mails[1].id,
        data: { status: 'pending', to: 'someone-else@example.com' },
        user: { ...staffUser, collection: 'users' },
        overrideAccess: false,
      })
      await outbox.runMailQueue(payload)
      const released = await payload.findByID({ collection: 'contact-mails', id: mails[1].id, overrideAccess: true })
      expect([released.status, released.to]).toEqual(['sent', lastAddress])
      expect(smtp.received.filter((m) => m.to.includes(lastAddress))).toHaveLength(1)
    } finally {
      await limits.resetContactLimitersForTests()
    }
  })

  it('answers 500 and stores nothing when the database cannot store the enquiry', async () => {
    const db = payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }
    const { sql } = await import('@payloadcms/db-sqlite')
    await db.drizzle.run(sql`ALTER TABLE enquiries RENAME TO enquiries_unavailable`)
    try {
      const key = newKey()
      const result = await post(contactRequest({ idempotencyKey: key }))
      expect(result).toMatchObject({ status: 500, body: { ok: false, code: 'storeFailed' } })
    } finally {
      await db.drizzle.run(sql`ALTER TABLE enquiries_unavailable RENAME TO enquiries`)
    }
  })
})
