/**
 * Server-side: whether a signed-in staff account must enrol in two-step verification before anything else
 * (a role listed in STAFF_SECOND_FACTOR_ROLES with no confirmed TOTP secret yet). Used by the REST API route
 * (enrolment-gate.ts decides which requests stay open) and by the admin's page (only the account page, where the
 * enrolment panel is, is rendered; every other admin route answers a redirect before any of its content is sent).
 */
import type { Payload } from 'payload'

import { secondFactorRequired } from './policy'

export type SignedInStaff = { id: number | string; role?: string | null; collection?: string }

export async function mustEnrolFirst(payload: Payload, user: SignedInStaff): Promise<boolean> {
  if (user.collection !== 'users' || !secondFactorRequired(user.role)) return false
  const found = (await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as { totpSecret?: string | null } | null
  return !found?.totpSecret
}

/**
 * The admin routes (segments after /admin) an account that must enrol may still open: the account page itself and
 * the screens of signing in and out (which Payload sends a signed-in user on from anyway).
 */
const OPEN_BEFORE_ENROLMENT = new Set(['account', 'logout', 'logout-inactivity', 'login', 'forgot', 'reset', 'verify'])

export function adminRouteOpenBeforeEnrolment(segments: readonly string[] | undefined): boolean {
  const first = segments?.[0]
  return first !== undefined && OPEN_BEFORE_ENROLMENT.has(first)
}
