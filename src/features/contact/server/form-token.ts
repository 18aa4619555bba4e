/**
 * Form tokens: the minimum fill time on the server's clock, and one enquiry per token. The form asks
 * for a token when it first renders; a submission must come at least MIN_FILL_MS and at most
 * FORM_TOKEN_MAX_AGE_MS after it was issued. The token is `issuedAt.nonce.mac` (HMAC over both), so a
 * script can neither forge an older one nor change the nonce; the nonce is stored with the enquiry
 * under a unique index (store.ts), which makes the token single-use on every instance sharing the
 * database.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '../../../lib/env'
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from '../constants'

function sign(issuedAt: number, nonce: string): string {
  return createHmac('sha256', `contact-form:${env().PAYLOAD_SECRET}`).update(`${issuedAt}.${nonce}`).digest('base64url')
}

export function issueFormToken(now = Date.now()): string {
  const nonce = randomBytes(12).toString('base64url')
  return `${now}.${nonce}.${sign(now, nonce)}`
}

export type TokenCheck = { ok: true; nonce: string } | { ok: false; code: 'formToken' | 'tooFast'; waitMs?: number }

export function checkFormToken(token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 120) return { ok: false, code: 'formToken' }
  const [issued, nonce, mac, extra] = token.split('.')
  const issuedAt = Number(issued)
  if (!Number.isSafeInteger(issuedAt) || !nonce || !mac || extra !== undefined) return { ok: false, code: 'formToken' }
  const expected = Buffer.from(sign(issuedAt, nonce))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, code: 'formToken' }
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS || issuedAt > now + 60_000) return { ok: false, code: 'formToken' }
  if (now - issuedAt < MIN_FILL_MS) return { ok: false, code: 'tooFast', waitMs: MIN_FILL_MS - (now - issuedAt) }
  return { ok: true, nonce }
}
