/**
 * A step of the approval workflow is recorded in the audit log and notified by e-mail through the contact
 * outbox (a `contact-mails` row of kind `workflow` and its delivery job: retried until SMTP accepts it).
 * Submitted: every approver (admins when there is none). Returned or approved: the person who submitted it.
 * Text only, in both languages (staff read the admin in either); no content of the document beyond its title.
 */
import type { PayloadRequest } from 'payload'

import { env } from '../../../lib/env'
import { logger } from '../../../lib/logger'
import { queueMailDelivery } from '../../contact/server/outbox'
import { recordAudit } from '../../ops/audit/server'
import { APPROVAL_FIELDS, APPROVAL_STEP_LABELS, type ApprovalStep } from './states'

type Doc = Record<string, unknown> & { id?: number | string }
type Step = { step: ApprovalStep; by: string; comment?: string | null }

const AUDIT_ACTION = { submit: 'approvalSubmit', return: 'approvalReturn', approve: 'approvalApprove' } as const

const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').slice(0, 200)

async function recipients(req: PayloadRequest, doc: Doc, step: Step): Promise<string[]> {
  if (step.step === 'submit') {
    const find = (role: string) =>
      req.payload.find({ collection: 'users', where: { role: { equals: role } }, depth: 0, limit: 50, pagination: false, overrideAccess: true, req }).then((r) => r.docs.map((u) => u.email))
    const approvers = await find('approver')
    return approvers.length ? approvers : find('admin')
  }
  const history = (doc[APPROVAL_FIELDS.history] as { step?: string; by?: string }[] | undefined) ?? []
  const submitter = [...history].reverse().find((row) => row.step === 'submit')?.by
  return submitter && submitter !== step.by ? [submitter] : []
}

/** The mail's subject and text for one step (exported for the unit test). */
export function stepMail(input: { step: Step; title: string; url: string }): { subject: string; text: string } {
  const { step, title, url } = input
  const label = APPROVAL_STEP_LABELS[step.step]
  const comment = step.comment ? [`コメント / Comment:`, step.comment] : []
  return {
    subject: oneLine(`[${label.ja} / ${label.en}] ${title}`),
    text: [
      `「${title}」: ${label.ja}(${step.by})`,
      `"${title}": ${label.en.toLowerCase()} by ${step.by}`,
      '',
      ...comment,
      ...(comment.length ? [''] : []),
      url,
    ].join('\n'),
  }
}

export async function notifyStep(req: PayloadRequest, collection: string, doc: Doc, step: Step): Promise<void> {
  const user = req.user ? { id: req.user.id, email: (req.user as { email?: string }).email } : undefined
  await recordAudit(req.payload, { action: AUDIT_ACTION[step.step], user, targetType: collection, targetId: doc.id, detail: step.comment ? step.comment.slice(0, 300) : '' }, req)
  try {
    const to = await recipients(req, doc, step)
    if (to.length === 0) return
    const title = typeof doc.title === 'string' ? doc.title : `${collection} ${String(doc.id)}`
    const mail = stepMail({ step, title, url: `${env().SITE_ORIGIN}/admin/collections/${collection}/${String(doc.id)}` })
    for (const address of to) {
      const row = await req.payload.create({ collection: 'contact-mails', overrideAccess: true, req, data: { kind: 'workflow', to: address, subject: mail.subject, text: mail.text, status: 'pending', attempts: 0 } })
      await queueMailDelivery(req.payload, row.id, req)
    }
  } catch (error) {
    // A notice that cannot be queued never undoes the step (the audit log has it).
    logger.error({ err: error, collection, id: doc.id, step: step.step }, 'could not queue the approval notice')
  }
}
