/**
 * The mail outbox: what happens to an enquiry after it is stored.
 * 1. `queueEnquiryMails` writes the staff notification and the visitor's acknowledgement as outbox rows
 *    and queues a `deliverContactMail` job for each on the `contact-mail` queue (never the default
 *    queue that scheduled publishing uses). Past the site-wide ceiling the acknowledgement is `held`
 *    for staff review and gets no job until staff release it in the admin.
 * 2. `deliverOutboxMail` claims one mail atomically and hands it to SMTP (transport.ts). A failed send
 *    is retried by the job with exponential backoff (15 s … about 4 h); the mail row stays `pending`
 *    until the SMTP server has accepted it, so an outage of any length loses nothing. Delivery is at
 *    least once: a crash between the SMTP answer and the status update can send a mail twice.
 * 3. `afterEnquiryStored` is the contact endpoint's after-response work: one drain per process at a
 *    time writes the mails of the enquiries this process stored and makes the first delivery attempt
 *    itself, so a burst of enquiries never runs hundreds of deliveries in parallel with the requests
 *    still coming in. It waits for a short lull (at most MAX_DELAY_MS, or until MAX_WAITING enquiries
 *    wait) and handles up to BATCH
 *    enquiries at a time in a few SQL statements per batch (their outbox rows in one INSERT, the marks
 *    in one UPDATE, the claims in one, the results in one); the mails themselves are built and handed
 *    to SMTP in a worker thread (mail-courier.ts). The Payload create/update/job path cost ~25 ms of CPU
 *    per enquiry and the SMTP client ~7 ms, which at 20 concurrent clients took the CPU the requests
 *    needed (docs/decisions.md K1). Only a mail whose first attempt fails gets a `deliverContactMail` job (retries
 *    with backoff); a crash before the first attempt leaves the mail `pending` for the sweeper.
 * 4. `sweepContactOutbox` (hourly) repairs what a crash left: enquiries stored without mails, and
 *    pending mails whose job gave up or vanished.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../../../i18n/locales'
import { env, isPostgres } from '../../../lib/env'
import { runJobsExclusively } from '../../../lib/jobs-ticker'
import { logger } from '../../../lib/logger'
import type { Enquiry } from '../../../payload/payload-types'
import type { ContactValues } from '../schema'
import { type CourierMail, type CourierResult, sendBatch } from './mail-courier'
import { type ComposedMail, composeContactMails } from './mail-content'
import { composeFormMails } from '../../forms/server/mail'
import type { FormSnapshot } from '../../forms/server/submission'
import { LIMITER_TABLE, takeAcknowledgementSlot } from './rate-limit'
import { runSql } from './sql'
import { smtpTransport } from './transport'

export const DELIVER_TASK = 'deliverContactMail'
export const SWEEP_TASK = 'sweepContactOutbox'
/** Mail jobs have a queue of their own, so a mail backlog or a slow SMTP server never delays publishing. */
export const MAIL_QUEUE = 'contact-mail'
export const MAIL_RETRIES = { attempts: 10, backoff: { type: 'exponential' as const, delay: 15_000 } }
/** How long one attempt may hold a mail (SMTP timeouts are 10 s + 20 s). */
export const CLAIM_MS = 40_000
/** A pending mail with no attempt for this long has lost its job; the sweeper queues another. */
export const STALE_AFTER_MS = 60 * 60 * 1000
/** An enquiry younger than this may still be queueing its mails in the process that stored it. */
const QUEUEING_GRACE_MS = 10 * 60_000

function valuesOf(enquiry: Enquiry): ContactValues {
  return {
    subject: enquiry.subject,
    lastName: enquiry.lastName,
    firstName: enquiry.firstName,
    company: enquiry.company,
    jobTitle: enquiry.jobTitle ?? '',
    email: enquiry.email,
    phone: enquiry.phone ?? '',
    message: enquiry.message,
    privacy: true,
    noSales: enquiry.noSalesConfirmed ? true : undefined,
    marketingOptIn: enquiry.marketingOptIn === true,
  } as ContactValues
}

/** Queues a delivery job for one outbox mail and remembers it on the mail. */
export async function queueMailDelivery(payload: Payload, mailId: string | number, req?: PayloadRequest): Promise<string> {
  const job = await payload.jobs.queue({ task: DELIVER_TASK, queue: MAIL_QUEUE, input: { mailId: String(mailId) }, overrideAccess: true, req })
  await payload.update({ collection: 'contact-mails', id: mailId, data: { jobId: String(job.id) }, overrideAccess: true, req })
  return String(job.id)
}

