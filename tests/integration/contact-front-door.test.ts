/**
 * The contact endpoint in the Node front door (src/features/contact/server/node-handler.ts), over real
 * HTTP on loopback, with Payload on SQLite and a real SMTP server: an enquiry answered there is stored
 * once and each of its two mails delivered once, and every refusal has the status and body the App
 * Router route (handle-post.ts through a web Request) gives for the same request. The headers against
 * Next's own answer are checked in tests/e2e/contact-front-door.spec.ts (they need the build).
 */
import { rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SOCKET_ADDRESS_HEADER } from '../../src/lib/http/client-address'
import { LoopbackSmtp, newKey, SITE, startContactApp, stopSqliteContactApp, validValues } from './contact-helpers'

const DB_FILE = `./data/contact-front-door-${process.pid}.db`
const smtp = new LoopbackSmtp()
/** What next.config.ts would add to the path (the front door copies whatever it is given). */
const CONFIGURED: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Vary', 'Sec-CH-Prefers-Color-Scheme'],
]
let payload: Payload
let server: http.Server
let base = ''
let handle: typeof import('../../src/features/contact/server/handle-post').handleContactPost
let issueFormToken: typeof import('../../src/features/contact/server/form-token').issueFormToken

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request to the test server from 127.0.0.1 (the socket address the front door stamps). */
function send(method: string, headers: Record<string, string>, body?: string | Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/contact/', base)
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    if (Array.isArray(body)) for (const part of body) req.write(part)
    else if (body !== undefined) req.write(body)
    req.end()
  })
}

function envelope(overrides: Record<string, unknown> = {}) {
  return { locale: 'en', values: validValues(), token: issueFormToken(Date.now() - 5000), idempotencyKey: newKey(), website: '', ...overrides }
}

const JSON_POST = { 'content-type': 'application/json', origin: SITE }

/** The same request through the front door (HTTP) and through the route's handler (a web Request). */
async function bothDoors(body: string, headers: Record<string, string>, forwardedFor: [string, string]) {
  const front = await send('POST', { ...headers, 'x-forwarded-for': forwardedFor[0] }, body)
  const route = await handle(
    new Request(`${SITE}/api/contact/`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': forwardedFor[1], [SOCKET_ADDRESS_HEADER]: '127.0.0.1' },
      body,
    }),
    async () => payload,
  )
  return { front, route }
}

async function enquiriesWithKey(idempotencyKey: string) {
  return (await payload.find({ collection: 'enquiries', where: { idempotencyKey: { equals: idempotencyKey } }, overrideAccess: true })).docs
}

