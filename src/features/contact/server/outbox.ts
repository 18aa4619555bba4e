/**
 * Mail outbox delivery. Every outbox mail has a `deliverContactMail` job in Payload's queue; the app's
 * job ticker (src/lib/jobs-ticker.ts, every 10 s) runs due jobs, and the contact endpoint runs a new
 * job right after answering, so mail normally leaves at once. A failed send is retried with
 * exponential backoff (15 s, 30 s, 1 min … about 4 h in all); if the job gives up, the hourly sweeper
 * queues a fresh one. The mail row stays `pending` until the SMTP server has accepted it, so an outage
 * of any length loses nothing. Delivery is at least once: a crash between the SMTP answer and the
 * status update can send a mail twice, never zero times.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { env } from '../../../lib/env'
import { runSql } from './rate-limit'
import { smtpTransport } from './transport'

export const DELIVER_TASK = 'deliverContactMail'
export const SWEEP_TASK = 'sweepContactOutbox'
export const MAIL_RETRIES = { attempts: 10, backoff: { type: 'exponential' as const, delay: 15_000 } }
/** How long one attempt may hold a mail (SMTP timeouts are 10 s + 20 s). */
export const CLAIM_MS = 40_000
/** A pending mail with no attempt for this long has lost its job; the sweeper queues another. */
export const STALE_AFTER_MS = 60 * 60 * 1000

type DeliverIO = { input: { mailId: string }; output: { messageId: string } }

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
    const info = await smtpTransport().sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo || undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html || undefined,
      headers: { 'Auto-Submitted': mail.kind === 'acknowledgement' ? 'auto-replied' : 'auto-generated' },
    })
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

export const deliverContactMailTask: TaskConfig<DeliverIO> = {
  slug: DELIVER_TASK,
  label: 'Deliver a contact mail',
  inputSchema: [{ name: 'mailId', type: 'text', required: true }],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  retries: MAIL_RETRIES,
  handler: async ({ input, req }) => {
    const messageId = await deliverOutboxMail(req.payload, input.mailId, req)
    return { output: { messageId } }
  },
}

/**
 * Queues a fresh delivery job for pending mails whose job gave up or vanished, and queues the mails
 * of any enquiry stored without them (SQLite has no transactions). Returns how many jobs it queued.
 */
export async function sweepContactOutbox(payload: Payload, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - STALE_AFTER_MS).toISOString()
  // Imported here: store.ts imports this module for the task slug.
  const { queueEnquiryMails } = await import('./store')
  const orphans = await payload.find({
    collection: 'enquiries',
    where: { and: [{ mailsQueued: { not_equals: true } }, { createdAt: { less_than: new Date(now.getTime() - 10 * 60_000).toISOString() } }] },
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
    const job = await payload.jobs.queue({ task: DELIVER_TASK, input: { mailId: String(mail.id) }, overrideAccess: true })
    await payload.update({ collection: 'contact-mails', id: mail.id, data: { jobId: String(job.id) }, overrideAccess: true })
    queued++
  }
  return queued + repaired
}

export const sweepContactOutboxTask: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: SWEEP_TASK,
  label: 'Re-queue contact mails that are still waiting',
  schedule: [{ cron: '0 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { queued: await sweepContactOutbox(req.payload) } }),
}