/** Writes the enquiry's outbox mails and queues their delivery; marks the enquiry done. */
export async function queueEnquiryMails(payload: Payload, enquiry: Enquiry, req?: PayloadRequest): Promise<string[]> {
  const mails = enquiryMails(fromEnquiry(enquiry))
  const jobIds: string[] = []
  for (const mail of mails) {
    const held = mail.kind === 'acknowledgement' && !(await takeAcknowledgementSlot(payload))
    const doc = await payload.create({
      collection: 'contact-mails',
      overrideAccess: true,
      req,
      data: { ...mail, enquiry: enquiry.id, status: held ? 'held' : 'pending', attempts: 0 },
    })
    if (held) logger.warn({ event: 'contact.ackHeld', mailId: doc.id }, 'site-wide ceiling reached: acknowledgement held for review')
    else jobIds.push(await queueMailDelivery(payload, doc.id, req))
  }
  await payload.update({ collection: 'enquiries', id: enquiry.id, data: { mailsQueued: true }, overrideAccess: true, req })
  return jobIds
}

/** Sends one outbox mail unless it has gone already. Throws when the SMTP server does not accept it. */
export async function deliverOutboxMail(payload: Payload, mailId: string, req?: Partial<PayloadRequest>): Promise<string> {
  const mail = await payload.findByID({ collection: 'contact-mails', id: mailId, depth: 0, overrideAccess: true, req })
  if (mail.status === 'sent') return mail.messageId ?? ''
  // Held for review (the ceiling, or its enquiry marked as spam): released by staff, which queues a new job.
  if (mail.status === 'held') return ''
  const now = new Date()
  const attemptAt = now.toISOString()
  // Claim the mail with one atomic update, so two runners that picked up the same job (the first
  // attempt after answering, and the ticker) never both send it.
  const claimed = await runSql(
    payload,
    (sql) => sql`UPDATE contact_mails SET last_attempt_at = ${attemptAt}
      WHERE id = ${Number(mail.id)} AND status = 'pending'
        AND (last_attempt_at IS NULL OR last_attempt_at < ${new Date(now.getTime() - CLAIM_MS).toISOString()})
      RETURNING id`,
  )
  if (claimed.length === 0) throw new Error(`contact mail ${mailId} is being sent by another runner; checking again later`)
  try {
    const info = await sendMail(mail)
    await payload.update({
      collection: 'contact-mails',
      id: mailId,
      overrideAccess: true,
      req,
      data: {
        status: 'sent',
        sentAt: new Date().toISOString(),
        messageId: String(info.messageId ?? ''),
        attempts: (mail.attempts ?? 0) + 1,
        lastAttemptAt: attemptAt,
        lastError: null,
      },
    })
    return String(info.messageId ?? '')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await payload.update({
      collection: 'contact-mails',
      id: mailId,
      overrideAccess: true,
      req,
      data: { attempts: (mail.attempts ?? 0) + 1, lastAttemptAt: attemptAt, lastError: message.slice(0, 500) },
    })
    throw error
  }
}


export type DeliverIO = { input: { mailId: string }; output: { messageId: string } }

/** Runs the mail queue once; jobs that fail stay queued with their backoff. */
export async function runMailQueue(payload: Payload, limit = 100): Promise<void> {
  try {
    // Under the jobs lock (src/lib/jobs-ticker.ts), so another instance's ticker never runs the same job at once.
    await runJobsExclusively(async () => {
      await payload.jobs.run({ queue: MAIL_QUEUE, limit, overrideAccess: true, silent: true })
    })
  } catch (error) {
    logger.warn({ err: error, event: 'contact.mailRunFailed' }, 'running the contact mail queue failed; jobs stay queued')
  }
}

/** The drain starts once no enquiry has been stored for this long ... */
const LULL_MS = 50
/**
 * ... or this long after the enquiry it waits for, or as soon as this many enquiries wait, whichever
 * comes first. A burst of enquiries (up to MAX_WAITING, or MAX_DELAY_MS long) is answered first and
 * mailed right after it: the mails' work (about 7 ms of CPU per enquiry, most in the mail worker) then
 * never competes with the requests of the burst for the machine's cores. Under longer sustained load
 * the drain runs without waiting: once MAX_WAITING enquiries wait, and as long as a full BATCH does.
 */
