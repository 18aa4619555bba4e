/**
 * The contact rate limits in the real Redis at 127.0.0.1:6379 (REDIS_URL), as several app instances
 * share them: under a key prefix of this run's own, removed afterwards.
 */
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SOCKET_ADDRESS_HEADER as PEER_ADDRESS_HEADER } from '../../src/lib/http/client-address'
import { randomAddress } from './contact-helpers'

const REDIS_URL = 'redis://127.0.0.1:6379'
const PREFIX = `kaimono-contact-it:${process.pid}:${Date.now().toString(36)}`
let limits: typeof import('../../src/features/contact/server/rate-limit')
let inspect: Redis

/** A direct client: the socket address the server stamps, plus whatever X-Forwarded-For it sends. */
function headersFrom(socket: string, forwardedFor?: string): Headers {
  const headers = new Headers({ [PEER_ADDRESS_HEADER]: socket })
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor)
  return headers
}

beforeAll(async () => {
  Object.assign(process.env, { REDIS_URL, DATABASE_URL: 'file:./data/unused-by-redis-test.db' })
  delete process.env.TRUSTED_PROXIES
  const { resetEnvForTests } = await import('../../src/lib/env')
  resetEnvForTests()
  limits = await import('../../src/features/contact/server/rate-limit')
  await limits.resetContactLimitersForTests(PREFIX)
  inspect = new Redis(REDIS_URL)
})

afterAll(async () => {
  const keys = await inspect.keys(`${PREFIX}*`)
  if (keys.length) await inspect.del(...keys)
  await inspect.quit()
  await limits.resetContactLimitersForTests()
  delete process.env.REDIS_URL
})

describe('contact rate limits in Redis', () => {
  it('limits a direct client after five posts however it rotates X-Forwarded-For, across instances', async () => {
    expect(limits.contactLimiters().store).toBe('redis')
    const socket = randomAddress()
    const outcomes: boolean[] = []
    for (let i = 1; i <= 3; i++) outcomes.push((await limits.hitClientLimit(undefined, headersFrom(socket, `203.0.113.${i}`))).allowed)
    // A second instance (new limiter objects and connection) sees the same count.
    await limits.resetContactLimitersForTests(PREFIX)
    for (let i = 4; i <= 7; i++) outcomes.push((await limits.hitClientLimit(undefined, headersFrom(socket, `203.0.113.${i}`))).allowed)
    expect(outcomes).toEqual([true, true, true, true, true, false, false])
    const refused = await limits.hitClientLimit(undefined, headersFrom(socket))
    expect(refused.allowed || refused.retryAfterSeconds).toBeGreaterThan(500)
    // The count lives in Redis, under this run's prefix, keyed by a hash (no address in clear).
    const keys = await inspect.keys(`${PREFIX}:client:*`)
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain(socket)
    // Another client is not affected.
    expect((await limits.hitClientLimit(undefined, headersFrom(randomAddress()))).allowed).toBe(true)
  })

  it('counts the site-wide acknowledgement ceiling in Redis', async () => {
    const { SITE_ACK_CEILING } = await import('../../src/features/contact/constants')
    const slots: boolean[] = []
    for (let i = 0; i <= SITE_ACK_CEILING.max; i++) slots.push(await limits.takeAcknowledgementSlot())
    expect(slots.filter(Boolean)).toHaveLength(SITE_ACK_CEILING.max)
    expect(slots.at(-1)).toBe(false)
    expect(Number(await inspect.get(`${PREFIX}:site-acks:all`))).toBe(SITE_ACK_CEILING.max + 1)
  })
})
