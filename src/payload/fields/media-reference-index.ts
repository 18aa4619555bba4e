/**
 * The reference index of uploads: one row per (document, file it uses), kept by hooks on every collection and
 * global whose fields can point at an upload (found from the config, as in media-references.ts). A save
 * re-reads that one document (published and latest draft, every locale) and rewrites its rows; a delete drops
 * them. "Which files are unused" and "may this file be deleted" then read this small table instead of every
 * document of the site (docs/decisions.md E5).
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  GlobalAfterChangeHook,
  GlobalSlug,
  Payload,
  PayloadRequest,
  TypedLocale,
} from 'payload'

import { label } from '../labels'
import { collectReferences, mayReference } from './media-references'

export const REFERENCE_INDEX_SLUG = 'media-references'

/** The hidden collection that holds the index (no access through the API: the hooks write it with overrideAccess). */
export const ReferenceIndex: CollectionConfig = {
  slug: REFERENCE_INDEX_SLUG,
  labels: { singular: label('メディアの使用箇所', 'Media reference'), plural: label('メディアの使用箇所', 'Media references') },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  timestamps: false,
  fields: [
    /** The upload collection of the file (`media`). */
    { name: 'target', type: 'text', required: true, index: true },
    /** The file's id in that collection. */
    { name: 'file', type: 'text', required: true, index: true },
    /** Who uses it: `<collection>:<id>` or `global:<slug>`. */
    { name: 'owner', type: 'text', required: true, index: true },
  ],
}

type Owner = { kind: 'collection'; slug: string; id: string | number } | { kind: 'global'; slug: string }
const ownerKey = (owner: Owner) => (owner.kind === 'global' ? `global:${owner.slug}` : `${owner.slug}:${owner.id}`)

function localesOf(payload: Payload): (TypedLocale | undefined)[] {
  return (payload.config.localization ? payload.config.localization.localeCodes : [undefined]) as (TypedLocale | undefined)[]
}

/** `<target>|<file id>` for every file the document uses now (published and latest draft, every locale). */
async function currentReferences(payload: Payload, owner: Owner, fields: Field[], drafts: boolean, targets: string[], req?: PayloadRequest): Promise<Set<string>> {
  const found = new Set<string>()
  for (const draft of drafts ? [false, true] : [false]) {
    for (const locale of localesOf(payload)) {
      let doc: unknown
      if (owner.kind === 'global') {
        doc = await payload.findGlobal({ slug: owner.slug as GlobalSlug, locale, fallbackLocale: false, draft, depth: 0, overrideAccess: true, req })
      } else {
        doc = await payload
          .findByID({ collection: owner.slug as CollectionSlug, id: owner.id, locale, fallbackLocale: false, draft, depth: 0, overrideAccess: true, disableErrors: true, req })
          .catch(() => null)
      }
      for (const target of targets) {
        const ids = new Set<string>()
        collectReferences(fields, doc, target, ids)
        for (const id of ids) found.add(`${target}|${id}`)
      }
    }
  }
  return found
}

/** Rewrites the owner's rows so they say exactly which files it uses now. */
export async function reindexOwner(payload: Payload, owner: Owner, fields: Field[], drafts: boolean, targets: string[], req?: PayloadRequest): Promise<void> {
  const key = ownerKey(owner)
  const wanted = await currentReferences(payload, owner, fields, drafts, targets, req)
  const { docs } = await payload.find({ collection: REFERENCE_INDEX_SLUG as CollectionSlug, where: { owner: { equals: key } }, pagination: false, depth: 0, overrideAccess: true, req })
  const rows = docs as unknown as { id: number | string; target: string; file: string }[]
  const stale = rows.filter((row) => !wanted.delete(`${row.target}|${row.file}`))
  if (stale.length) {
    await payload.delete({ collection: REFERENCE_INDEX_SLUG as CollectionSlug, where: { id: { in: stale.map((row) => row.id) } }, overrideAccess: true, req })
  }
  for (const entry of wanted) {
    const [target, file] = entry.split('|')
    await payload.create({ collection: REFERENCE_INDEX_SLUG as CollectionSlug, data: { target, file, owner: key } as never, overrideAccess: true, req })
  }
}

