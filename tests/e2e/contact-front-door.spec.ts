/**
 * The contact endpoint against the production build (once answered by a Node front door ahead of Next, now by
 * its App Router route only: docs/deviations.md): every refusal carries the route's status and body, and the
 * headers Next sends for the path, compared live with another answer Next gives there (a PUT).
 */
import { expect } from '@playwright/test'

import { clientIp, ENQUIRY, test } from './helpers'

const VALUES = { ...ENQUIRY, privacy: true }

const key = (label: string) => `e2e-fd-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Header name → value (duplicates joined as Node joins them), and Vary as a set of tokens. */
function headerMap(list: { name: string; value: string }[]) {
  const map = new Map<string, string>()
  const vary = new Set<string>()
  for (const { name, value } of list) {
    const lower = name.toLowerCase()
    if (lower === 'vary') for (const token of value.split(',')) vary.add(token.trim().toLowerCase())
    else map.set(lower, map.has(lower) ? `${map.get(lower)}, ${value}` : value)
  }
  return { map, vary }
}

/** Headers that describe the connection or the moment, not the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'allow'])

test.describe('contact endpoint', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('refusals keep the route\'s statuses, bodies and headers', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin
    // Next answers this one itself (the front door takes GET and POST only): its headers are the reference.
    const next = await request.put('/api/contact/', { data: {} })
    expect(next.status()).toBe(405)
    const reference = headerMap(next.headersArray())
    expect(reference.map.get('content-security-policy')).toBeTruthy()

    const tokens: string[] = []
    for (let i = 0; i < 2; i++) tokens.push(((await (await request.get('/api/contact/')).json()) as { token: string }).token)
    await new Promise((r) => setTimeout(r, 3200))
    const ip = clientIp()
    const post = (data: unknown, headers: Record<string, string> = {}) =>
      request.post('/api/contact/', {
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': ip, ...headers },
        data: typeof data === 'string' ? data : JSON.stringify(data),
      })
    const envelope = (extra: Record<string, unknown> = {}) => ({ locale: 'en', token: tokens[0], website: '', idempotencyKey: key('ok'), values: VALUES, ...extra })
    expect((await post(envelope())).status()).toBe(200)

    // What the route answers for each (SPEC section 5 and src/features/contact/README.md).
    const cases: [string, Promise<Awaited<ReturnType<typeof post>>>, number, unknown][] = [
      ['wrong origin', post(envelope({ idempotencyKey: key('a') }), { origin: 'https://evil.example' }), 403, { ok: false, code: 'forbidden' }],
      ['not JSON', post('a=b', { 'content-type': 'text/plain' }), 415, { ok: false, code: 'badRequest' }],
      ['bad body', post('{"locale":"en",'), 400, { ok: false, code: 'badRequest' }],
      ['honeypot', post(envelope({ idempotencyKey: key('b'), website: 'https://spam.example' })), 200, { ok: true }],
      ['forged token', post(envelope({ idempotencyKey: key('c'), token: '1.x.y' })), 400, { ok: false, code: 'formToken' }],
      ['reused token', post(envelope({ idempotencyKey: key('d') })), 409, { ok: false, code: 'formTokenUsed' }],
      ['invalid', post(envelope({ idempotencyKey: key('e'), token: tokens[1], values: { ...VALUES, company: 'A\r\nBcc: x@example.com' } })), 400, { ok: false, code: 'invalid', fields: { company: 'singleLine' } }],
    ]
    for (const [label, pending, status, body] of cases) {
      const answer = await pending
      expect({ label, status: answer.status(), body: await answer.json() }).toEqual({ label, status, body })
      const got = headerMap(answer.headersArray())
      expect(got.map.get('cache-control'), label).toBe('no-store')
      expect(got.map.get('content-type'), label).toBe('application/json')
      // Every header Next gives the path, with Next's value (security headers, Client Hints, CORP).
      for (const [name, value] of reference.map) if (!TRANSPORT.has(name)) expect({ label, name, value: got.map.get(name) }).toEqual({ label, name, value })
      expect([...got.vary].sort(), label).toEqual([...new Set([...reference.vary, 'accept-encoding'])].sort())
      // Nothing else.
      for (const name of got.map.keys()) expect(TRANSPORT.has(name) || reference.map.has(name) || ['cache-control', 'content-type'].includes(name), `${label}: ${name}`).toBe(true)
    }
  })

  test('answers 429 with Retry-After and the visitor\'s message after five enquiries', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const tokens: string[] = []
    for (let i = 0; i < 6; i++) tokens.push(((await (await request.get('/api/contact/')).json()) as { token: string }).token)
    await new Promise((r) => setTimeout(r, 3200))
    const ip = clientIp()
    const post = (i: number) =>
      request.post('/api/contact/', {
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': ip },
        data: JSON.stringify({ locale: 'en', token: tokens[i], website: '', idempotencyKey: key(`r${i}`), values: VALUES }),
      })
    for (let i = 0; i < 5; i++) expect((await post(i)).status()).toBe(200)
    const limited = await post(5)
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    const body = (await limited.json()) as { ok: boolean; code: string; retryAfterSeconds: number; message: string }
    expect(body).toMatchObject({ ok: false, code: 'rateLimited' })
    expect(body.retryAfterSeconds).toBe(Number(limited.headers()['retry-after']))
    expect(body.message).toMatch(/^You have sent several enquiries in a short time\. Please wait about \d+ minutes/)
  })
})
