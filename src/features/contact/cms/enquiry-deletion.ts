import { APIError, type CollectionAfterDeleteHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { CLAIM_MS, DELIVER_TASK } from '../server/outbox'

/**
 * Deleting an enquiry (admins only) deletes its outbox mails first, and deleting an outbox mail deletes the
 * delivery job still queued for it. The mail's `enquiry` column is NOT NULL with ON DELETE SET NULL, so an
 * enquiry that still had mails could not be deleted at all (the database refused, the admin showed HTTP 500).
 * A mail an SMTP attempt holds right now is not pulled from under it: the delete is refused with a 409 that
 * says so, and works once the attempt is over (CLAIM_MS at most).
 */
function refusal(req: PayloadRequest, ja: string, en: string, data: Record<string, unknown>): APIError {
  const error = new APIError(req.i18n?.language === 'en' ? en : ja, 409, data, true)
  // Payload's REST answer shows the message only for an error with a name, which the production bundle
  // minifies away ("An unknown error occurred." otherwise).
  error.name = 'DeleteRefused'
  return error
}

type MailRow = { id: number | string; status?: string | null; lastAttemptAt?: string | null; updatedAt?: string | null }

/**
 * An attempt holds the mail right now: the courier's claim (one SQL UPDATE of last_attempt_at, outbox.ts) is newer
 * than the mail's last save, which every attempt's outcome makes, and younger than an attempt may take.
 */
function isBeingSent(mail: MailRow, now = Date.now()): boolean {
  if (mail.status !== 'pending' || !mail.lastAttemptAt) return false
  const claimed = new Date(mail.lastAttemptAt).getTime()
  const saved = mail.updatedAt ? new Date(mail.updatedAt).getTime() : 0
  return claimed > saved && now - claimed < CLAIM_MS
}

/** Drops the delivery jobs not yet completed for these mails (a job for a deleted mail would fail ten times). */
async function deleteDeliveryJobs(req: PayloadRequest, mailIds: (number | string)[]): Promise<void> {
  if (mailIds.length === 0) return
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [{ taskSlug: { equals: DELIVER_TASK } }, { 'input.mailId': { in: mailIds.map(String) } }, { completedAt: { exists: false } }],
    },
  })
}

export const deleteMailJobs: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const mail = (await req.payload.findByID({ collection: 'contact-mails', id, depth: 0, overrideAccess: true, req }).catch(() => null)) as MailRow | null
  if (mail && isBeingSent(mail)) {
    throw refusal(req, 'このメールは今まさに送信中です。1分ほどおいてから、もう一度削除してください。', 'This mail is being sent right now; delete it again in a minute.', { id })
  }
  await deleteDeliveryJobs(req, [id])
}

export const deleteEnquiryMails: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { docs } = await req.payload.find({
    collection: 'contact-mails',
    where: { enquiry: { equals: id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { status: true, lastAttemptAt: true, updatedAt: true },
    req,
  })
  const mails = docs as MailRow[]
  if (mails.some((mail) => isBeingSent(mail))) {
    throw refusal(
      req,
      'このお問い合わせのメールを今まさに送信中のため、削除できません。1分ほどおいてから、もう一度削除してください。',
      "A mail of this enquiry is being sent right now, so it cannot be deleted yet; try again in a minute.",
      { id },
    )
  }
  await deleteDeliveryJobs(req, mails.map((mail) => mail.id))
  if (mails.length > 0) {
    await req.payload.db.deleteMany({ collection: 'contact-mails', req, where: { enquiry: { equals: id } } })
  }
  req.context.deletedMailCount = mails.length
}

/** The one place an enquiry's deletion is recorded: who deleted which enquiry, and how many of its mails went with it. */
export const recordEnquiryDeletion: CollectionAfterDeleteHook = ({ req, id, doc }) => {
  req.payload.logger.info({ event: 'enquiry.deleted', enquiryId: id, userId: req.user?.id ?? null, mails: req.context.deletedMailCount ?? 0 }, 'enquiry deleted with its outbox mails')
  return doc
}
