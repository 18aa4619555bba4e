/**
 * Stores an enquiry: the one write that must happen before the visitor is told "received". Its
 * mails are queued after the answer (outbox.ts); the sweeper queues them if the process dies first,
 * so nothing is lost. A repeated idempotency key (double-click, retried request) answers with the
 * enquiry stored the first time. A form token is good for one enquiry: its nonce is stored under a
 * unique index, so a second enquiry with the same token is refused on every instance sharing the
 * database.
 */
import type { Payload } from 'payload'

import type { Locale } from '../../../i18n/locales'
import type { ContactValues } from '../schema'
import { runSql } from './sql'

export type StoreOutcome =
  | { kind: 'stored'; enquiryId: string | number }
  | { kind: 'replayed'; enquiryId: string | number }
  | { kind: 'tokenUsed' }

type Prior = { id: number | string; idempotency_key: string; form_token_id: string | null }

/** One indexed read: the enquiry with this key (a replay) or with this token (a reused token). */
async function findPrior(payload: Payload, idempotencyKey: string, formTokenId: string): Promise<Prior[]> {
  const rows = await runSql(
    payload,
    (sql) => sql`SELECT id, idempotency_key, form_token_id FROM enquiries
      WHERE idempotency_key = ${idempotencyKey} OR form_token_id = ${formTokenId} LIMIT 2`,
  )
  return rows as unknown as Prior[]
}

function judge(prior: Prior[], idempotencyKey: string): StoreOutcome | undefined {
  const same = prior.find((row) => row.idempotency_key === idempotencyKey)
  if (same) return { kind: 'replayed', enquiryId: same.id }
  if (prior.length > 0) return { kind: 'tokenUsed' }
  return undefined
}

export async function storeEnquiry(
  payload: Payload,
  input: { values: ContactValues; locale: Locale; idempotencyKey: string; formTokenId: string },
): Promise<StoreOutcome> {
  const { values, locale, idempotencyKey, formTokenId } = input
  const earlier = judge(await findPrior(payload, idempotencyKey, formTokenId), idempotencyKey)
  if (earlier) return earlier
  try {
    const enquiry = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        subject: values.subject,
        lastName: values.lastName,
        firstName: values.firstName,
        company: values.company,
        jobTitle: values.jobTitle || undefined,
        email: values.email,
        phone: values.phone || undefined,
        message: values.message,
        privacyAccepted: values.privacy,
        noSalesConfirmed: values.noSales === true,
        locale,
        handling: 'new',
        mailsQueued: false,
        idempotencyKey,
        formTokenId,
      },
    })
    return { kind: 'stored', enquiryId: enquiry.id }
  } catch (error) {
    // Two requests raced past the read: a unique index let one through; judge against that one.
    const raced = judge(await findPrior(payload, idempotencyKey, formTokenId).catch(() => []), idempotencyKey)
    if (raced) return raced
    throw error
  }
}
