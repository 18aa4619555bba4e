/**
 * Puts the audit log's hooks on the whole config (`plugins: [auditPlugin()]`), so every collection and
 * global is covered, including ones added later:
 * - sign-ins: afterLogin (success) and afterError of the login request (failure, with the e-mail given);
 * - content: publish and unpublish (collections and globals with drafts), saves of content without drafts
 *   (live at once, so recorded as a publish), deletes; a refused or failed attempt through the REST API or
 *   the admin is recorded as a failure (afterError);
 * - users: added, changed (name, e-mail, password), role changed, deleted;
 * - enquiries: each view of one enquiry (findByID with a user: the admin's edit view, REST by id) and each
 *   CSV export.
 * Writes by the system (no user: the seed, jobs, the contact endpoint) are not recorded, except the
 * retention job's own entry.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionConfig,
  Config,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadHandler,
  PayloadRequest,
  Plugin,
} from 'payload'

import { AUDIT_SLUG } from '../audit/constants'
import { recordAudit } from '../audit/server'

/** Not content: the audit log itself, the contact form's stores (written by the system) and Payload's own. */
const NOT_CONTENT = new Set([AUDIT_SLUG, 'users', 'enquiries', 'contact-mails', 'contact-rate-limits'])

type Doc = Record<string, unknown> & { id?: string | number; _status?: string }

const userOf = (req: PayloadRequest) => (req.user ? { id: req.user.id, email: (req.user as { email?: string }).email } : undefined)
/** A draft save: REST's ?draft=true, or a server-side write that says so (`context.auditDraftSave`, the link retarget). */
const isDraftSave = (req: PayloadRequest) =>
  typeof req.context?.auditDraftSave === 'boolean' ? req.context.auditDraftSave : req.query?.draft === 'true' || (req.query as { draft?: unknown })?.draft === true

function publishingChange(doc: Doc, previous: Doc | undefined, req: PayloadRequest, drafts: boolean): 'publish' | 'unpublish' | undefined {
  if (!drafts) return 'publish'
  if (doc._status === 'published') return 'publish'
  if (doc._status === 'draft' && previous?._status === 'published' && !isDraftSave(req)) return 'unpublish'
  return undefined
}

const contentAfterChange =
  (slug: string, drafts: boolean): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, operation }) => {
    if (!req.user) return doc
    const action = publishingChange(doc as Doc, operation === 'update' ? (previousDoc as Doc) : undefined, req, drafts)
    if (action) await recordAudit(req.payload, { action, user: userOf(req), targetType: slug, targetId: (doc as Doc).id, detail: operation === 'create' ? 'created' : typeof req.context?.auditDetail === 'string' ? req.context.auditDetail : '' }, req)
    return doc
  }

const contentAfterDelete =
  (slug: string): CollectionAfterDeleteHook =>
  async ({ doc, req, id }) => {
    if (!req.user) return doc
    const target = id ?? (doc as Doc).id
    // Someone deleting their own account: the entry keeps the e-mail only. (A reference to the row being deleted,
    // written outside the delete's transaction, would wait for that transaction, which waits for this hook.)
    const self = slug === 'users' && String(target) === String(req.user.id)
    await recordAudit(req.payload, { action: 'delete', user: self ? { email: (req.user as { email?: string }).email } : userOf(req), targetType: slug, targetId: target }, req)
    return doc
  }

/** A refused or failed write through REST or the admin: recorded as a failure of the action it tried. */
const failedWrite =
  (slug: string): CollectionAfterErrorHook =>
  async ({ req, error, result }) => {
    const method = req.method?.toUpperCase()
    const path = req.url ? new URL(req.url, 'http://localhost').pathname : ''
    const status = (result as { status?: number } | undefined)?.status ?? (error as { status?: number }).status
    if (slug === 'users' && method === 'POST' && /\/login\/?$/.test(path)) {
      const email = typeof (req.data as { email?: unknown } | undefined)?.email === 'string' ? String((req.data as { email: string }).email) : ''
      await recordAudit(req.payload, { action: 'signInFailed', outcome: 'failure', email, targetType: 'users', detail: `${status ?? ''} ${error.message}`.trim().slice(0, 200) }, req)
      return
    }
    if (method !== 'DELETE' && method !== 'PATCH' && method !== 'POST') return
    const data = (req.data ?? {}) as Doc
    const action =
      method === 'DELETE' ? 'delete' : slug === 'users' ? (data.role ? 'roleChange' : 'userUpdate') : data._status === 'published' ? 'publish' : data._status === 'draft' && !isDraftSave(req) ? 'unpublish' : undefined
    if (!action || (NOT_CONTENT.has(slug) && slug !== 'users' && action !== 'delete')) return
    const id = /\/api\/[^/]+\/([^/?]+)/.exec(path)?.[1]
    await recordAudit(req.payload, { action, outcome: 'failure', user: userOf(req), email: req.user ? undefined : '', targetType: slug, targetId: id ?? '', detail: `${status ?? ''} ${error.message}`.trim().slice(0, 200) }, req)
  }

const userAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (!req.user) return doc
  const user = doc as Doc & { email?: string; role?: string }
  if (operation === 'create') {
    await recordAudit(req.payload, { action: 'userCreate', user: userOf(req), targetType: 'users', targetId: user.id, detail: `${user.email ?? ''} (${user.role ?? ''})` }, req)
    return doc
  }
  const before = (previousDoc ?? {}) as Doc & { email?: string; role?: string; name?: string }
  if (before.role && user.role !== before.role) {
    await recordAudit(req.payload, { action: 'roleChange', user: userOf(req), targetType: 'users', targetId: user.id, detail: `${user.email ?? ''}: ${before.role} → ${user.role}` }, req)
  }
  const changed = [before.email !== user.email && 'e-mail', before.name !== (user as { name?: string }).name && 'name', typeof (req.data as { password?: unknown } | undefined)?.password === 'string' && 'password'].filter(Boolean)
  if (changed.length) await recordAudit(req.payload, { action: 'userUpdate', user: userOf(req), targetType: 'users', targetId: user.id, detail: `${user.email ?? ''}: ${changed.join(', ')}` }, req)
  return doc
}

const signedIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAudit(req.payload, { action: 'signIn', user: { id: user.id, email: (user as { email?: string }).email }, targetType: 'users', targetId: user.id }, req)
  return user
}

/** One enquiry opened by a person (the admin's edit view and REST by id run findByID with the user). */
const enquiryViewed: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation === 'findByID' && req.user && result) {
    await recordAudit(req.payload, { action: 'enquiryView', user: userOf(req), targetType: 'enquiries', targetId: (result as Doc).id }, req)
  }
  return result
}

/** Wraps an enquiry export endpoint: every attempt is recorded with its outcome and the filter used. */
function auditedExport(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const response = await handler(req)
    const query = new URL(req.url ?? '/', 'http://localhost').search
    await recordAudit(req.payload, { action: 'enquiryExport', outcome: response.ok ? 'success' : 'failure', user: userOf(req), email: req.user ? undefined : '', targetType: 'enquiries', detail: `${response.status} ${decodeURIComponent(query).slice(0, 900)}` }, req)
    return response
  }
}

function withCollectionHooks(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === AUDIT_SLUG) return collection
  const hooks = { ...collection.hooks }
  const add = <K extends keyof NonNullable<CollectionConfig['hooks']>>(key: K, hook: NonNullable<NonNullable<CollectionConfig['hooks']>[K]>[number]) => {
    hooks[key] = [...((hooks[key] as unknown[]) ?? []), hook] as never
  }
  const slug = collection.slug
  add('afterError', failedWrite(slug))
  if (slug === 'users') {
    add('afterLogin', signedIn)
    add('afterChange', userAfterChange)
    add('afterDelete', contentAfterDelete(slug))
  } else if (slug === 'enquiries') {
    add('afterOperation', enquiryViewed)
    add('afterDelete', contentAfterDelete(slug))
  } else if (!NOT_CONTENT.has(slug) && collection.admin?.hidden !== true) {
    // (Hidden collections are the site's own indexes, written by hooks: not content anyone publishes.)
    add('afterChange', contentAfterChange(slug, Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)))
    add('afterDelete', contentAfterDelete(slug))
  }
  const endpoints =
    slug === 'enquiries' && Array.isArray(collection.endpoints)
      ? collection.endpoints.map((endpoint) => (/export.*\.csv$/.test(endpoint.path) ? { ...endpoint, handler: auditedExport(endpoint.handler) } : endpoint))
      : collection.endpoints
  return { ...collection, hooks, endpoints }
}

function withGlobalHooks(global: GlobalConfig): GlobalConfig {
  const drafts = Boolean(global.versions && typeof global.versions === 'object' && global.versions.drafts)
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (!req.user) return doc
    const action = publishingChange(doc as Doc, previousDoc as Doc, req, drafts)
    if (action) await recordAudit(req.payload, { action, user: userOf(req), targetType: `global:${global.slug}` }, req)
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}

export function auditPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map(withCollectionHooks),
    globals: (config.globals ?? []).map(withGlobalHooks),
  })
}
