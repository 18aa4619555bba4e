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

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Public reads follow the site's own rules. The site reads through the local API and applies its time
 * rules itself (its cached lists are filtered when a page renders), so there the public rule is
 * "published"; a public REST read gets the time rule too, so nothing the site hides is readable at
 * /api/...: news once its publish date has come, banners inside their display period. Campaigns are
 * public once published, as on the site (an upcoming campaign has its page, for announcements).
 */
function publicRead(timeRule?: (now: string) => Where): Access {
  return ({ req }) => {
    if (req.user) return true
    if (req.payloadAPI === 'local' || !timeRule) return PUBLISHED
    return { and: [PUBLISHED, timeRule(new Date().toISOString())] }
  }
}

export const newsRead = publicRead((now) => ({ publishedAt: { less_than_equal: now } }))
export const campaignsRead = publicRead()
export const bannersRead = publicRead((now): Where => ({
  and: [{ startsAt: { less_than_equal: now } }, { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] }],
}))

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

/** Admins manage every account; everyone else may read and edit only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (roleOf(req.user) === 'admin') return true
  return { id: { equals: req.user.id } }
}