async function waitFor(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

beforeAll(async () => {
  await smtp.start()
  rmSync(DB_FILE, { force: true })
  // Payload under the default key, as Next's routes start it: the front door serves POSTs only once it runs.
  ;({ payload, handle } = await startContactApp('sqlite', {
    DATABASE_URL: `file:${DB_FILE}`,
    SMTP_URL: smtp.url,
    CONTACT_TO: 'sales@kaimono-ai.example',
    SITE_ORIGIN: SITE,
    // The test client poses as a proxy on loopback, so each request names its own visitor.
    TRUSTED_PROXIES: 'loopback',
  }))
  ;({ issueFormToken } = await import('../../src/features/contact/server/form-token'))
  const { installSocketAddressStamp, registerFrontPath } = await import('../../src/lib/http/socket-address')
  const { CONTACT_PATH, contactFrontDoor } = await import('../../src/features/contact/server/node-handler')
  installSocketAddressStamp()
  registerFrontPath(CONTACT_PATH, contactFrontDoor(CONFIGURED))
  // What reaches this listener was left to Next by the front door.
  server = http.createServer((_req, res) => {
    res.writeHead(599, { 'content-type': 'text/plain' })
    res.end('left to Next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  const { stopMailCourierForTests } = await import('../../src/features/contact/server/mail-courier')
  await stopMailCourierForTests()
  await stopSqliteContactApp(smtp, payload, DB_FILE)
})

describe('the contact endpoint in the Node front door', () => {
  it('stores an enquiry once and delivers each of its two mails once', async () => {
    const key = newKey()
    const email = `front-door-${key}@acme.example`
    const answer = await send('POST', { ...JSON_POST, 'x-forwarded-for': '198.51.100.40' }, JSON.stringify(envelope({ idempotencyKey: key, values: validValues({ email }) })))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ ok: true })
    // The front door's answer: the configured headers, Next's Vary, the route's own, a length (Next sends chunks).
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      vary: 'Sec-CH-Prefers-Color-Scheme, rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(answer.body)),
    })
    const [enquiry] = await enquiriesWithKey(key)
    expect(enquiry).toMatchObject({ email, locale: 'en', handling: 'new' })
    await waitFor(() => smtp.received.filter((m) => m.raw.includes(email)).length >= 2)
    // Give a duplicate time to arrive, then count.
    await new Promise((r) => setTimeout(r, 500))
    const received = smtp.received.filter((m) => m.raw.includes(email))
    expect(received.map((m) => m.to).sort()).toEqual([[email], ['sales@kaimono-ai.example']].sort())
    const { docs: mails } = await payload.find({ collection: 'contact-mails', where: { enquiry: { equals: enquiry.id } }, overrideAccess: true, depth: 0 })
    expect(mails.map((m) => [m.kind, m.status, m.attempts]).sort()).toEqual([
      ['acknowledgement', 'sent', 1],
      ['staff', 'sent', 1],
    ])
    expect(mails.every((m) => typeof m.messageId === 'string' && m.messageId.length > 0)).toBe(true)
    expect((await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })).mailsQueued).toBe(true)
  })

  it('stores one enquiry and sends its mails once when Submit is clicked twice at the same moment', async () => {
    const key = newKey()
    const email = `twice-${key}@acme.example`
    const body = JSON.stringify(envelope({ idempotencyKey: key, values: validValues({ email }) }))
    const answers = await Promise.all([0, 1].map(() => send('POST', { ...JSON_POST, 'x-forwarded-for': '198.51.100.41' }, body)))
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, '{"ok":true}'],
      [200, '{"ok":true}'],
    ])
    expect(await enquiriesWithKey(key)).toHaveLength(1)
    await waitFor(() => smtp.received.filter((m) => m.raw.includes(email)).length >= 2)
    await new Promise((r) => setTimeout(r, 500))
    expect(smtp.received.filter((m) => m.raw.includes(email))).toHaveLength(2)
  })

  it('issues form tokens on GET', async () => {
    const answer = await send('GET', {})
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(answer.body).token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/)
  })

  it('leaves other methods to Next', async () => {
    for (const method of ['PUT', 'DELETE', 'OPTIONS', 'HEAD']) expect((await send(method, {})).status).toBe(599)
  })

  it('refuses each bad request with the same status and body as the route', async () => {
    const used = envelope()
    expect((await send('POST', { ...JSON_POST, 'x-forwarded-for': '198.51.100.42' }, JSON.stringify(used))).status).toBe(200)
    const cases: [string, string, Record<string, string>][] = [
      ['wrong origin', JSON.stringify(envelope()), { ...JSON_POST, origin: 'https://evil.example' }],
      ['no origin', JSON.stringify(envelope()), { 'content-type': 'application/json' }],
      // (The form encoding is the form without JavaScript: answered with HTML, below.)
      ['not JSON', 'a=b', { ...JSON_POST, 'content-type': 'text/plain' }],
      ['unreadable JSON', '{"locale":"en",', JSON_POST],
      ['no locale', JSON.stringify(envelope({ locale: 'fr' })), JSON_POST],
      ['bad idempotency key', JSON.stringify(envelope({ idempotencyKey: 'short' })), JSON_POST],
      ['honeypot', JSON.stringify(envelope({ website: 'https://spam.example' })), JSON_POST],
      ['forged token', JSON.stringify(envelope({ token: `${Date.now() - 60_000}.forged.token` })), JSON_POST],
      ['fresh token', JSON.stringify(envelope({ token: issueFormToken() })), JSON_POST],
      ['invalid values', JSON.stringify(envelope({ values: validValues({ company: 'Acme\r\nBcc: victim@example.com', email: 'no' }) })), JSON_POST],
      ['reused token', JSON.stringify(envelope({ token: used.token })), JSON_POST],
    ]
    let n = 0
    for (const [label, body, headers] of cases) {
      n++
      const { front, route } = await bothDoors(body, headers, [`198.51.101.${n}`, `198.51.102.${n}`])
      const frontBody = JSON.parse(front.body) as Record<string, unknown>
      // A too-fast token says how long to wait, which differs by the milliseconds between the two requests.
      if (label === 'fresh token') {
        expect([front.status, frontBody.code]).toEqual([route.status, 'tooFast'])
        expect(route.body).toMatchObject({ code: 'tooFast' })
        continue
      }
      expect({ label, status: front.status, body: frontBody }).toEqual({ label, status: route.status, body: route.body })
      expect(front.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers the form posted without JavaScript with the same HTML step from both doors, never cached', async () => {
    const form = new URLSearchParams({ locale: 'en', step: 'confirm', subject: 'camera', lastName: 'Yamada', firstName: '', company: 'Acme', email: 'x@example.com', message: 'Hi' }).toString()
    const headers = { ...JSON_POST, 'content-type': 'application/x-www-form-urlencoded' }
    const front = await send('POST', { ...headers, 'x-forwarded-for': '198.51.104.1' }, form)
    expect(front.status).toBe(400)
    expect(front.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(front.headers['cache-control']).toBe('no-store')
    expect(front.body).toContain('value="Yamada"')
    expect(front.body).toContain('id="contact-firstName-error"')
  })

  it('answers a body over 32 kB with 413, with or without a declared length', async () => {
    const big = JSON.stringify(envelope({ pad: 'x'.repeat(40_000) }))
    expect((await send('POST', { ...JSON_POST, 'content-length': String(Buffer.byteLength(big)) }, big)).status).toBe(413)
    // Sent in chunks with no Content-Length.
    const chunked = await send('POST', { ...JSON_POST, 'transfer-encoding': 'chunked' }, [Buffer.from(big.slice(0, 20_000)), Buffer.from(big.slice(20_000))])
    expect([chunked.status, chunked.body]).toEqual([413, '{"ok":false,"code":"tooLarge"}'])
  })

  it('counts the rate limit together with the route, and answers 429 with the same body and Retry-After', async () => {
    const visitor = '198.51.103.7'
    for (let i = 0; i < 3; i++) expect((await send('POST', { ...JSON_POST, 'x-forwarded-for': visitor }, JSON.stringify(envelope()))).status).toBe(200)
    // Two more through the route count for the same visitor: the front door then refuses.
    for (let i = 0; i < 2; i++) {
      const viaRoute = await handle(
        new Request(`${SITE}/api/contact/`, { method: 'POST', headers: { ...JSON_POST, 'x-forwarded-for': visitor, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' }, body: JSON.stringify(envelope()) }),
        async () => payload,
      )
      expect(viaRoute.status).toBe(200)
      await viaRoute.afterResponse?.()
    }
    const { front, route } = await bothDoors(JSON.stringify(envelope()), JSON_POST, [visitor, visitor])
    expect([front.status, route.status]).toEqual([429, 429])
    const frontBody = JSON.parse(front.body) as { retryAfterSeconds: number }
    const routeBody = route.body as { retryAfterSeconds: number }
    // The two answers are milliseconds apart: the seconds left may differ by one.
    expect(Math.abs(frontBody.retryAfterSeconds - routeBody.retryAfterSeconds)).toBeLessThanOrEqual(1)
    expect({ ...frontBody, retryAfterSeconds: 0 }).toEqual({ ...routeBody, retryAfterSeconds: 0 })
    expect(front.headers['retry-after']).toBe(String(frontBody.retryAfterSeconds))
    expect(Number(front.headers['retry-after'])).toBeGreaterThan(0)
  })
})