const MAX_DELAY_MS = 5_000
const MAX_WAITING = 1_000
/** Enquiries per round (their mails then go to the courier as one batch). */
const BATCH = 100
/** The first retry of a mail whose first attempt failed (the job's own backoff follows). */
const FIRST_RETRY_MS = 15_000

type OutboxMail = { id: number; mail: ComposedMail }

/** What the mails of an enquiry are written from: the values just stored, or a stored enquiry. */
export type EnquiryForMail = { values: ContactValues; locale: Locale; createdAt: string; form?: FormSnapshot }

function fromEnquiry(enquiry: Enquiry): EnquiryForMail {
  // A CMS form's submission: its mails are written from the answers' snapshot (features/forms).
  const form = enquiry.form && enquiry.formAnswers && typeof enquiry.formAnswers === 'object' ? (enquiry.formAnswers as unknown as FormSnapshot) : undefined
  return { values: valuesOf(enquiry), locale: enquiry.locale, createdAt: enquiry.createdAt, form }
}

/** The staff notice and the acknowledgement for an enquiry, in the enquirer's language. */
function enquiryMails(enquiry: EnquiryForMail): ComposedMail[] {
  const settings = env()
  if (enquiry.form) {
    return composeFormMails({ form: enquiry.form, locale: enquiry.locale, receivedAt: new Date(enquiry.createdAt), companyName: { ja: settings.COMPANY_NAME_JA, en: settings.COMPANY_NAME_EN } })
  }
  return composeContactMails({
    values: enquiry.values,
    locale: enquiry.locale,
    receivedAt: new Date(enquiry.createdAt),
    staffTo: settings.CONTACT_TO,
    companyName: { ja: settings.COMPANY_NAME_JA, en: settings.COMPANY_NAME_EN },
  })
}

/** A mail of the outbox: an enquiry's (ComposedMail) or a notice of the approval workflow (kind `workflow`). */
type StoredMail = Pick<ComposedMail, 'to' | 'subject' | 'text'> & { kind: ComposedMail['kind'] | 'workflow'; replyTo?: string | null; html?: string | null }

/** The message for SMTP; an acknowledgement is marked auto-replied, staff mail auto-generated. */
function messageOf(mail: StoredMail): CourierMail['message'] {
  return {
    from: env().MAIL_FROM,
    to: mail.to,
    replyTo: mail.replyTo || undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html || undefined,
    headers: { 'Auto-Submitted': mail.kind === 'acknowledgement' ? 'auto-replied' : 'auto-generated' },
  }
}

/** Hands one stored mail to SMTP on this thread (the retry jobs). */
function sendMail(mail: StoredMail) {
  return smtpTransport().sendMail(messageOf(mail))
}

type Drained = { id: string | number; enquiry: EnquiryForMail | undefined }

/**
 * Writes the outbox rows of a batch of enquiries and marks them done, in three statements: which of
 * them still need their mails (a sweeper may have queued some), one INSERT of every row, one UPDATE of
 * the marks. Returns the mails to send now (not the held acknowledgements).
 */
async function writeBatchMails(payload: Payload, batch: Drained[]): Promise<OutboxMail[]> {
  const ids = batch.map(({ id }) => Number(id))
  const open = new Set(
    (
      await runSql(
        payload,
        (sql) => sql`SELECT id FROM enquiries WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          AND (mails_queued IS NULL OR mails_queued <> ${true})`,
      )
    ).map((row) => Number(row.id)),
  )
  const rows: { enquiryId: number; mail: ComposedMail; status: 'pending' | 'held' }[] = []
  for (const item of batch) {
    const enquiryId = Number(item.id)
    if (!open.has(enquiryId)) continue
    try {
      // A replay's entry carries no values: its mails are written from the stored enquiry.
      const enquiry = item.enquiry ?? fromEnquiry(await payload.findByID({ collection: 'enquiries', id: item.id, depth: 0, overrideAccess: true }))
      for (const mail of enquiryMails(enquiry)) {
        const held = mail.kind === 'acknowledgement' && !(await takeAcknowledgementSlot(payload))
        rows.push({ enquiryId, mail, status: held ? 'held' : 'pending' })
      }
    } catch (error) {
      // The sweeper queues it later (the enquiry itself is stored).
      open.delete(enquiryId)
      logger.warn({ err: error, event: 'contact.queueFailed', enquiryId }, 'could not queue enquiry mails yet')
    }
  }
  if (rows.length === 0) return []
  const now = new Date().toISOString()
  const inserted = await runSql(
    payload,
    (sql) => sql`INSERT INTO contact_mails (enquiry_id, kind, "to", reply_to, subject, "text", html, status, attempts, created_at, updated_at)
      VALUES ${sql.join(
        rows.map(
          ({ enquiryId, mail, status }) =>
            sql`(${enquiryId}, ${mail.kind}, ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html}, ${status}, 0, ${now}, ${now})`,
        ),
        sql`, `,
      )}
      RETURNING id, enquiry_id, kind`,
  )
  const idOf = new Map(inserted.map((row) => [`${Number(row.enquiry_id)}:${String(row.kind)}`, Number(row.id)]))
  const marked = [...open]
  await runSql(
    payload,
    (sql) => sql`UPDATE enquiries SET mails_queued = ${true}, updated_at = ${now} WHERE id IN (${sql.join(marked.map((id) => sql`${id}`), sql`, `)})`,
  )
  const toSend: OutboxMail[] = []
  for (const { enquiryId, mail, status } of rows) {
    const id = idOf.get(`${enquiryId}:${mail.kind}`)
    if (id === undefined) continue
    if (status === 'held') logger.warn({ event: 'contact.ackHeld', mailId: id }, 'site-wide ceiling reached: acknowledgement held for review')
    else toSend.push({ id, mail })
  }
  return toSend
}

