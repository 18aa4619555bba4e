/**
 * What the public may ask of Payload's REST API (/api/...), decided before Payload sees the request.
 *
 * The site itself reads the CMS through Payload's local API, so the REST API exists for the admin
 * panel (signed-in staff, who keep the whole API) and for a few public reads. A visitor without a
 * session may only:
 * - read the public collections (news, campaigns, banners) as lists or by numeric id, with a checked
 *   query (known fields and operators, dates that are dates, `limit` at most API_MAX_LIMIT);
 * - use the sign-in endpoints the admin's login, logout and password-reset screens call;
 * - fetch an uploaded file by a plain file name.
 * Anything else is a 403 for the site's private collections (as Payload answers) or a 404, so
 * malformed input can never reach the database as a 500. Pure functions: the route in src/app/(payload)/api runs them.
 */
import * as qs from 'qs-esm'

export const API_MAX_LIMIT = 100
const API_MAX_PAGE = 10_000
const API_MAX_DEPTH = 2

export const PUBLIC_COLLECTIONS = ['news', 'campaigns', 'banners'] as const
export type PublicCollection = (typeof PUBLIC_COLLECTIONS)[number]

type FieldKind = 'date' | 'text' | 'number' | 'select'
const COMMON_FIELDS: Record<string, FieldKind> = { id: 'number', createdAt: 'date', updatedAt: 'date', slug: 'text', title: 'text' }
const PUBLIC_FIELDS: Record<PublicCollection, Record<string, FieldKind>> = {
  news: { ...COMMON_FIELDS, publishedAt: 'date', category: 'select' },
  campaigns: { ...COMMON_FIELDS, startsAt: 'date', endsAt: 'date' },
  banners: { id: 'number', createdAt: 'date', updatedAt: 'date', title: 'text', placement: 'select', startsAt: 'date', endsAt: 'date', sortOrder: 'number' },
}
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'less_than',
  'less_than_equal',
  'greater_than',
  'greater_than_equal',
  'like',
  'contains',
  'exists',
])
const ORDERED = new Set(['less_than', 'less_than_equal', 'greater_than', 'greater_than_equal'])
const LOCALES = new Set(['ja', 'en', 'all'])

/** The sign-in endpoints of the `users` collection the admin calls before anyone is signed in. */
const ANONYMOUS_AUTH: Record<string, readonly string[]> = {
  me: ['GET'],
  login: ['POST'],
  logout: ['POST'],
  'refresh-token': ['POST'],
  'forgot-password': ['POST'],
  'reset-password': ['POST'],
  'first-register': ['POST'],
  init: ['GET'],
}

export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export type GateDecision =
  | { kind: 'pass'; search?: string }
  | { kind: 'reject'; status: 400 | 403 | 404 | 405; message: string; allow?: string }

const notFound = (): GateDecision => ({ kind: 'reject', status: 404, message: 'Not Found' })
/** Payload's own answer to a visitor without the right: the collection exists, the data is not theirs. */
const forbidden = (): GateDecision => ({ kind: 'reject', status: 403, message: 'You are not allowed to perform this action.' })
const PRIVATE_COLLECTIONS = new Set(['users', 'enquiries', 'contact-mails', 'media', 'payload-preferences', 'payload-jobs'])
const bad = (message: string): GateDecision => ({ kind: 'reject', status: 400, message })

/** The path segments after /api/, decoded; null when a segment is not valid percent-encoding. */
export function apiSegments(pathname: string): string[] | null {
  const rest = pathname.replace(/^\/api\/?/, '')
  const parts = rest.split('/').filter(Boolean)
  try {
    return parts.map((p) => decodeURIComponent(p))
  } catch {
    return null
  }
}

