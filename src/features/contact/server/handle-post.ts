/**
 * The contact endpoint, called by its App Router route (src/app/api/contact/route.ts). GET issues a form
 * token. POST runs every check in order, cheapest first, each answering with a small
 * `{ ok: false, code }` result and a fitting status; refusals touch no database. Success is answered
 * once the enquiry is stored (store.ts); the mails are queued and sent by the work returned as
 * `afterResponse` (outbox.ts), which the caller runs after the answer has gone out.
 *
 *   browser → route.ts → handle-post.ts → store.ts → outbox.ts → mail-courier.ts
 */
import type { Payload } from 'payload'

import { isLocale, type Locale } from '../../../i18n/locales'
import { env } from '../../../lib/env'
import { logger } from '../../../lib/logger'
import { MAX_BODY_BYTES } from '../constants'
import { type ContactErrorCode, contactSchema, type FieldErrors, fieldErrorsOf } from '../schema'
import { checkFormToken, issueFormToken } from './form-token'
import { afterEnquiryStored, type EnquiryForMail } from './outbox'
import { type HeaderSource, hitClientLimit } from './rate-limit'
import { storeEnquiry, type StoreOutcome } from './store'
import { contactTranslator } from './translator'
import { knownUseOf } from './used-tokens'

export type ContactResult =
  | { ok: true }
  | { ok: false; code: 'forbidden' | 'tooLarge' | 'badRequest' | 'formToken' | 'formTokenUsed' | 'storeFailed' | 'unknownForm' }
  | { ok: false; code: 'tooFast'; waitMs: number }
  | { ok: false; code: 'invalid'; fields: FieldErrors | Record<string, ContactErrorCode> }
  | { ok: false; code: 'rateLimited'; retryAfterSeconds: number; message: string }

export type ContactResponse = {
  status: number
  body: ContactResult
  headers?: Record<string, string>
  /** Work to run after the answer has gone out (queue and send the enquiry's mails). */
  afterResponse?: () => Promise<void>
}

