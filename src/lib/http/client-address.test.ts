import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientAddress, clientKey, compileTrustedProxies, SOCKET_ADDRESS_HEADER, UNKNOWN_CLIENT } from './client-address'
import { createPipeline } from '../../server/pipeline'

/**
 * A real Node.js server behind the request pipeline (its client-address stage), answering with what clientAddress() sees
 * under the trust setting named in the `x-test-trust` header (as TRUSTED_PROXIES would hold it).
 */
let server: http.Server
let port: number

beforeAll(async () => {
  const pipeline = createPipeline()
  server = http.createServer((req, res) =>
    pipeline.handle(req, res, () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const trust = compileTrustedProxies((req.headers['x-test-trust'] as string | undefined) ?? '')
      res.end(clientAddress(new Request('http://localhost/', { headers }), trust))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function ask(headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve(body))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await ask({})).toBe('127.0.0.1')
    expect(await ask({ 'x-forwarded-for': '203.0.113.1' })).toBe('127.0.0.1')
    expect(await ask({ 'x-forwarded-for': '203.0.113.1, 198.51.100.7' })).toBe('127.0.0.1')
  })

  it('cannot be spoofed with the private socket header itself', async () => {
    expect(await ask({ [SOCKET_ADDRESS_HEADER]: '203.0.113.9' })).toBe('127.0.0.1')
  })

  it('follows X-Forwarded-For through trusted proxies only', async () => {
    expect(await ask({ 'x-test-trust': 'loopback', 'x-forwarded-for': '203.0.113.1' })).toBe('203.0.113.1')
    // The left entry was written by the client; only the right-most one was added by our proxy.
    expect(await ask({ 'x-test-trust': 'loopback', 'x-forwarded-for': '203.0.113.1, 198.51.100.7' })).toBe('198.51.100.7')
    expect(await ask({ 'x-test-trust': '127.0.0.0/8, 198.51.100.0/24', 'x-forwarded-for': '203.0.113.1, 198.51.100.7' })).toBe('203.0.113.1')
    expect(await ask({ 'x-test-trust': '10.0.0.1', 'x-forwarded-for': '203.0.113.1' })).toBe('127.0.0.1')
  })

  it('takes a hop count', async () => {
    expect(await ask({ 'x-test-trust': '1', 'x-forwarded-for': '203.0.113.1, 198.51.100.7' })).toBe('198.51.100.7')
    expect(await ask({ 'x-test-trust': '2', 'x-forwarded-for': '203.0.113.1, 198.51.100.7' })).toBe('203.0.113.1')
    expect(await ask({ 'x-test-trust': '0', 'x-forwarded-for': '203.0.113.1' })).toBe('127.0.0.1')
  })

  it('is "unknown" when the server did not stamp the socket', () => {
    expect(clientAddress(new Request('http://localhost/', { headers: { 'x-forwarded-for': '203.0.113.1' } }))).toBe(UNKNOWN_CLIENT)
  })

  it('rejects a malformed TRUSTED_PROXIES value', () => {
    expect(() => compileTrustedProxies('10.0.0.300')).toThrow()
    expect(() => compileTrustedProxies('proxy.example')).toThrow()
  })
})

describe('clientKey', () => {
  it('keys IPv4 by address, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.1')).toBe('203.0.113.1')
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2:bbbb::7')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
  })
})
