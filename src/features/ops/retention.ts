/**
 * Retention (issue 41 §5): enquiries older than ENQUIRY_RETENTION_MONTHS (default 24) are deleted with
 * their outbox mails, and audit entries older than AUDIT_RETENTION_DAYS, by a daily Payload job. Deleted,
 * not anonymised: the message itself carries personal data (names, numbers, a signature) that no field
 * rule can strip reliably, and nothing on the site needs old enquiries. The job runs on the mail lane,
 * whose runner holds the PostgreSQL advisory lock (src/lib/jobs-ticker.ts), so one instance runs it; each
 * run is written to the audit log. The privacy policy states the same period ({enquiryRetention}).
 */
import type { Payload, TaskConfig } from 'payload'

import { env } from '../../lib/env'
import { MAIL_QUEUE } from '../contact/server/outbox'
import { purgeAuditLog, recordAudit } from './audit/server'

export const RETENTION_TASK = 'enquiryRetention'
const BATCH = 200

/** The moment before which an enquiry has been kept long enough: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

export type RetentionResult = { enquiries: number; mails: number; auditEntries: number; cutoff: string }

export async function purgeExpiredData(payload: Payload, options: { months?: number; auditDays?: number; now?: Date } = {}): Promise<RetentionResult> {
  const settings = env()
  const months = options.months ?? settings.ENQUIRY_RETENTION_MONTHS
  const auditDays = options.auditDays ?? settings.AUDIT_RETENTION_DAYS
  const cutoff = retentionCutoff(months, options.now).toISOString()
  let enquiries = 0
  let mails = 0
  let auditEntries = 0
  try {
    for (;;) {
      const { docs } = await payload.find({ collection: 'enquiries', where: { createdAt: { less_than: cutoff } }, limit: BATCH, depth: 0, overrideAccess: true, pagination: false, select: {} })
      if (docs.length === 0) break
      const ids = docs.map((doc) => doc.id)
      const deletedMails = await payload.delete({ collection: 'contact-mails', where: { enquiry: { in: ids } }, overrideAccess: true, depth: 0 })
      mails += deletedMails.docs.length
      const deleted = await payload.delete({ collection: 'enquiries', where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
      enquiries += deleted.docs.length
      if (deleted.errors.length) throw new Error(`${deleted.errors.length} enquiries could not be deleted`)
    }
    auditEntries = await purgeAuditLog(payload, auditDays, options.now)
  } catch (error) {
    await recordAudit(payload, { action: 'retentionRun', outcome: 'failure', targetType: 'enquiries', detail: `before ${cutoff}: ${enquiries} enquiries, ${mails} mails deleted, then ${(error as Error).message}` })
    throw error
  }
  await recordAudit(payload, {
    action: 'retentionRun',
    targetType: 'enquiries',
    detail: `before ${cutoff} (${months} months): ${enquiries} enquiries and ${mails} mails deleted; ${auditEntries} audit entries older than ${auditDays} days`,
  })
  return { enquiries, mails, auditEntries, cutoff }
}

export const enquiryRetentionTask: TaskConfig<{ input: object; output: { enquiries: number; mails: number } }> = {
  slug: RETENTION_TASK,
  label: 'Delete enquiries past their retention period',
  // Daily at 03:30 (UTC) on the mail lane's queue: its runner holds the jobs lock, so one instance runs it.
  schedule: [{ cron: '30 3 * * *', queue: MAIL_QUEUE }],
  handler: async ({ req }) => {
    const { enquiries, mails } = await purgeExpiredData(req.payload)
    return { output: { enquiries, mails } }
  },
}
