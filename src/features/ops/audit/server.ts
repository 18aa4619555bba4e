/**
 * Writing the audit log: one function every feature calls (`recordAudit`). An entry is written in a
 * write of its own, never inside the caller's transaction, so it stays when the action it records fails
 * or is rolled back. A failure to write it is logged and never breaks the action.
 */
import type { Payload, PayloadRequest } from 'payload'

import { clientAddressFrom, SOCKET_ADDRESS_HEADER, UNKNOWN_CLIENT } from '../../../lib/http/client-address'
import { logger } from '../../../lib/logger'
import { AUDIT_SLUG, type AuditAction, type AuditOutcome } from './constants'

export type AuditEntry = {
  action: AuditAction
  outcome?: AuditOutcome
  /** Who: the signed-in user (id and e-mail are both kept: the e-mail stays readable after the account is deleted). */
  user?: { id?: number | string | null; email?: string | null } | null
  /** The e-mail given at a failed sign-in, where there is no user. */
  email?: string | null
  /** What: a collection or global slug and the document's id. */
  targetType?: string
  targetId?: string | number | null
  /** Details in a few words (a role change, a filter, counts); never personal data of an enquiry. */
  detail?: string
  /** From where: the client's address under the site's trust model (lib/http/client-address.ts). */
  clientAddress?: string
}

/** The client address of a CMS request (REST, admin or local API with the request's headers); '' for the system. */
export function auditClientAddress(req: Pick<PayloadRequest, 'headers'> | undefined): string {
  const headers = req?.headers
  if (!headers || typeof headers.get !== 'function') return ''
  const address = clientAddressFrom(headers.get(SOCKET_ADDRESS_HEADER), headers.get('x-forwarded-for'))
  return address === UNKNOWN_CLIENT ? '' : address
}

export async function recordAudit(payload: Payload, entry: AuditEntry, req?: Pick<PayloadRequest, 'headers'>): Promise<void> {
  const userId = entry.user?.id
  try {
    await payload.create({
      collection: AUDIT_SLUG,
      data: {
        action: entry.action,
        outcome: entry.outcome ?? 'success',
        userId: typeof userId === 'number' ? userId : typeof userId === 'string' && /^\d+$/.test(userId) ? Number(userId) : undefined,
        userEmail: (entry.user?.email ?? entry.email ?? '').slice(0, 320),
        targetType: entry.targetType ?? '',
        targetId: entry.targetId === null || entry.targetId === undefined ? '' : String(entry.targetId),
        detail: (entry.detail ?? '').slice(0, 1000),
        clientAddress: entry.clientAddress ?? auditClientAddress(req),
      },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
  } catch (error) {
    logger.error({ err: error, action: entry.action }, 'could not write the audit log')
  }
}

/** Deletes audit entries older than `days` days; returns how many. */
export async function purgeAuditLog(payload: Payload, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.delete({ collection: AUDIT_SLUG, where: { createdAt: { less_than: cutoff } }, overrideAccess: true, depth: 0 })
  return docs.length
}