const NUMERIC_ID_COLLECTIONS = new Set(['news', 'campaigns', 'banners', 'media', 'users', 'enquiries', 'contact-mails'])
const SUB_ROUTES = new Set([
  'versions',
  'access',
  'count',
  'init',
  'me',
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'first-register',
  'unlock',
  'verify',
  'file',
  'export.csv',
  // The admin's export of its current list filter (src/payload/admin/enquiry-export.ts).
  'export-filtered.csv',
  // Two-step verification's own endpoints (features/staff-auth/cms/staff-auth-plugin.ts).
  'totp',
])
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.[A-Za-z0-9]{1,8}$/
const NUMERIC_ID = /^[1-9]\d{0,15}$/

/** Checks that apply to every caller, signed in or not: shapes that can only fail inside Payload. */
export function checkShape(method: string, segments: string[]): GateDecision {
  if (!(API_METHODS as readonly string[]).includes(method)) {
    return { kind: 'reject', status: 405, message: 'Method Not Allowed', allow: API_METHODS.join(', ') }
  }
  const [collection, second, third] = segments
  if (!collection) return notFound()
  // Payload's own bookkeeping collections have no business on the wire. (Document locks do: the admin reads, hands
  // over and releases them through /api/payload-locked-documents — the 「編集中」 dialog's take-over and the release
  // on leaving a document. Anonymous callers get the 404 of checkAnonymous there.)
  if (collection === 'payload-migrations' || collection === 'contact-rate-limits') return notFound()
  if (collection === 'og') return notFound()
  // Staff accounts are not verified by e-mail here (no `auth.verify`): Payload's verify route would answer 500.
  if (collection === 'users' && second === 'verify') return notFound()
  if (collection === 'media' && second === 'file') {
    if (!third || segments.length !== 3 || !FILE_NAME.test(third)) return notFound()
  }
  // The site's collections have numeric ids: anything else in the id's place that is not one of
  // Payload's own sub-routes would reach the database as NaN.
  if (NUMERIC_ID_COLLECTIONS.has(collection) && second !== undefined && !NUMERIC_ID.test(second)) {
    if (!SUB_ROUTES.has(second)) return notFound()
    // No sub-route takes a change of a document: PATCH /api/enquiries/export.csv reached the database as id NaN
    // (logged at ERROR with a stack by the garbage test of 2026-12-01).
    if (segments.length === 2 && (method === 'PATCH' || method === 'PUT' || method === 'DELETE')) return notFound()
    if ((second === 'access' || second === 'versions') && third !== undefined && !NUMERIC_ID.test(third)) return notFound()
  }
  return { kind: 'pass' }
}

function isDate(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 40 && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))
}

function checkValue(kind: FieldKind, operator: string, value: unknown): boolean {
  if (operator === 'exists') return value === 'true' || value === 'false'
  if (operator === 'in' || operator === 'not_in') {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null
    return list !== null && list.length <= 100 && list.every((v) => checkValue(kind, 'equals', v))
  }
  if (typeof value !== 'string' || value.length > 200) return false
  if (kind === 'date') return isDate(value)
  if (kind === 'number') return /^-?\d{1,15}$/.test(value)
  if (ORDERED.has(operator)) return false
  return true
}

function checkWhere(where: unknown, fields: Record<string, FieldKind>, depth = 0): boolean {
  if (depth > 4 || typeof where !== 'object' || where === null || Array.isArray(where)) return false
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : typeof condition === 'object' && condition !== null ? Object.values(condition) : null
      if (!list || list.length > 20 || !list.every((c) => checkWhere(c, fields, depth + 1))) return false
      continue
    }
    const kind = fields[key]
    if (!kind || typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false
    for (const [operator, value] of Object.entries(condition)) {
      if (!OPERATORS.has(operator) || !checkValue(kind, operator, value)) return false
    }
  }
  return true
}

function intParam(value: unknown, min: number, max: number): number | 'bad' | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return 'bad'
  return Math.min(Math.max(Number(value), min), max)
}

/**
 * A public read of a public collection: the query is rebuilt from what was checked, so nothing else
 * (drafts, select, populate, joins) reaches Payload; `limit` is clamped to API_MAX_LIMIT (0, Payload's
 * "everything", included).
 */
