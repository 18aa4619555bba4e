import type { Endpoint, Payload, PayloadRequest, Plugin } from 'payload'

/**
 * What points at an article or a campaign: redirects (to.reference) and internal links in rich text (a link
 * node whose doc is this document). Deleting a document something points at is refused with the list
 * (referenced-delete-guard.ts); the edit view's sidebar lists them too (admin/IncomingLinks.tsx), and an admin
 * may retarget the redirects to another article or campaign in one step (POST /api/incoming-links/retarget).
 * Admins and approvers retarget the links in rich text the same way (retarget-text-links.ts; issue 43 §3, E17).
 */
export const LINKED_COLLECTIONS = ['news', 'campaigns'] as const
/** The collections whose rich text may link to an article or a campaign. */
export const RICH_TEXT = [
  { collection: 'news', field: 'body' },
  { collection: 'campaigns', field: 'body' },
  { collection: 'legal-pages', field: 'body' },
] as const

export type Target = { relationTo: string; value: string | number }
export type IncomingRedirect = { id: string | number; from: string }
export type IncomingLink = { collection: string; id: string | number; title: string; locales: string[] }

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** Whether a Lexical tree (or any JSON) holds a link node to the target. */
export function linksTo(node: unknown, target: Target): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some((child) => linksTo(child, target))
  const record = node as Record<string, unknown>
  const fields = record.fields as { linkType?: string; doc?: { relationTo?: string; value?: unknown } } | undefined
  if ((record.type === 'link' || record.type === 'autolink') && fields?.linkType === 'internal' && fields.doc?.relationTo === target.relationTo && String(idOf(fields.doc.value)) === String(target.value)) return true
  return Object.values(record).some((child) => typeof child === 'object' && linksTo(child, target))
}

/** A POST's JSON body as an object; anything else (no body, not JSON, a bare value) as an empty one. */
export async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export async function incomingRedirects(payload: Payload, target: Target, req?: PayloadRequest): Promise<IncomingRedirect[]> {
  if (!payload.collections.redirects) return []
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { and: [{ 'to.type': { equals: 'reference' } }, { 'to.reference.relationTo': { equals: target.relationTo } }, { 'to.reference.value': { equals: target.value } }] },
    depth: 0,
    limit: 100,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({ id: doc.id, from: String((doc as { from?: string }).from ?? '') }))
}

/**
 * Documents whose rich text links to the target, in any language, in their latest draft or their published version
 * (a pending draft that dropped the link still has it on the public page).
 */
export async function incomingLinks(payload: Payload, target: Target, req?: PayloadRequest): Promise<IncomingLink[]> {
  const found: IncomingLink[] = []
  for (const { collection, field } of RICH_TEXT) {
    if (!payload.collections[collection as 'news']) continue
    const byId = new Map<string, IncomingLink>()
    for (const draft of [true, false]) {
      const { docs } = await payload.find({ collection: collection as 'news', locale: 'all', draft, depth: 0, pagination: false, overrideAccess: true, req })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        if (collection === target.relationTo && String(doc.id) === String(target.value)) continue
        const byLocale = (doc[field] ?? {}) as Record<string, unknown>
        const locales = Object.keys(byLocale).filter((locale) => linksTo(byLocale[locale], target))
        if (locales.length === 0) continue
        const title = doc.title as Record<string, string> | string | undefined
        const known = byId.get(String(doc.id))
        if (known) known.locales = [...new Set([...known.locales, ...locales])]
        else byId.set(String(doc.id), { collection, id: doc.id as string | number, title: typeof title === 'string' ? title : (title?.ja ?? title?.en ?? String(doc.id)), locales })
      }
    }
    found.push(...byId.values())
  }
  return found
}

/** A linked article or campaign named by a client: its id one an integer column holds (PostgreSQL's int4), else 400, never a query. */
export function isTarget(value: unknown): value is Target {
  const t = value as Target | undefined
  if (!t || typeof t !== 'object' || !(LINKED_COLLECTIONS as readonly string[]).includes(String(t.relationTo))) return false
  const id = typeof t.value === 'number' ? t.value : typeof t.value === 'string' && /^\d{1,10}$/.test(t.value) ? Number(t.value) : NaN
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647
}

/**
 * POST /api/incoming-links/retarget { from: Target, to: Target }: every redirect to `from` points at `to` instead.
 * Runs with the signed-in user's access (redirects are admins' only); refuses a target that does not exist.
 */
export const retargetRedirectsEndpoint: Endpoint = {
  path: '/incoming-links/retarget',
  method: 'post',
  handler: async (req) => {
    const en = req.i18n?.language === 'en'
    if (!req.user) return Response.json({ message: en ? 'Sign in first.' : 'ログインしてください。' }, { status: 401 })
    const { from, to } = (await jsonBody(req)) as { from?: unknown; to?: unknown }
    if (!isTarget(from) || !isTarget(to) || (from.relationTo === to.relationTo && String(from.value) === String(to.value))) {
      return Response.json({ message: en ? 'Choose another article or campaign to point the redirects at.' : '転送先にする別の記事かキャンペーンを選んでください。' }, { status: 400 })
    }
    const exists = await req.payload.find({ collection: to.relationTo as 'news', where: { id: { equals: to.value } }, draft: false, depth: 0, limit: 1, overrideAccess: true, req })
    if (exists.docs.length === 0) return Response.json({ message: en ? 'That article or campaign does not exist (or is not published).' : '選んだ記事・キャンペーンが見つからないか、公開されていません。' }, { status: 400 })
    const redirects = await incomingRedirects(req.payload, from, req)
    try {
      for (const redirect of redirects) {
        await req.payload.update({
          collection: 'redirects',
          id: redirect.id,
          data: { to: { type: 'reference', reference: { relationTo: to.relationTo as (typeof LINKED_COLLECTIONS)[number], value: Number(to.value) } } },
          overrideAccess: false,
          user: req.user,
          req,
        })
      }
    } catch {
      return Response.json({ message: en ? 'Only admins may change redirects.' : 'リダイレクトを変更できるのは管理者だけです。' }, { status: 403 })
    }
    return Response.json({ retargeted: redirects.map((redirect) => redirect.from) })
  },
}

/** The sidebar panel on articles and campaigns: what points here, and the retarget forms; `endpoints`: the text links' one. */
export const incomingLinksPlugin = (endpoints: Endpoint[] = []): Plugin => (config) => ({
  ...config,
  endpoints: [...(config.endpoints ?? []), retargetRedirectsEndpoint, ...endpoints],
  collections: config.collections?.map((collection) =>
    (LINKED_COLLECTIONS as readonly string[]).includes(collection.slug)
      ? {
          ...collection,
          fields: [
            ...collection.fields,
            { name: 'incomingLinks', type: 'ui', admin: { position: 'sidebar', components: { Field: '/payload/admin/IncomingLinks#IncomingLinks' } } },
          ],
        }
      : collection,
  ),
})
