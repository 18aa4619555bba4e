/**
 * Stores an enquiry, then its two outbox mails and their delivery jobs, before the visitor is told
 * "received". On PostgreSQL all of it is one transaction. Payload runs SQLite without transactions,
 * so there the enquiry carries `mailsQueued`: until it is set, a retried Submit or the outbox
 * sweeper queues the mails, and a crash between the writes loses nothing. A repeated idempotency
 * key (double-click, retried request) returns the enquiry stored the first time.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { Locale } from '../../../i18n/locales'
import { env } from '../../../lib/env'
import { runJobsExclusively } from '../../../lib/jobs-ticker'
import type { Enquiry } from '../../../payload/payload-types'
import type { ContactValues } from '../schema'
import { composeContactMails } from './mail-content'
import { DELIVER_TASK } from './outbox'

export type StoredEnquiry = { enquiryId: string; created: boolean; jobIds: string[] }

/** An enquiry younger than this may still be queueing its mails in another request. */
const QUEUEING_GRACE_MS = 60_000

async function findByKey(payload: Payload, idempotencyKey: string): Promise<Enquiry | undefined> {
  const found = await payload.find({
    collection: 'enquiries',
    where: { idempotencyKey: { equals: idempotencyKey } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0]
}

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

/** Writes the enquiry's outbox mails and queues a delivery job for each; marks the enquiry done. */
export async function queueEnquiryMails(payload: Payload, enquiry: Enquiry, req?: PayloadRequest): Promise<string[]> {
  const settings = env()
  const mails = composeContactMails({
    values: valuesOf(enquiry),
    locale: enquiry.locale,
    receivedAt: new Date(enquiry.createdAt),
    staffTo: settings.CONTACT_TO,
    companyName: { ja: settings.COMPANY_NAME_JA, en: settings.COMPANY_NAME_EN },
  })
  const jobIds: string[] = []
  for (const mail of mails) {
    const doc = await payload.create({
      collection: 'contact-mails',
      overrideAccess: true,
      req,
      data: { ...mail, enquiry: enquiry.id, status: 'pending', attempts: 0 },
    })
    const job = await payload.jobs.queue({ task: DELIVER_TASK, input: { mailId: String(doc.id) }, overrideAccess: true, req })
    await payload.update({ collection: 'contact-mails', id: doc.id, data: { jobId: String(job.id) }, overrideAccess: true, req })
    jobIds.push(String(job.id))
  }
  await payload.update({ collection: 'enquiries', id: enquiry.id, data: { mailsQueued: true }, overrideAccess: true, req })
  return jobIds
}

/** An enquiry stored earlier whose mails were never queued (a crash, or a failure after storing). */
async function repairIfNeeded(payload: Payload, enquiry: Enquiry): Promise<string[]> {
  if (enquiry.mailsQueued) return []
  if (Date.now() - new Date(enquiry.createdAt).getTime() < QUEUEING_GRACE_MS) return []
  return queueEnquiryMails(payload, enquiry)
}

export async function storeEnquiry(
  payload: Payload,
  input: { values: ContactValues; locale: Locale; idempotencyKey: string },
): Promise<StoredEnquiry> {
  const existing = await findByKey(payload, input.idempotencyKey)
  if (existing) return { enquiryId: String(existing.id), created: false, jobIds: await repairIfNeeded(payload, existing) }

  const { values, locale } = input
  const req = await createLocalReq({}, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const enquiry = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      req,
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
        idempotencyKey: input.idempotencyKey,
      },
    })
    const jobIds = await queueEnquiryMails(payload, enquiry, req)
    if (ownsTransaction) await commitTransaction(req)
    return { enquiryId: String(enquiry.id), created: true, jobIds }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    // Two requests with the same key raced: the unique index let one through; answer with that one.
    const winner = await findByKey(payload, input.idempotencyKey).catch(() => undefined)
    if (winner) return { enquiryId: String(winner.id), created: false, jobIds: [] }
    throw error
  }
}

/** The first delivery attempt, right after the answer has gone out. Failures stay queued for retry. */
export async function deliverNow(payload: Payload, jobIds: string[]): Promise<void> {
  // Under the jobs lock (src/lib/jobs-ticker.ts), so the ticker of another instance never runs the same job.
  await runJobsExclusively(async () => {
    for (const id of jobIds) {
      try {
        await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
      } catch (error) {
        payload.logger.warn({ err: error, jobId: id }, 'first contact mail attempt failed; it stays queued')
      }
    }
  })
}
