import type { Access, AccessArgs, FieldAccess, Where } from 'payload'

export type StaffRole = 'admin' | 'editor'
type WithRole = { role?: StaffRole | null } | null | undefined

function roleOf(user: unknown): StaffRole | undefined {
  return (user as WithRole)?.role ?? undefined
}

/** Any signed-in staff member (admin or editor). */
export const isStaff = ({ req }: AccessArgs): boolean => Boolean(req.user)

export const isAdmin = ({ req }: AccessArgs): boolean => roleOf(req.user) === 'admin'

export const isAdminField: FieldAccess = ({ req }) => roleOf(req.user) === 'admin'

/** Staff see everything; the public sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Admins manage every account; editors may read and edit only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (roleOf(req.user) === 'admin') return true
  return { id: { equals: req.user.id } }
}