export function handleContactGet(): { token: string } {
  return { token: issueFormToken() }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/

/** What the endpoint needs of a request, whichever server it came through. */
export type ContactRequest = {
  headers: HeaderSource
  /** The body as text, at most `limit` bytes; undefined when it is larger. */
  readBody(limit: number): Promise<string | undefined>
}

let allowedOrigins: { key: string; origins: Set<string> } | undefined

/** SITE_ORIGIN and ALLOWED_ORIGINS as origins, parsed once per setting. */
function originsAllowed(settings: { SITE_ORIGIN: string; ALLOWED_ORIGINS?: string }): Set<string> {
  const key = `${settings.SITE_ORIGIN}\n${settings.ALLOWED_ORIGINS ?? ''}`
  if (allowedOrigins?.key !== key) {
    const origins = new Set<string>()
    for (const entry of [settings.SITE_ORIGIN, ...(settings.ALLOWED_ORIGINS?.split(',') ?? [])]) {
      try {
        if (entry.trim() !== '') origins.add(new URL(entry.trim()).origin)
      } catch {
        // Not a URL: matches nothing (env.ts validates SITE_ORIGIN).
      }
    }
    allowedOrigins = { key, origins }
  }
  return allowedOrigins.origins
}

/**
 * Same-origin check: the Origin header must be exactly SITE_ORIGIN, or one of ALLOWED_ORIGINS (scheme,
 * host and port). Headers a client or proxy can set (Host, X-Forwarded-Host) play no part.
 */
export function isSameOrigin(headers: HeaderSource, settings: { SITE_ORIGIN: string; ALLOWED_ORIGINS?: string } = env()): boolean {
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  try {
    return originsAllowed(settings).has(new URL(origin).origin)
  } catch {
    return false
  }
}

/** Reads at most `limit` bytes of a web Request; undefined when the body is larger. */
async function readRequestBody(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function tokenUsedResponse(): ContactResponse {
  logger.info({ event: 'contact.tokenReused' }, 'contact submission refused: form token already used')
  return { status: 409, body: { ok: false, code: 'formTokenUsed' } }
}

export type Envelope = { locale?: unknown; values?: unknown; token?: unknown; idempotencyKey?: unknown; website?: unknown; form?: unknown }

/** The POST through Next (route.ts) and the tests: a web Request. */
export function handleContactPost(request: Request, getPayload: () => Promise<Payload>, submission?: Submission): Promise<ContactResponse> {
  return handleContact({ headers: request.headers, readBody: (limit) => readRequestBody(request, limit) }, getPayload, submission)
}

/**
 * What differs between the contact form and a form built in the CMS (features/forms/server): the values' check
 * (400 `invalid` with field codes, or another refusal) and the enquiry they are stored as. Every other step, the
 * origin, body, honeypot, token, rate limits, storage rules and outbox, is this module's, shared by both.
 */
export type Submission = {
  check(
    envelope: Envelope & { locale: Locale },
    locale: Locale,
    getPayload: () => Promise<Payload>,
  ): Promise<
    | { ok: false; response: ContactResponse }
    | { ok: true; store: (payload: Payload, meta: { locale: Locale; idempotencyKey: string; formTokenId: string }) => Promise<StoreOutcome>; forMail: (createdAt: string) => EnquiryForMail }
  >
}

/** The contact form's own values (schema.ts), stored in the enquiry's own columns. */
const contactSubmission: Submission = {
  async check(envelope, locale) {
    const parsed = contactSchema(locale).safeParse(envelope.values)
    if (!parsed.success) return { ok: false, response: { status: 400, body: { ok: false, code: 'invalid', fields: fieldErrorsOf(parsed.error) } } }
    const values = parsed.data
    return {
      ok: true,
      store: (payload, meta) => storeEnquiry(payload, { values, ...meta }),
      forMail: (createdAt) => ({ values, locale, createdAt }),
    }
  },
}

export async function handleContact(request: ContactRequest, getPayload: () => Promise<Payload>, submission: Submission = contactSubmission): Promise<ContactResponse> {
  if (!isSameOrigin(request.headers)) return { status: 403, body: { ok: false, code: 'forbidden' } }
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { status: 415, body: { ok: false, code: 'badRequest' } }
  }
  const raw = await request.readBody(MAX_BODY_BYTES)
  if (raw === undefined) return { status: 413, body: { ok: false, code: 'tooLarge' } }

  let envelope: Envelope
  try {
    envelope = JSON.parse(raw) as Envelope
  } catch {
    return { status: 400, body: { ok: false, code: 'badRequest' } }
  }
  if (!envelope || typeof envelope !== 'object' || !isLocale(envelope.locale)) {
    return { status: 400, body: { ok: false, code: 'badRequest' } }
  }
  if (typeof envelope.idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(envelope.idempotencyKey)) {
    return { status: 400, body: { ok: false, code: 'badRequest' } }
  }

  // Honeypot: people never see the field. Answer as if it worked and store nothing.
  if (typeof envelope.website === 'string' && envelope.website.trim() !== '') {
    logger.info({ event: 'contact.honeypot' }, 'contact submission dropped by the honeypot')
    return { status: 200, body: { ok: true } }
  }

  const token = checkFormToken(envelope.token)
  if (!token.ok) {
    return token.code === 'tooFast'
      ? { status: 400, body: { ok: false, code: 'tooFast', waitMs: token.waitMs ?? 0 } }
      : { status: 400, body: { ok: false, code: 'formToken' } }
  }

  // A token this process has already seen used: answered from memory, before validation, the rate
  // limit and the database (a flood of one reused token costs next to nothing). A token it has not
  // seen goes on to the INSERT, whose unique index decides on every instance.
  const known = knownUseOf(token.nonce, envelope.idempotencyKey)
  if (known?.kind === 'tokenUsed') return tokenUsedResponse()
  if (known?.kind === 'replayed') {
    const enquiryId = known.enquiryId
    return { status: 200, body: { ok: true }, afterResponse: async () => afterEnquiryStored(await getPayload(), enquiryId, undefined) }
  }

  const locale = envelope.locale
  const idempotencyKey = envelope.idempotencyKey
  const checked = await submission.check(envelope as Envelope & { locale: Locale }, locale, getPayload)
  if (!checked.ok) return checked.response

  let payload: Payload
  let refund: (() => Promise<void>) | undefined
  try {
    payload = await getPayload()
    const rate = await hitClientLimit(payload, request.headers)
    if (!rate.allowed) {
      return {
        status: 429,
        body: {
          ok: false,
          code: 'rateLimited',
          retryAfterSeconds: rate.retryAfterSeconds,
          message: contactTranslator(locale)('errors.rateLimited', { minutes: Math.ceil(rate.retryAfterSeconds / 60) }),
        },
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      }
    }
    refund = rate.refund
    const stored = await checked.store(payload, { locale, idempotencyKey, formTokenId: token.nonce })
    if (stored.kind !== 'stored') await rate.refund()
    if (stored.kind === 'tokenUsed') return tokenUsedResponse()
    logger.info({ event: 'contact.stored', enquiryId: stored.enquiryId, created: stored.kind === 'stored' }, 'contact enquiry stored')
    // A fresh enquiry's mails are written from what was just stored; a replay's from the database.
    const fresh = stored.kind === 'stored' ? checked.forMail(stored.createdAt) : undefined
    const enquiryId = stored.enquiryId
    return { status: 200, body: { ok: true }, afterResponse: () => afterEnquiryStored(payload, enquiryId, fresh) }
  } catch (error) {
    logger.error({ err: error, event: 'contact.storeFailed' }, 'contact enquiry could not be stored')
    // Nothing was stored: the visitor's retry must not be counted twice.
    await refund?.()
    return { status: 500, body: { ok: false, code: 'storeFailed' } }
  }
}
