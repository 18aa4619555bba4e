/**
 * Stores an enquiry, its two outbox mails and their delivery jobs in one database transaction, so the
 * visitor is told "received" only when all of it is on disk. A repeated idempotency key (double-click,
 * retried request) returns the enquiry stored the first time instead of a second one.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { env } from '../../../lib/env'
import type { Locale } from '../../../i18n/locales'
import type { ContactValues } from '../schema'
import { composeContactMails } from './mail-content'
import { DELIVER_TASK } from './outbox'

export type StoredEnquiry = { enquiryId: string; created: boolean; jobIds: string[] }

async function findByKey(payload: Payload, idempotencyKey: string): Promise<string | undefined> {
  const found = await payload.find({
    collection: 'enquiries',
    where: { idempotencyKey: { equals: idempotencyKey } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0] ? String(found.docs[0].id) : undefined
}

export async function storeEnquiry(
  payload: Payload,
  input: { values: ContactValues; locale: Locale; idempotencyKey: string; receivedAt?: Date },
): Promise<StoredEnquiry> {
  const existing = await findByKey(payload, input.idempotencyKey)
  if (existing) return { enquiryId: existing, created: false, jobIds: [] }

  const settings = env()
  const { values, locale } = input
  const receivedAt = input.receivedAt ?? new Date()
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
        idempotencyKey: input.idempotencyKey,
      },
    })
    const mails = composeContactMails({
      values,
      locale,
      receivedAt,
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
    if (ownsTransaction) await commitTransaction(req)
    return { enquiryId: String(enquiry.id), created: true, jobIds }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    // Two requests with the same key raced: the unique index let one through; answer with that one.
    const winner = await findByKey(payload, input.idempotencyKey).catch(() => undefined)
    if (winner) return { enquiryId: winner, created: false, jobIds: [] }
    throw error
  }
}

/** The first delivery attempt, right after the answer has gone out. Failures stay queued for retry. */
export async function deliverNow(payload: Payload, jobIds: string[]): Promise<void> {
  for (const id of jobIds) {
    try {
      await payload.jobs.runByID({ id, overrideAccess: true, silent: true })
    } catch (error) {
      payload.logger.warn({ err: error, jobId: id }, 'first contact mail attempt failed; it stays queued')
    }
  }
}