/** Records a failed first attempt and gives the mail a delivery job (retries with backoff). */
async function firstAttemptFailed(payload: Payload, id: number, error: string): Promise<void> {
  const message = error.slice(0, 500)
  await runSql(
    payload,
    (sql) => sql`UPDATE contact_mails SET attempts = attempts + 1, last_error = ${message}, updated_at = ${new Date().toISOString()} WHERE id = ${id}`,
  )
  const job = await payload.jobs.queue({
    task: DELIVER_TASK,
    queue: MAIL_QUEUE,
    input: { mailId: String(id) },
    waitUntil: new Date(Date.now() + FIRST_RETRY_MS),
    overrideAccess: true,
  })
  await runSql(payload, (sql) => sql`UPDATE contact_mails SET job_id = ${String(job.id)} WHERE id = ${id}`)
}

/**
 * The first delivery attempt of freshly written mails: claimed in one statement (a runner that got
 * there first keeps its mails), sent by the courier, the sent ones marked in one statement. A failed
 * mail has its attempt recorded and gets a delivery job (retries with backoff, FIRST_RETRY_MS first).
 */
async function sendFirstAttempts(payload: Payload, mails: OutboxMail[]): Promise<void> {
  const attemptAt = new Date().toISOString()
  const claimed = new Set(
    (
      await runSql(
        payload,
        (sql) => sql`UPDATE contact_mails SET last_attempt_at = ${attemptAt}
          WHERE id IN (${sql.join(mails.map(({ id }) => sql`${id}`), sql`, `)}) AND status = 'pending' AND last_attempt_at IS NULL
          RETURNING id`,
      )
    ).map((row) => Number(row.id)),
  )
  const results: CourierResult[] = await sendBatch(mails.filter(({ id }) => claimed.has(id)).map(({ id, mail }) => ({ id, message: messageOf(mail) })))
  const sent = results.filter((result): result is Extract<CourierResult, { ok: true }> => result.ok)
  if (sent.length > 0) {
    const sentAt = new Date().toISOString()
    await runSql(
      payload,
      (sql) => sql`UPDATE contact_mails SET status = 'sent', sent_at = ${sentAt},
        message_id = CASE id ${sql.join(sent.map(({ id, messageId }) => sql`WHEN ${id} THEN ${messageId}`), sql` `)} END,
        attempts = attempts + 1, last_error = NULL, updated_at = ${sentAt}
        WHERE id IN (${sql.join(sent.map(({ id }) => sql`${id}`), sql`, `)})`,
    )
  }
  for (const result of results) {
    if (result.ok) continue
    // A failure here leaves the mail pending for the sweeper; it never stops the other mails.
    await firstAttemptFailed(payload, result.id, result.error).catch((error) =>
      logger.warn({ err: error, event: 'contact.firstAttemptFailed', mailId: result.id }, 'first delivery attempt could not be recorded'),
    )
  }
}

/**
 * The enquiries waiting for their mails, and the running drain, live on globalThis: the Node front door
 * (instrumentation's bundle) and the App Router route (the app's bundle) each have a copy of this module,
 * and one drain per process serves both.
 */
