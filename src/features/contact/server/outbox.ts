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
 *    still coming in. It waits for a short lull (or at most MAX_DELAY_MS) and handles enquiries in
 *    batches, and its writes are single SQL statements: the Payload create/update/job path cost
 *    ~25 ms of CPU per enquiry, which at 20 concurrent clients took the CPU the requests needed
 *    (issue 14). Only a mail whose first attempt fails gets a `deliverContactMail` job (retries with
 *    backoff); a crash before the first attempt leaves the mail `pending` for the sweeper.
 * 4. `sweepContactOutbox` (hourly) repairs what a crash left: enquiries stored without mails, and
 *    pending mails whose job gave up or vanished.
 */
import type { Payload, PayloadRequest } from 'payload'

import { env, isPostgres } from '../../../lib/env'
import { runJobsExclusively } from '../../../lib/jobs-ticker'
import { logger } from '../../../lib/logger'
import type { Enquiry } from '../../../payload/payload-types'
import type { ContactValues } from '../schema'
import { type ComposedMail, composeContactMails } from './mail-content'
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
  const mails = enquiryMails(enquiry)
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
/** ... or this long after the enquiry it waits for, whichever comes first. */
const MAX_DELAY_MS = 1_000
/** Enquiries per round; their mails then go out SEND_CONCURRENCY at a time. */
const BATCH = 50
const SEND_CONCURRENCY = 4
/** The first retry of a mail whose first attempt failed (the job's own backoff follows). */
const FIRST_RETRY_MS = 15_000

type OutboxMail = { id: number; mail: ComposedMail }

/** The staff notice and the acknowledgement for an enquiry, in the enquirer's language. */
function enquiryMails(enquiry: Enquiry): ComposedMail[] {
  const settings = env()
  return composeContactMails({
    values: valuesOf(enquiry),
    locale: enquiry.locale,
    receivedAt: new Date(enquiry.createdAt),
    staffTo: settings.CONTACT_TO,
    companyName: { ja: settings.COMPANY_NAME_JA, en: settings.COMPANY_NAME_EN },
  })
}

type StoredMail = Pick<ComposedMail, 'kind' | 'to' | 'subject' | 'text'> & { replyTo?: string | null; html?: string | null }

/** Hands one stored mail to SMTP; an acknowledgement is marked auto-replied, staff mail auto-generated. */
function sendMail(mail: StoredMail) {
  return smtpTransport().sendMail({
    from: env().MAIL_FROM,
    to: mail.to,
    replyTo: mail.replyTo || undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html || undefined,
    headers: { 'Auto-Submitted': mail.kind === 'acknowledgement' ? 'auto-replied' : 'auto-generated' },
  })
}

/** One outbox row in one statement (nothing hooks the creation of a mail). */
async function insertMail(payload: Payload, enquiryId: string | number, mail: ComposedMail, status: 'pending' | 'held', now: string): Promise<number> {
  const rows = await runSql(
    payload,
    (sql) => sql`INSERT INTO contact_mails (enquiry_id, kind, "to", reply_to, subject, "text", html, status, attempts, created_at, updated_at)
      VALUES (${Number(enquiryId)}, ${mail.kind}, ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html}, ${status}, 0, ${now}, ${now})
      RETURNING id`,
  )
  return Number(rows[0]?.id)
}

/** Writes an enquiry's outbox rows and marks it done; returns the mails to send now (not the held ones). */
async function writeEnquiryMails(payload: Payload, enquiry: Enquiry): Promise<OutboxMail[]> {
  const mails = enquiryMails(enquiry)
  const now = new Date().toISOString()
  const toSend: OutboxMail[] = []
  for (const mail of mails) {
    const held = mail.kind === 'acknowledgement' && !(await takeAcknowledgementSlot(payload))
    const id = await insertMail(payload, enquiry.id, mail, held ? 'held' : 'pending', now)
    if (held) logger.warn({ event: 'contact.ackHeld', mailId: id }, 'site-wide ceiling reached: acknowledgement held for review')
    else toSend.push({ id, mail })
  }
  await runSql(payload, (sql) => sql`UPDATE enquiries SET mails_queued = ${true}, updated_at = ${now} WHERE id = ${Number(enquiry.id)}`)
  return toSend
}

/**
 * The first delivery attempt of a freshly written mail. On success the row is marked sent; on failure
 * the attempt is recorded and a delivery job takes over (retries with backoff, FIRST_RETRY_MS first).
 */
async function sendFirstAttempt(payload: Payload, { id, mail }: OutboxMail): Promise<void> {
  const attemptAt = new Date().toISOString()
  const claimed = await runSql(
    payload,
    (sql) => sql`UPDATE contact_mails SET last_attempt_at = ${attemptAt}
      WHERE id = ${id} AND status = 'pending' AND last_attempt_at IS NULL RETURNING id`,
  )
  if (claimed.length === 0) return
  try {
    const info = await sendMail(mail)
    const sentAt = new Date().toISOString()
    await runSql(
      payload,
      (sql) => sql`UPDATE contact_mails SET status = 'sent', sent_at = ${sentAt}, message_id = ${String(info.messageId ?? '')},
        attempts = attempts + 1, last_error = NULL, updated_at = ${sentAt} WHERE id = ${id}`,
    )
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
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
}

const storedHere = new Set<string | number>()
let draining: Promise<void> | undefined
let lastStoredAt = 0

async function waitForLull(): Promise<void> {
  const started = Date.now()
  for (;;) {
    const quietFor = Date.now() - lastStoredAt
    const waited = Date.now() - started
    if (quietFor >= LULL_MS || waited >= MAX_DELAY_MS) return
    await new Promise((resolve) => setTimeout(resolve, Math.min(LULL_MS - quietFor, MAX_DELAY_MS - waited)))
  }
}

async function drain(payload: Payload): Promise<void> {
  while (storedHere.size > 0) {
    await waitForLull()
    const batch = [...storedHere].slice(0, BATCH)
    const toSend: OutboxMail[] = []
    for (const id of batch) {
      storedHere.delete(id)
      try {
        const enquiry = await payload.findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: true })
        if (!enquiry.mailsQueued) toSend.push(...(await writeEnquiryMails(payload, enquiry)))
      } catch (error) {
        // The sweeper queues it later (the enquiry itself is stored).
        logger.warn({ err: error, event: 'contact.queueFailed', enquiryId: id }, 'could not queue enquiry mails yet')
      }
    }
    let next = 0
    await Promise.all(
      Array.from({ length: Math.min(SEND_CONCURRENCY, toSend.length) }, async () => {
        while (next < toSend.length) {
          const item = toSend[next++]
          // A failure here leaves the mail pending for the sweeper; it never stops the other mails.
          await sendFirstAttempt(payload, item).catch((error) =>
            logger.warn({ err: error, event: 'contact.firstAttemptFailed', mailId: item.id }, 'first delivery attempt could not be recorded'),
          )
        }
      }),
    )
  }
}

/**
 * After the answer has gone out: queue the mails of an enquiry stored by this process and send them.
 * One drain at a time per process; enquiries stored meanwhile join the running drain.
 */
export function afterEnquiryStored(payload: Payload, enquiryId: string | number): Promise<void> {
  storedHere.add(enquiryId)
  lastStoredAt = Date.now()
  draining ??= drain(payload).finally(() => {
    draining = undefined
  })
  return draining
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
