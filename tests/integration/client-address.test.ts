/**
 * The client address as a real Node.js HTTP server sees it: the socket address is stamped on each
 * request before any handler runs (the same hook `next start` gets from src/instrumentation.ts), a
 * forged stamp or X-Forwarded-For from a direct client changes nothing, and trusted proxies are
 * believed only as far as TRUSTED_PROXIES says.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientAddressOf, installPeerAddressHeader, PEER_ADDRESS_HEADER, parseTrustedProxies } from '../../src/lib/client-address'

let server: Server
let base = ''

beforeAll(async () => {
  installPeerAddressHeader()
  // Answers with what a route handler would compute, under the trust model named in ?trust=.
  server = createServer((req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const trust = new URL(req.url ?? '/', 'http://x').searchParams.get('trust') ?? ''
    res.end(JSON.stringify({ client: clientAddressOf(headers, parseTrustedProxies(trust)), stamped: headers.get(PEER_ADDRESS_HEADER) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function ask(trust: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/?trust=${encodeURIComponent(trust)}`, { headers })
  return (await res.json()) as { client: string; stamped: string }
}

describe('client address', () => {
  it('is the socket address for a direct client, whatever X-Forwarded-For or the stamp header it sends', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.1, 203.0.113.2', [PEER_ADDRESS_HEADER]: '198.51.100.9', 'x-real-ip': '203.0.113.3' }
    const answer = await ask('', forged)
    expect(answer.stamped).toMatch(/127\.0\.0\.1$/)
    expect(answer.client).toBe('127.0.0.1')
  })

  it('behind one trusted proxy (hop count) is the address that proxy appended', async () => {
    expect((await ask('1', { 'x-forwarded-for': '203.0.113.1, 198.51.100.20' })).client).toBe('198.51.100.20')
  })

  it('behind trusted proxy addresses is the first untrusted hop from the right', async () => {
    const chain = { 'x-forwarded-for': '203.0.113.1, 198.51.100.20, 10.0.0.5' }
    expect((await ask('loopback, 10.0.0.0/8', chain)).client).toBe('198.51.100.20')
    // The socket is not a trusted proxy: its X-Forwarded-For is not believed at all.
    expect((await ask('10.0.0.0/8', chain)).client).toBe('127.0.0.1')
  })

  it('refuses a malformed TRUSTED_PROXIES entry at start-up', () => {
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow()
  })
})
