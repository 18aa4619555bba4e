/**
 * The minimum fill time, measured on the server's clock: the form asks for a signed token when it
 * first renders, and a submission must come at least MIN_FILL_MS after the token was issued. The
 * token carries only its issue time and an HMAC, so a script cannot forge an older one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '../../../lib/env'
import { MIN_FILL_MS } from '../constants'

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

function sign(issuedAt: number): string {
  return createHmac('sha256', `contact-form:${env().PAYLOAD_SECRET}`).update(String(issuedAt)).digest('base64url')
}

export function issueFormToken(now = Date.now()): string {
  return `${now}.${sign(now)}`
}

export type TokenCheck = { ok: true } | { ok: false; code: 'formToken' | 'tooFast'; waitMs?: number }

export function checkFormToken(token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 100) return { ok: false, code: 'formToken' }
  const [issued, mac] = token.split('.')
  const issuedAt = Number(issued)
  if (!Number.isSafeInteger(issuedAt) || !mac) return { ok: false, code: 'formToken' }
  const expected = Buffer.from(sign(issuedAt))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, code: 'formToken' }
  if (now - issuedAt > MAX_AGE_MS || issuedAt > now + 60_000) return { ok: false, code: 'formToken' }
  if (now - issuedAt < MIN_FILL_MS) return { ok: false, code: 'tooFast', waitMs: MIN_FILL_MS - (now - issuedAt) }
  return { ok: true }
}
