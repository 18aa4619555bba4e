import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { APPROVAL_FIELDS, KEEP_APPROVAL_CONTEXT } from '../lib/cms/approval-keys'
import { SITE_PAGE_LINK_TYPE } from '../lib/cms/rich-text-links'
import { mayApprove } from './access'
import { SITE_PAGE_OPTIONS } from './fields/site-page-link'
import { incomingLinks, isTarget, jsonBody, LINKED_COLLECTIONS, linksTo, RICH_TEXT, type Target } from './incoming-links'

/**
 * Retargeting the rich-text links to an article or a campaign before it is deleted (issue 43 §3, decision E17):
 * every internal link to `from` in every rich-text field of news, campaigns and legal pages, in both languages,
 * is rewritten to another article or campaign, or to a page of the site. Both states of a linking document are
 * rewritten: its published version is published again with only the links changed (the public page links to the
 * new target at once), and a pending draft keeps its unpublished changes, with its links changed too. Each
 * republish is recorded in the audit log as a publish by the signed-in user, its detail naming the retarget.
 * Admins and approvers only: it publishes other documents, which the approval workflow keeps from editors.
 */
export type NewTarget = { doc: Target } | { page: string }
type Node = Record<string, unknown>
type Doc = Record<string, unknown> & { id: number | string; _status?: string; updatedAt?: string }

const APPROVAL_KEYS = Object.values(APPROVAL_FIELDS).filter((key) => key !== APPROVAL_FIELDS.panel)
/** The approval fields of a document (features/workflow), kept as they were by a link retarget. */
const approvalOf = (doc: Doc): Node | undefined => (APPROVAL_FIELDS.state in doc ? Object.fromEntries(APPROVAL_KEYS.map((key) => [key, doc[key] ?? null])) : undefined)

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** The Lexical tree with every internal link to `from` pointing at `to` instead (a copy; the input is untouched). */
export function rewriteLinks(node: unknown, from: Target, to: NewTarget): unknown {
  if (!node || typeof node !== 'object') return node
  if (Array.isArray(node)) return node.map((child) => rewriteLinks(child, from, to))
  const record = node as Node
  const copy: Node = {}
  for (const [key, value] of Object.entries(record)) copy[key] = typeof value === 'object' ? rewriteLinks(value, from, to) : value
  const fields = record.fields as { linkType?: string; doc?: { relationTo?: string; value?: unknown } } | undefined
  const isLink = (record.type === 'link' || record.type === 'autolink') && fields?.linkType === 'internal'
  if (isLink && fields.doc?.relationTo === from.relationTo && String(idOf(fields.doc.value)) === String(from.value)) {
    const rest: Node = { ...(copy.fields as Node) }
    delete rest.doc
    copy.fields =
      'doc' in to
        ? { ...rest, linkType: 'internal', doc: { relationTo: to.doc.relationTo, value: Number(to.doc.value) } }
        : { ...rest, linkType: SITE_PAGE_LINK_TYPE, page: to.page, url: to.page, doc: null }
  }
  return copy
}

/** What a document's form would send for one language: its data without the fields Payload writes itself. */
function formData(doc: Doc | null, keys: Iterable<string>): Node {
  const data: Node = {}
  for (const key of keys) if (!['id', 'createdAt', 'updatedAt', '_status', 'incomingLinks', ...APPROVAL_KEYS].includes(key)) data[key] = doc && key in doc ? doc[key] : null
  return data
}

export type Retargeted = { collection: string; id: number | string; title: string; published: boolean; draft: boolean }

/**
 * Rewrites the links in every document that links to `from` (incoming-links.ts finds them), as `req.user`.
 * Per document: published and no pending draft → published again per language whose text links; a pending draft
 * → the published version is first saved as a draft with its links changed and published (nothing of the pending
 * draft goes live), then the pending draft is saved again with its links changed; never published → draft only.
 */
