import type { Access, AccessArgs, FieldAccess, Where } from 'payload'

/**
 * Staff roles: admins run everything (users, redirects); editors edit site content; support staff
 * handle contact enquiries. Admins may also do what editors and support staff do.
 */
export const STAFF_ROLES = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
type WithRole = { role?: StaffRole | null } | null | undefined

export function roleOf(user: unknown): StaffRole | undefined {
  return (user as WithRole)?.role ?? undefined
}

/** Any signed-in staff member, whatever the role. */
export const isStaff = ({ req }: AccessArgs): boolean => Boolean(req.user)

export const isAdmin = ({ req }: AccessArgs): boolean => roleOf(req.user) === 'admin'

export const isAdminField: FieldAccess = ({ req }) => roleOf(req.user) === 'admin'

/** Admins and editors: who may change site content (news, campaigns, banners, media). */
export const isEditor = ({ req }: AccessArgs): boolean => {
  const role = roleOf(req.user)
  return role === 'admin' || role === 'editor'
}

/** Admins and support staff: who may see and handle contact enquiries and the mail outbox. */
export const handlesEnquiries = ({ req }: AccessArgs): boolean => {
  const role = roleOf(req.user)
  return role === 'admin' || role === 'support'
}

/** Staff see everything; the public sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Admins manage every account; everyone else may read and edit only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (roleOf(req.user) === 'admin') return true
  return { id: { equals: req.user.id } }
}
