/**
 * Stores an enquiry: the one write that must happen before the visitor is told "received". Its
 * mails are queued after the answer (outbox.ts); the sweeper queues them if the process dies first,
 * so nothing is lost. A repeated idempotency key (double-click, retried request) answers with the
 * enquiry stored the first time. A form token is good for one enquiry: its nonce is stored under a
 * unique index, so a second enquiry with the same token is refused on every instance sharing the
 * database. Each use it learns of is also remembered in this process (used-tokens.ts), so a repeat
 * is answered before the database next time.
 */
import type { Payload } from 'payload'

import type { Locale } from '../../../i18n/locales'
import type { ContactValues } from '../schema'
import { enquiryTitle } from '../cms/enquiry-inbox'
import { env, isPostgres } from '../../../lib/env'
import { runSql } from './sql'
import { rememberTokenUse } from './used-tokens'

export type StoreOutcome =
  | { kind: 'stored'; enquiryId: string | number; createdAt: string }
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
  // One statement in the common case: the INSERT itself. The unique indexes on the idempotency key and
  // the token's nonce turn a replay or a reused token into a conflict that inserts nothing (ON CONFLICT
  // DO NOTHING, same SQL on SQLite and PostgreSQL); only then is the earlier enquiry looked up.
  // Raw SQL rather than Payload's create: the enquiry is a flat record with no hooks, already validated
  // by the stricter zod schema, and this is the only write a visitor waits for (Payload's create costs
  // several times more CPU; see README "Throughput"). Timestamps and defaults come from the table (the
  // same defaults Payload's migrations declared).
  // The inbox's title (name / company / received, enquiry-inbox.ts) is written with it, from the same moment.
  const receivedAt = new Date().toISOString()
  const title = enquiryTitle(values, receivedAt)
  const rows = await runSql(
    payload,
    (sql) => sql`INSERT INTO enquiries (subject, last_name, first_name, company, job_title, email, phone, message,
        privacy_accepted, no_sales_confirmed, marketing_opt_in, locale, handling, mails_queued, idempotency_key, form_token_id,
        title, created_at, updated_at)
      VALUES (${values.subject}, ${values.lastName}, ${values.firstName}, ${values.company}, ${values.jobTitle || null},
        ${values.email}, ${values.phone || null}, ${values.message}, ${values.privacy === true}, ${values.noSales === true},
        ${values.marketingOptIn === true}, ${locale}, 'new', ${false}, ${idempotencyKey}, ${formTokenId},
        ${title}, ${receivedAt}, ${receivedAt})
      ON CONFLICT DO NOTHING
      RETURNING id, created_at`,
  )
  return settleInsert(payload, rows, idempotencyKey, formTokenId, 'the enquiry')
}

/**
 * What an `INSERT … ON CONFLICT DO NOTHING RETURNING id, created_at` of an enquiry row came to: stored, or the
 * earlier row it met (a replay, or a token already used), by the same rules for the contact form and CMS forms.
 */
async function settleInsert(
  payload: Payload,
  rows: Record<string, unknown>[],
  idempotencyKey: string,
  formTokenId: string,
  what: string,
): Promise<StoreOutcome> {
  if (rows.length > 0) {
    const createdAt = rows[0].created_at
    const enquiryId = rows[0].id as number
    rememberTokenUse(formTokenId, { idempotencyKey, enquiryId })
    return { kind: 'stored', enquiryId, createdAt: createdAt instanceof Date ? createdAt.toISOString() : String(createdAt) }
  }
  const prior = await findPrior(payload, idempotencyKey, formTokenId)
  const owner = prior.find((row) => row.form_token_id === formTokenId)
  if (owner) rememberTokenUse(formTokenId, { idempotencyKey: owner.idempotency_key, enquiryId: owner.id })
  const earlier = judge(prior, idempotencyKey)
  if (earlier) return earlier
  throw new Error(`${what} conflicted with an earlier one that could not be found`)
}

/** A submission of a CMS form as its enquiry row: the contact columns it can fill, and its answers (features/forms). */
export type FormEnquiryRow = {
  formId: number
  formName: string
  answers: unknown
  title: string
  name: string
  company: string
  email: string
  phone: string
  message: string
}

/** The same one INSERT and the same conflict rules as storeEnquiry, for a CMS form's submission. */
export async function storeFormEnquiry(
  payload: Payload,
  input: { row: FormEnquiryRow; locale: Locale; idempotencyKey: string; formTokenId: string; receivedAt: string },
): Promise<StoreOutcome> {
  const { row, locale, idempotencyKey, formTokenId, receivedAt } = input
  const answers = JSON.stringify(row.answers)
  const postgres = isPostgres(env().DATABASE_URL)
  const rows = await runSql(
    payload,
    (sql) => sql`INSERT INTO enquiries (subject, last_name, first_name, company, email, phone, message,
        privacy_accepted, no_sales_confirmed, marketing_opt_in, locale, handling, mails_queued, idempotency_key, form_token_id,
        form_id, form_name, form_answers, title, created_at, updated_at)
      VALUES ('other', ${row.name}, '', ${row.company}, ${row.email}, ${row.phone || null}, ${row.message},
        ${true}, ${false}, ${false}, ${locale}, 'new', ${false}, ${idempotencyKey}, ${formTokenId},
        ${row.formId}, ${row.formName}, ${postgres ? sql`${answers}::jsonb` : answers}, ${row.title}, ${receivedAt}, ${receivedAt})
      ON CONFLICT DO NOTHING
      RETURNING id, created_at`,
  )
  return settleInsert(payload, rows, idempotencyKey, formTokenId, 'the form submission')
}