const uploadTargets = (payload: Payload) => payload.config.collections.filter((c) => c.upload).map((c) => c.slug)

/** Hooks that keep a collection's rows of the index (its sanitized fields are read when they run). */
export function indexCollectionReferences(slug: string): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, req }) => {
      const config = req.payload.collections[slug as CollectionSlug].config
      await reindexOwner(req.payload, { kind: 'collection', slug, id: doc.id }, config.fields, Boolean(config.versions?.drafts), uploadTargets(req.payload), req)
      return doc
    },
    afterDelete: async ({ id, req }) => {
      await req.payload.delete({ collection: REFERENCE_INDEX_SLUG as CollectionSlug, where: { owner: { equals: ownerKey({ kind: 'collection', slug, id }) } }, overrideAccess: true, req })
    },
  }
}

/** The hook that keeps a global's rows of the index. */
export function indexGlobalReferences(slug: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    const config = req.payload.config.globals.find((g) => g.slug === slug)
    if (config) await reindexOwner(req.payload, { kind: 'global', slug }, config.fields, Boolean(config.versions?.drafts), uploadTargets(req.payload), req)
    return doc
  }
}

/** The ids of `target` files that the index says are used (one DISTINCT query, whatever the number of rows). */
export async function indexedReferences(payload: Payload, target: string, req?: PayloadRequest): Promise<Set<string>> {
  const used = new Set<string>()
  for (let page = 1; ; page++) {
    const result = await payload.db.findDistinct({
      collection: REFERENCE_INDEX_SLUG as CollectionSlug,
      field: 'file',
      where: { target: { equals: target } },
      limit: 5_000,
      page,
      sort: 'file',
      req,
    })
    for (const row of result.values as { file?: unknown }[]) if (row.file != null) used.add(String(row.file))
    if (!result.hasNextPage) return used
  }
}

/** Whether the index says some document uses this file. */
export async function isReferenced(payload: Payload, target: string, id: string | number, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: REFERENCE_INDEX_SLUG as CollectionSlug, where: { and: [{ target: { equals: target } }, { file: { equals: String(id) } }] }, overrideAccess: true, req })
  return totalDocs > 0
}

/**
 * Builds the whole index from the documents (the migration that adds it, and a repair after writes that
 * bypassed the hooks): every collection and global that can use an upload, every document.
 */
export async function rebuildReferenceIndex(payload: Payload, req?: PayloadRequest): Promise<number> {
  const targets = uploadTargets(payload)
  await payload.delete({ collection: REFERENCE_INDEX_SLUG as CollectionSlug, where: { id: { exists: true } }, overrideAccess: true, req })
  let owners = 0
  for (const collection of payload.config.collections) {
    if (!usesUploads(collection.slug, collection.fields, targets)) continue
    const { docs } = await payload.find({ collection: collection.slug as CollectionSlug, depth: 0, pagination: false, overrideAccess: true, req, draft: false })
    const ids = new Set(docs.map((d) => d.id))
    if (collection.versions?.drafts) {
      // Documents that exist only as a draft are found too.
      const drafts = await payload.find({ collection: collection.slug as CollectionSlug, depth: 0, pagination: false, overrideAccess: true, req, draft: true })
      for (const d of drafts.docs) ids.add(d.id)
    }
    for (const id of ids) {
      await reindexOwner(payload, { kind: 'collection', slug: collection.slug, id }, collection.fields, Boolean(collection.versions?.drafts), targets, req)
      owners++
    }
  }
  for (const global of payload.config.globals) {
    if (!usesUploads(global.slug, global.fields, targets)) continue
    await reindexOwner(payload, { kind: 'global', slug: global.slug }, global.fields, Boolean(global.versions?.drafts), targets, req)
    owners++
  }
  return owners
}

/** Whether a collection or global belongs in the index (its fields can point at an upload; not bookkeeping). */
export function usesUploads(slug: string, fields: Field[], targets: string[]): boolean {
  return !slug.startsWith('payload-') && slug !== REFERENCE_INDEX_SLUG && targets.some((target) => mayReference(fields, target))
}