export async function retargetTextLinks(req: PayloadRequest, from: Target, to: NewTarget): Promise<Retargeted[]> {
  const { payload } = req
  const locales = payload.config.localization ? payload.config.localization.localeCodes : [undefined]
  const linking = await incomingLinks(payload, from, req)
  const describe = 'doc' in to ? `${to.doc.relationTo} ${to.doc.value}` : to.page
  const auditDetail = `links to ${from.relationTo} ${from.value} → ${describe}`.slice(0, 200)
  const done: Retargeted[] = []
  for (const link of linking) {
    const collection = link.collection as 'news'
    const field = RICH_TEXT.find((entry) => entry.collection === link.collection)!.field
    // The context of every write: the audit log's detail and whether it is a draft save (a draft saved over the
    // version published a moment ago is no unpublish), and the approval state to keep (a republish of links is no
    // approval; a draft awaiting approval still awaits it). Set in full each time: Payload merges it into `req`.
    const write = async (locale: string | undefined, draft: boolean, source: Doc, data: Node) =>
      payload.update({
        collection,
        id: link.id,
        locale: locale as 'ja',
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
        ...(draft ? { draft: true } : {}),
        context: { auditDetail, auditDraftSave: draft, [KEEP_APPROVAL_CONTEXT]: approvalOf(source) },
        data: { ...data, _status: draft ? 'draft' : 'published' } as never,
      })
    const read = async (locale: string | undefined, draft: boolean) =>
      (await payload.findByID({ collection, id: link.id, locale: locale as 'ja', fallbackLocale: false as never, draft, depth: 0, overrideAccess: true, req })) as unknown as Doc
    // One read at a time: the local API sets the shared request's locale for each.
    const byLocale: { locale: string | undefined; latest: Doc; main: Doc }[] = []
    for (const locale of locales) byLocale.push({ locale, latest: await read(locale, true), main: await read(locale, false) })
    const published = byLocale[0].main._status === 'published'
    const pending = published && byLocale[0].latest._status !== 'published'
    const changed = (doc: Doc) => linksTo(doc[field], from)
    const rewritten = (doc: Doc, keys: Iterable<string>) => ({ ...formData(doc, keys), [field]: rewriteLinks(doc[field], from, to) })
    if (published && !pending) {
      for (const { locale, main } of byLocale) {
        if (!changed(main)) continue
        await write(locale, false, main, { [field]: rewriteLinks(main[field], from, to) })
      }
    } else if (pending) {
      const keys = (entry: (typeof byLocale)[number]) => new Set([...Object.keys(entry.main), ...Object.keys(entry.latest)])
      if (byLocale.some(({ main }) => changed(main))) {
        for (const entry of byLocale) await write(entry.locale, true, entry.main, rewritten(entry.main, keys(entry)))
        const first = byLocale[0]
        await write(first.locale, false, first.main, rewritten(first.main, keys(first)))
      }
      for (const entry of byLocale) await write(entry.locale, true, entry.latest, rewritten(entry.latest, keys(entry)))
    } else {
      for (const { locale, latest } of byLocale) {
        if (!changed(latest)) continue
        await write(locale, true, latest, { [field]: rewriteLinks(latest[field], from, to) })
      }
    }
    done.push({ collection: link.collection, id: link.id, title: link.title, published, draft: !published || pending })
  }
  return done
}

/** The choices of the sidebar's form: published articles and campaigns (not `except`), then the site's pages. */
export async function retargetChoices(payload: Payload, except: Target, lang: 'ja' | 'en'): Promise<{ value: string; label: string }[]> {
  const choices: { value: string; label: string }[] = []
  for (const collection of LINKED_COLLECTIONS) {
    const { docs } = await payload.find({ collection, draft: false, depth: 0, limit: 200, sort: '-updatedAt', locale: lang, overrideAccess: true })
    const kind = payload.collections[collection].config.labels.singular as Record<string, string>
    for (const doc of docs as unknown as { id: number; title?: string }[]) {
      if (collection === except.relationTo && String(doc.id) === String(except.value)) continue
      choices.push({ value: `${collection}:${doc.id}`, label: `${kind[lang] ?? collection}: ${doc.title ?? doc.id}` })
    }
  }
  const page = lang === 'en' ? 'Page' : 'ページ'
  return [...choices.slice(0, 300), ...SITE_PAGE_OPTIONS.map((option) => ({ value: `page:${option.value}`, label: `${page}: ${option.label[lang].replace(/\s+\//, ' /')}` }))]
}

/**
 * POST /api/incoming-links/retarget-text { from: Target, to: Target | { page: '/company/' } }: the rich-text links
 * to `from` point at `to` instead. Admins and approvers; the target must be published (or a listed page).
 */
export const retargetTextLinksEndpoint: Endpoint = {
  path: '/incoming-links/retarget-text',
  method: 'post',
  handler: async (req) => {
    const en = req.i18n?.language === 'en'
    if (!req.user) return Response.json({ message: en ? 'Sign in first.' : 'ログインしてください。' }, { status: 401 })
    if (!mayApprove(req.user)) return Response.json({ message: en ? 'Only admins and approvers may change links in other documents.' : '他の記事のリンクを付け替えられるのは管理者と承認者だけです。' }, { status: 403 })
    const { from, to } = (await jsonBody(req)) as { from?: unknown; to?: unknown }
    const page = (to as { page?: unknown } | undefined)?.page
    const toPage = typeof page === 'string' && SITE_PAGE_OPTIONS.some((option) => option.value === page)
    const choose = en ? 'Choose another article, campaign or page for the links.' : 'リンクの付け替え先にする別の記事・キャンペーン・ページを選んでください。'
    if (!isTarget(from) || (!toPage && !isTarget(to))) return Response.json({ message: choose }, { status: 400 })
    if (!toPage && isTarget(to) && to.relationTo === from.relationTo && String(to.value) === String(from.value)) return Response.json({ message: choose }, { status: 400 })
    if (!toPage && isTarget(to)) {
      const exists = await req.payload.find({ collection: to.relationTo as 'news', where: { id: { equals: to.value } }, draft: false, depth: 0, limit: 1, overrideAccess: true, req })
      if (exists.docs.length === 0 || (exists.docs[0] as { _status?: string })._status !== 'published') {
        return Response.json({ message: en ? 'That article or campaign does not exist (or is not published).' : '選んだ記事・キャンペーンが見つからないか、公開されていません。' }, { status: 400 })
      }
    }
    const target: NewTarget = toPage ? { page: page as string } : { doc: to as Target }
    try {
      const retargeted = await retargetTextLinks(req, from, target)
      return Response.json({ retargeted })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      req.payload.logger.error({ err: error }, 'retargeting text links failed')
      return Response.json({ message: en ? `Could not change every link: ${message}` : `リンクをすべては付け替えられませんでした: ${message}` }, { status: 409 })
    }
  },
}
