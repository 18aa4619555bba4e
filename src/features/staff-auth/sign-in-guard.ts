/**
 * The REST sign-in endpoints behind the throttle (login-throttle.ts), run by the API route
 * (src/app/(payload)/api/[...slug]/route.ts) before Payload sees the request:
 * - POST /api/users/login: 429 with Retry-After past the limits; a failed sign-in is answered no sooner than
 *   ANSWER_FLOOR_MS after it arrived (plus the growing delay for a client that keeps failing), so an unknown account
 *   (Payload answers at once) and a known one with a wrong password (Payload hashes first) take the same time.
 * - POST /api/users/forgot-password: the same answer after the same time whether the account exists or not; Payload's
 *   own work (token, mail) runs on after the answer. Limited per client (429) and per account (no mail).
 */
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

import { logger } from '../../lib/logger'
import { beginSignIn, normalizeAccount, signInKeys, signInSucceeded, takeResetSlot } from './login-throttle'

/** The least time a failed sign-in or a reset request takes to be answered. */
export const ANSWER_FLOOR_MS = 500

const derive = promisify(pbkdf2)

/**
 * The derivation Payload 3.90 checks a password with: its current hashes (`pbkdf2-sha256-v1:`, what every password
 * set since 3.90 is stored as) are PBKDF2-SHA256 with 600 000 rounds and 32 bytes (payload/dist/auth/strategies/
 * local/generatePasswordSaltHash.js; staff-auth.test.ts fails when an upgrade changes them). The probe of
 * 2026-12-01 measured the legacy parameters (25 000 rounds, 512 bytes) here: about two thirds of the work, so a known
 * account's wrong password took 752 ms against an unknown one's 542 (median of 12, load 21).
 */
export const PAYLOAD_PASSWORD_CHECK = { iterations: 600_000, keyLength: 32 } as const

/**
 * Payload answers an unknown account at once and checks a known one's password first (130–700 ms here depending on
 * the machine's load, more than any fixed floor). For an unknown account the same derivation is run here, so both
 * cost the same whatever the load; the floor covers the rest.
 */
async function costOfAPasswordCheck(payload: Payload, account: string): Promise<void> {
  if (!account) return
  const found = await payload.db.findOne({ collection: 'users', where: { email: { equals: account } } }).catch(() => null)
  if (!found) await derive(account, 'kaimono-equal-time', PAYLOAD_PASSWORD_CHECK.iterations, PAYLOAD_PASSWORD_CHECK.keyLength, 'sha256')
}

const NO_STORE = 'private, no-store'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE, ...extra } })
}

/** The account named in a sign-in body: JSON, or the admin's form encoding (a `_payload` JSON field). */
export async function accountFromBody(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = (await request.clone().json()) as Record<string, unknown>
      return normalizeAccount(body?.email ?? body?.username)
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData()
      const packed = form.get('_payload')
      if (typeof packed === 'string') {
        const body = JSON.parse(packed) as Record<string, unknown>
        return normalizeAccount(body?.email ?? body?.username)
      }
      return normalizeAccount(form.get('email') ?? form.get('username'))
    }
  } catch {
    return ''
  }
  return ''
}

export const TOO_MANY = 'Too many attempts from your address. Try again later.'

export type SignInRoute = 'login' | 'forgot-password'

export function signInRoute(method: string, segments: string[]): SignInRoute | null {
  if (method !== 'POST' || segments[0] !== 'users' || segments.length !== 2) return null
  return segments[1] === 'login' || segments[1] === 'forgot-password' ? segments[1] : null
}

/** Runs a sign-in request through the throttle; `run` hands it to Payload. */
export async function guardSignIn(route: SignInRoute, payload: Payload, request: Request, run: (request: Request) => Promise<Response>): Promise<Response> {
  const arrived = Date.now()
  const account = await accountFromBody(request)
  const keys = signInKeys(request.headers, account)

  if (route === 'forgot-password') {
    if (!account) return json(400, { errors: [{ message: 'Email is required.' }] })
    const decision = await takeResetSlot(payload, keys)
    if (decision.kind === 'refuse') {
      await sleep(ANSWER_FLOOR_MS - (Date.now() - arrived))
      return json(429, { errors: [{ message: TOO_MANY }] }, { 'Retry-After': String(decision.retryAfterSeconds) })
    }
    if (decision.kind === 'send') {
      void run(request)
        .then((response) => {
          if (response.status >= 400) logger.info({ event: 'staff.resetRequestRefused', status: response.status }, 'password reset request not accepted')
        })
        .catch((error: unknown) => logger.warn({ err: error, event: 'staff.resetRequestFailed' }, 'password reset request failed'))
    }
    await sleep(ANSWER_FLOOR_MS - (Date.now() - arrived))
    // Payload's own answer to a request it accepted, whatever the account.
    return json(200, { message: 'Success' })
  }

  const decision = await beginSignIn(payload, keys)
  if (!decision.allowed) {
    await sleep(ANSWER_FLOOR_MS - (Date.now() - arrived))
    return json(429, { errors: [{ message: TOO_MANY }] }, { 'Retry-After': String(decision.retryAfterSeconds) })
  }
  const response = await run(request)
  if (response.status === 200) {
    await signInSucceeded(payload, keys)
    return response
  }
  await costOfAPasswordCheck(payload, account)
  await sleep(Math.max(ANSWER_FLOOR_MS - (Date.now() - arrived), decision.delayMs))
  return response
}
