import type { Access, AccessArgs, FieldAccess, Where } from 'payload'

import { isLocale } from '../../i18n/locales'
import { localeLiveWhere } from '../../lib/cms/query'

/**
 * Staff roles: admins run everything (users, redirects); editors edit site content; approvers edit site
 * content and approve what editors submit (the approval workflow, features/workflow); support staff handle
 * contact enquiries. Admins may also do what editors, approvers and support staff do.
 */
export const STAFF_ROLES = ['admin', 'editor', 'approver', 'support'] as const
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
    if (req.payloadAPI === 'local') return PUBLISHED
    // A REST read in a language the document is not published in finds nothing (lib/cms/query.ts).
    const now = new Date()
    const language = isLocale(req.locale) ? [localeLiveWhere(req.locale, now)] : []
    return { and: [PUBLISHED, ...(timeRule ? [timeRule(now.toISOString())] : []), ...language] }
  }
}

export const newsRead = publicRead((now) => ({ publishedAt: { less_than_equal: now } }))
export const campaignsRead = publicRead()
export const bannersRead = publicRead((now): Where => ({
  and: [{ startsAt: { less_than_equal: now } }, { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] }],
}))

/** Admins, editors and approvers: who may change site content (news, campaigns, banners, media). */
export const isEditor = ({ req }: AccessArgs): boolean => {
  const role = roleOf(req.user)
  return role === 'admin' || role === 'editor' || role === 'approver'
}

/** Admins and approvers: who may approve (publish or schedule) content under the approval workflow. */
export function mayApprove(user: unknown): boolean {
  const role = roleOf(user)
  return role === 'admin' || role === 'approver'
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
