import type { Payload } from 'payload'

import { env } from '../../lib/env'

export type MailHealth = {
  /** Whether SMTP_URL is set at all: without it no mail can leave. */
  smtpConfigured: boolean
  /** Mails not yet accepted by the SMTP server. */
  waiting: number
  /** Of those, mails whose last attempt failed. */
  failing: number
  /** The oldest waiting mail's creation time, if any. */
  oldestWaitingAt: string | null
  lastError: string | null
}

/** How the contact mail outbox stands, for the admin dashboard. */
export async function mailHealth(payload: Payload): Promise<MailHealth> {
  const pending = { status: { equals: 'pending' } } as const
  const [waiting, failing, oldest, lastFailed] = await Promise.all([
    payload.count({ collection: 'contact-mails', where: pending, overrideAccess: true }),
    payload.count({ collection: 'contact-mails', where: { and: [pending, { lastError: { exists: true } }, { lastError: { not_equals: '' } }] }, overrideAccess: true }),
    payload.find({ collection: 'contact-mails', where: pending, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true, pagination: false }),
    payload.find({
      collection: 'contact-mails',
      where: { and: [pending, { lastError: { exists: true } }] },
      sort: '-lastAttemptAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
  ])
  return {
    smtpConfigured: Boolean(env().SMTP_URL),
    waiting: waiting.totalDocs,
    failing: failing.totalDocs,
    oldestWaitingAt: oldest.docs[0]?.createdAt ?? null,
    lastError: lastFailed.docs[0]?.lastError ?? null,
  }
}