type DrainState = { waiting: Map<string | number, EnquiryForMail | undefined>; draining?: Promise<void>; lastStoredAt: number }
const state: DrainState = ((globalThis as unknown as Record<symbol, DrainState>)[Symbol.for('kaimono.contactDrain')] ??= {
  waiting: new Map(),
  lastStoredAt: 0,
})

async function waitForLull(): Promise<void> {
  const started = Date.now()
  for (;;) {
    const quietFor = Date.now() - state.lastStoredAt
    const waited = Date.now() - started
    if (quietFor >= LULL_MS || waited >= MAX_DELAY_MS || state.waiting.size >= MAX_WAITING) return
    await new Promise((resolve) => setTimeout(resolve, Math.min(LULL_MS - quietFor, MAX_DELAY_MS - waited)))
  }
}

async function drain(payload: Payload): Promise<void> {
  while (state.waiting.size > 0) {
    // A full batch goes at once (the drain has fallen behind); a smaller one waits for the lull.
    if (state.waiting.size < BATCH) await waitForLull()
    const batch: Drained[] = []
    for (const [id, enquiry] of state.waiting) {
      if (batch.length === BATCH) break
      batch.push({ id, enquiry })
    }
    for (const { id } of batch) state.waiting.delete(id)
    let toSend: OutboxMail[] = []
    try {
      toSend = await writeBatchMails(payload, batch)
    } catch (error) {
      // The sweeper queues them later (the enquiries themselves are stored).
      logger.warn({ err: error, event: 'contact.queueFailed', enquiryIds: batch.map(({ id }) => id) }, 'could not queue enquiry mails yet')
    }
    if (toSend.length === 0) continue
    await sendFirstAttempts(payload, toSend).catch((error) =>
      // Mails left pending without an attempt are queued by the sweeper.
      logger.warn({ err: error, event: 'contact.firstAttemptFailed', mailIds: toSend.map(({ id }) => id) }, 'first delivery attempts could not be recorded'),
    )
  }
}

/**
 * After the answer has gone out: queue the mails of an enquiry stored by this process and send them.
 * `enquiry` is what was just stored (none for a replay: its mails, if still unwritten, come from the
 * database). One drain at a time per process; enquiries stored meanwhile join the running drain.
 */
export function afterEnquiryStored(payload: Payload, enquiryId: string | number, enquiry?: EnquiryForMail): Promise<void> {
  if (enquiry || !state.waiting.has(enquiryId)) state.waiting.set(enquiryId, enquiry ?? state.waiting.get(enquiryId))
  state.lastStoredAt = Date.now()
  state.draining ??= drain(payload).finally(() => {
    state.draining = undefined
  })
  return state.draining
}

/**
 * Queues a fresh delivery job for pending mails whose job gave up or vanished, and queues the mails
 * of any enquiry stored without them (a crash before the after-response work). Returns how many jobs
 * it queued. Also clears expired rate-limit rows on PostgreSQL.
 */
export async function sweepContactOutbox(payload: Payload, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - STALE_AFTER_MS).toISOString()
  const orphans = await payload.find({
    collection: 'enquiries',
    where: { and: [{ mailsQueued: { not_equals: true } }, { createdAt: { less_than: new Date(now.getTime() - QUEUEING_GRACE_MS).toISOString() } }] },
    depth: 0,
    limit: 100,
    overrideAccess: true,
    pagination: false,
  })
  let repaired = 0
  for (const enquiry of orphans.docs) repaired += (await queueEnquiryMails(payload, enquiry)).length
  const { docs } = await payload.find({
    collection: 'contact-mails',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { or: [{ lastAttemptAt: { less_than: stale } }, { and: [{ lastAttemptAt: { exists: false } }, { createdAt: { less_than: stale } }] }] },
      ],
    },
    depth: 0,
    limit: 100,
    overrideAccess: true,
    pagination: false,
  })
  let queued = 0
  for (const mail of docs) {
    if (mail.jobId) {
      const alive = await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ id: { equals: mail.jobId } }, { hasError: { not_equals: true } }, { completedAt: { exists: false } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
      if (alive.totalDocs > 0) continue
    }
    await queueMailDelivery(payload, mail.id)
    queued++
  }
  if (isPostgres(env().DATABASE_URL)) {
    await runSql(payload, (sql) => sql`DELETE FROM ${sql.identifier(LIMITER_TABLE)} WHERE expire < ${now.getTime()}`).catch(() => undefined)
  }
  return queued + repaired
}