export function checkPublicRead(collection: PublicCollection, search: string): GateDecision {
  const query = qs.parse(search, { ignoreQueryPrefix: true, depth: 6, arrayLimit: 100, parameterLimit: 100 }) as Record<string, unknown>
  const out: Record<string, unknown> = {}
  const limit = intParam(query.limit, 0, API_MAX_LIMIT)
  if (limit === 'bad') return bad('limit must be a whole number')
  if (limit !== undefined) out.limit = limit === 0 ? API_MAX_LIMIT : limit
  const page = intParam(query.page, 1, API_MAX_PAGE)
  if (page === 'bad') return bad('page must be a whole number')
  if (page !== undefined) out.page = page
  const depth = intParam(query.depth, 0, API_MAX_DEPTH)
  if (depth === 'bad') return bad('depth must be a whole number')
  if (depth !== undefined) out.depth = depth
  const fields = PUBLIC_FIELDS[collection]
  if (query.sort !== undefined) {
    const sorts = typeof query.sort === 'string' ? query.sort.split(',') : null
    if (!sorts || sorts.length > 3 || !sorts.every((s) => fields[s.replace(/^-/, '')] !== undefined)) return bad('sort names an unknown field')
    out.sort = sorts.join(',')
  }
  if (query.locale !== undefined) {
    if (typeof query.locale !== 'string' || !LOCALES.has(query.locale)) return bad('locale must be ja, en or all')
    out.locale = query.locale
  }
  for (const key of ['fallback-locale', 'fallbackLocale']) {
    if (query[key] === undefined) continue
    if (typeof query[key] !== 'string' || !['ja', 'en', 'none'].includes(query[key] as string)) return bad('fallback-locale must be ja, en or none')
    out['fallback-locale'] = query[key]
  }
  if (query.where !== undefined) {
    if (!checkWhere(query.where, fields)) return bad('where: unknown field or operator, or a value of the wrong kind')
    out.where = query.where
  }
  return { kind: 'pass', search: qs.stringify(out, { addQueryPrefix: true, encodeValuesOnly: true }) }
}

/** What an anonymous caller may do (see the module comment). */
export function checkAnonymous(method: string, segments: string[], search: string): GateDecision {
  const [collection, second, third] = segments
  const read = method === 'GET' || method === 'HEAD'
  if ((PUBLIC_COLLECTIONS as readonly string[]).includes(collection)) {
    if (!read) return notFound()
    if (segments.length === 1) return checkPublicRead(collection as PublicCollection, search)
    if (segments.length === 2 && NUMERIC_ID.test(second)) {
      const checked = checkPublicRead(collection as PublicCollection, search)
      // A single document takes only locale and depth.
      if (checked.kind === 'reject') return checked
      const params = new URLSearchParams(checked.search)
      const kept = new URLSearchParams()
      for (const key of ['locale', 'fallback-locale', 'depth']) if (params.has(key)) kept.set(key, params.get(key)!)
      const s = kept.toString()
      return { kind: 'pass', search: s ? `?${s}` : '' }
    }
    return notFound()
  }
  if (collection === 'users' && segments.length === 2 && ANONYMOUS_AUTH[second]?.includes(read ? 'GET' : method)) return { kind: 'pass' }
  if (collection === 'media' && second === 'file' && read && third) return { kind: 'pass', search: '' }
  // The job runner checks its secret itself (401 without it).
  if (collection === 'payload-jobs' && second === 'run' && segments.length === 2) return { kind: 'pass' }
  // Scheduled publishing's own lane (src/payload/publishing-jobs.ts), secret-checked the same way.
  if (collection === 'publishing-jobs' && second === 'run' && segments.length === 2) return { kind: 'pass' }
  if (PRIVATE_COLLECTIONS.has(collection)) return forbidden()
  return notFound()
}
