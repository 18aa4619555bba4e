/**
 * Contact rate limits, counted by rate-limiter-flexible in the store every instance shares:
 * Redis when REDIS_URL is set (ioredis), else the PostgreSQL database when DATABASE_URL is one,
 * else memory (SQLite serves one instance). Two limits:
 * - per client: RATE_LIMIT.max accepted enquiries per window, keyed by a keyed hash of the client
 *   address chosen by the trust model (src/lib/http/client-address.ts);
 * - site-wide: SITE_ACK_CEILING acknowledgements per hour; past it, enquiries are still stored and
 *   staff still notified, but the visitors' acknowledgement mails wait for staff review.
 */
import { createHmac } from 'node:crypto'

import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import {
  type IRateLimiterOptions,
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'

import { env, isPostgres } from '../../../lib/env'
import { clientAddressFrom, compileTrustedProxies, SOCKET_ADDRESS_HEADER, type TrustProxy, UNKNOWN_CLIENT } from '../../../lib/http/client-address'
import { logger } from '../../../lib/logger'
import { RATE_LIMIT, SITE_ACK_CEILING } from '../constants'

/** The PostgreSQL table rate-limiter-flexible writes (created by the contact_abuse migration). */
export const LIMITER_TABLE = 'contact_rate_limiter'

type Limiters = { perClient: RateLimiterAbstract; siteAcks: RateLimiterAbstract; store: 'redis' | 'postgres' | 'memory' }

/** Request headers by lower-case name (a web `Headers` is one). */
export type HeaderSource = { get(name: string): string | null }

/**
 * The counters live on globalThis, not in this module: the Node front door (instrumentation's bundle)
 * and the App Router route (the app's bundle) each get a copy of this module, and must count together.
 */
type Shared = {
  limiters?: Limiters
  prefixForTests?: string
  redis?: Redis
  trust?: { source: string | undefined; fn: TrustProxy }
  warnedNoPeer?: boolean
}
const shared: Shared = ((globalThis as unknown as Record<symbol, Shared>)[Symbol.for('kaimono.contactLimiters')] ??= {})

/** A limiter in the store the settings name (Redis, else PostgreSQL, else memory); also used by staff sign-in throttling. */
export function buildLimiter(payload: Payload | undefined, keyPrefix: string, options: IRateLimiterOptions): RateLimiterAbstract {
  const settings = env()
  if (settings.REDIS_URL) {
    // Commands wait for the connection (briefly) rather than skipping Redis while it connects; an
    // unreachable Redis fails fast and the insurance limiter below takes over.
    shared.redis ??= new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 })
    return new RateLimiterRedis({
      ...options,
      keyPrefix,
      storeClient: shared.redis,
      // While Redis is unreachable each instance counts on its own rather than refusing everyone.
      insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix }),
    })
  }
  const pool = (payload?.db as { pool?: unknown } | undefined)?.pool
  if (isPostgres(settings.DATABASE_URL) && pool) {
    return new RateLimiterPostgres({
      ...options,
      keyPrefix,
      storeClient: pool,
      storeType: 'pool',
      tableName: LIMITER_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix }),
    })
  }
  return new RateLimiterMemory({ ...options, keyPrefix })
}

/** Built once per process, for the store the settings name. */
export function contactLimiters(payload?: Payload): Limiters {
  if (shared.limiters) return shared.limiters
  const settings = env()
  // Several test suites and bench runs share one Redis; the prefix keeps their counters apart.
  const prefix = shared.prefixForTests ?? `contact:${createHmac('sha256', settings.PAYLOAD_SECRET).update('limiter').digest('hex').slice(0, 8)}`
  shared.limiters = {
    perClient: buildLimiter(payload, `${prefix}:client`, { points: RATE_LIMIT.max, duration: RATE_LIMIT.windowMs / 1000 }),
    siteAcks: buildLimiter(payload, `${prefix}:site-acks`, { points: env().CONTACT_ACK_CEILING_PER_HOUR, duration: SITE_ACK_CEILING.windowMs / 1000 }),
    store: settings.REDIS_URL ? 'redis' : isPostgres(settings.DATABASE_URL) && payload ? 'postgres' : 'memory',
  }
  return shared.limiters
}

/**
 * For tests: forget the limiters (as a new instance would start), closing the Redis connection, and
 * optionally count under another key prefix (a shared Redis keeps other runs' counters).
 */
export async function resetContactLimitersForTests(keyPrefix?: string): Promise<void> {
  shared.limiters = undefined
  shared.prefixForTests = keyPrefix
  shared.trust = undefined
  const client = shared.redis
  shared.redis = undefined
  await client?.quit().catch(() => undefined)
}

/** Addresses are kept only as keyed hashes, in every store. */
export function clientKey(address: string): string {
  return createHmac('sha256', `contact-rate:${env().PAYLOAD_SECRET}`).update(address).digest('hex').slice(0, 32)
}

/** The client address of a request under TRUSTED_PROXIES. */
export function contactClientAddress(headers: HeaderSource): string | undefined {
  const source = env().TRUSTED_PROXIES
  if (!shared.trust || shared.trust.source !== source) shared.trust = { source, fn: compileTrustedProxies(source) }
  const address = clientAddressFrom(headers.get(SOCKET_ADDRESS_HEADER), headers.get('x-forwarded-for'), shared.trust.fn)
  return address === UNKNOWN_CLIENT ? undefined : address
}

/**
 * A limiter's refusal (rate-limiter-flexible rejects with a RateLimiterRes; an unreachable store rejects
 * with an Error). Told apart by shape, since the front door's bundle and the app's each have their own
 * copy of the RateLimiterRes class.
 */
export function isRefusal(rejection: unknown): rejection is Pick<RateLimiterRes, 'msBeforeNext'> {
  return (
    rejection instanceof RateLimiterRes ||
    (typeof rejection === 'object' && rejection !== null && !(rejection instanceof Error) && typeof (rejection as RateLimiterRes).msBeforeNext === 'number')
  )
}

export type RateDecision = { allowed: true; refund: () => Promise<void> } | { allowed: false; retryAfterSeconds: number }

/** Counts one submission for this client; refuses past the limit. `refund` when nothing new was stored. */
export async function hitClientLimit(payload: Payload | undefined, headers: HeaderSource): Promise<RateDecision> {
  const address = contactClientAddress(headers)
  if (!address && !shared.warnedNoPeer) {
    shared.warnedNoPeer = true
    logger.error({ event: 'contact.noPeerAddress' }, 'no socket address on contact requests: every client shares one limit')
  }
  const limiter = contactLimiters(payload).perClient
  const key = clientKey(address ?? 'unknown')
  try {
    await limiter.consume(key)
    // The limit counts accepted enquiries: a replay or a refused token gives its point back.
    return { allowed: true, refund: async () => void (await limiter.reward(key, 1).catch(() => undefined)) }
  } catch (rejection) {
    if (isRefusal(rejection)) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/** Whether one more acknowledgement fits under the site-wide ceiling (counts it when it does). */
export async function takeAcknowledgementSlot(payload?: Payload): Promise<boolean> {
  try {
    await contactLimiters(payload).siteAcks.consume('all')
    return true
  } catch (rejection) {
    if (isRefusal(rejection)) return false
    // The store is unreachable: hold rather than send unreviewed mail to an unverified address.
    logger.warn({ err: rejection, event: 'contact.ceilingUnavailable' }, 'site-wide ceiling unavailable; acknowledgement held')
    return false
  }
}
