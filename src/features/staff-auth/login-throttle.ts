/**
 * Sign-in throttling for staff (issue 41 §3). Counted by rate-limiter-flexible in the store the contact limits use
 * (Redis, else PostgreSQL, else memory: features/contact/server/rate-limit.ts), so every instance counts together.
 *
 * What is counted is failures, and always against the client address (under TRUSTED_PROXIES):
 * - per client: LOGIN_LIMITS.client failed sign-ins per window, whatever the accounts. From the `slowAfter`-th the
 *   answer is held back a little longer each time; past `points` the client is refused with 429 and Retry-After.
 *   A client spraying many accounts is stopped here.
 * - per account *and* client: LOGIN_LIMITS.accountClient failures of one account from one client. A client guessing
 *   one account's password is refused for that account; the account itself is never locked, so anyone else (the
 *   staff member from their own address) still signs in. Payload's own per-account lockout (maxLoginAttempts) is
 *   therefore off: it locked the account for everyone, which let an anonymous caller lock out any named staff member.
 * Password reset requests are limited per client (429) and per account (past it the answer is the same, but no mail
 * is sent, so nobody can flood a staff member's inbox and the answer tells nothing).
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '../../lib/env'
import { buildLimiter, contactClientAddress, type HeaderSource, isRefusal } from '../contact/server/rate-limit'

export const LOGIN_LIMITS = {
  /** Failed sign-ins per client address per window. */
  client: { points: 10, durationSeconds: 15 * 60, slowAfter: 3 },
  /** Failed sign-ins of one account from one client address per window. */
  accountClient: { points: 5, durationSeconds: 15 * 60 },
  /** Password reset requests per client address per window (429 past it). */
  resetClient: { points: 5, durationSeconds: 60 * 60 },
  /** Password reset mails per account per window (past it the same answer, no mail). */
  resetAccount: { points: 3, durationSeconds: 60 * 60 },
  /** Each failure past `slowAfter` holds the answer this much longer, up to `maxDelayMs`. */
  stepDelayMs: 400,
  maxDelayMs: 3000,
} as const

type Limiters = Record<'client' | 'accountClient' | 'resetClient' | 'resetAccount', RateLimiterAbstract>
type Shared = { limiters?: Limiters; prefixForTests?: string }
// On globalThis: the route handler's bundle and any other copy of this module count together.
const shared: Shared = ((globalThis as unknown as Record<symbol, Shared>)[Symbol.for('kaimono.staffSignInLimiters')] ??= {})

function limiters(payload?: Payload): Limiters {
  if (shared.limiters) return shared.limiters
  const prefix = shared.prefixForTests ?? `signin:${createHmac('sha256', env().PAYLOAD_SECRET).update('limiter').digest('hex').slice(0, 8)}`
  const make = (name: string, points: number, duration: number) => buildLimiter(payload, `${prefix}:${name}`, { points, duration })
  shared.limiters = {
    client: make('client', LOGIN_LIMITS.client.points, LOGIN_LIMITS.client.durationSeconds),
    accountClient: make('account-client', LOGIN_LIMITS.accountClient.points, LOGIN_LIMITS.accountClient.durationSeconds),
    resetClient: make('reset-client', LOGIN_LIMITS.resetClient.points, LOGIN_LIMITS.resetClient.durationSeconds),
    resetAccount: make('reset-account', LOGIN_LIMITS.resetAccount.points, LOGIN_LIMITS.resetAccount.durationSeconds),
  }
  return shared.limiters
}

/** For tests: start counting afresh (under another key prefix when the store is shared). */
export function resetSignInLimitersForTests(keyPrefix?: string): void {
  shared.limiters = undefined
  shared.prefixForTests = keyPrefix
}

/** Addresses and account names are kept only as keyed hashes. */
function hashed(...parts: string[]): string {
  return createHmac('sha256', `staff-signin:${env().PAYLOAD_SECRET}`).update(parts.join('\n')).digest('hex').slice(0, 32)
}

export function normalizeAccount(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : ''
}

export type SignInKeys = { client: string; accountClient: string; account: string }

export function signInKeys(headers: HeaderSource, account: string): SignInKeys {
  const address = contactClientAddress(headers) ?? 'unknown'
  return { client: hashed('client', address), accountClient: hashed('account-client', account, address), account: hashed('account', account) }
}

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number }

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Before a sign-in: counts it as a failure in advance (so parallel attempts cannot all slip through before any is
 * counted), refused when this client has failed too often overall or for this account. `succeeded` gives the point
 * back once the password (and second factor) were right.
 */
export async function beginSignIn(payload: Payload | undefined, keys: SignInKeys): Promise<ThrottleDecision> {
  const l = limiters(payload)
  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      const res = await limiter.consume(key)
      return { refused: false, points: res.consumedPoints, msBeforeNext: res.msBeforeNext }
    } catch (rejection) {
      // An unreachable store never refuses a sign-in.
      if (!isRefusal(rejection)) return { refused: false, points: 0, msBeforeNext: 0 }
      return { refused: true, points: Number.POSITIVE_INFINITY, msBeforeNext: rejection.msBeforeNext }
    }
  }
  const [client, pair] = await Promise.all([take(l.client, keys.client), take(l.accountClient, keys.accountClient)])
  if (client.refused || pair.refused) {
    return { allowed: false, retryAfterSeconds: retryAfter(Math.max(client.refused ? client.msBeforeNext : 0, pair.refused ? pair.msBeforeNext : 0)) }
  }
  // The attempt just counted is not yet a failure: the wait follows the failures before it.
  return { allowed: true, delayMs: failureDelayMs(client.points - 1) }
}

/** The extra wait before answering a client that has failed `failures` times in the window. */
export function failureDelayMs(failures: number): number {
  const over = failures - LOGIN_LIMITS.client.slowAfter
  return over <= 0 ? 0 : Math.min(LOGIN_LIMITS.maxDelayMs, over * LOGIN_LIMITS.stepDelayMs)
}

/** After a successful sign-in: the attempt is not a failure, and this client's failures for this account are forgiven. */
export async function signInSucceeded(payload: Payload | undefined, keys: SignInKeys): Promise<void> {
  const l = limiters(payload)
  await Promise.all([l.client.reward(keys.client, 1), l.accountClient.delete(keys.accountClient)]).catch(() => undefined)
}

export type ResetDecision = { kind: 'send' } | { kind: 'silent' } | { kind: 'refuse'; retryAfterSeconds: number }

/** A password reset request: refused per client (429), or answered as usual without a mail per account. */
export async function takeResetSlot(payload: Payload | undefined, keys: SignInKeys): Promise<ResetDecision> {
  const l = limiters(payload)
  try {
    await l.resetClient.consume(keys.client)
  } catch (rejection) {
    if (isRefusal(rejection)) return { kind: 'refuse', retryAfterSeconds: retryAfter(rejection.msBeforeNext) }
    return { kind: 'send' }
  }
  try {
    await l.resetAccount.consume(keys.account)
    return { kind: 'send' }
  } catch (rejection) {
    return isRefusal(rejection) ? { kind: 'silent' } : { kind: 'send' }
  }
}
