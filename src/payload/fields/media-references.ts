/**
 * Which uploads (media) are still used, found from the config rather than a list of fields: every
 * upload and relationship field pointing at the upload collection, in every collection and global
 * (groups, arrays, blocks, tabs included), and every upload or link inside rich text. Collections
 * added later are covered without edits. Both the published and the latest draft version of each
 * document count, in every locale; older versions in a document's history do not.
 */
import type { CollectionSlug, Field, GlobalSlug, Payload, PayloadRequest, TypedLocale } from 'payload'

import { indexedReferences } from './media-reference-index'

type AnyField = Field & { name?: string; fields?: Field[]; relationTo?: string | string[]; hasMany?: boolean }

/** True when documents with these fields can point at `target` (rich text can point at anything). */
export function mayReference(fields: Field[], target: string): boolean {
  return fields.some((field) => {
    const f = field as AnyField
    if (field.type === 'richText') return true
    if ((field.type === 'upload' || field.type === 'relationship') && (Array.isArray(f.relationTo) ? f.relationTo.includes(target) : f.relationTo === target)) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => mayReference(tab.fields, target))
    if (field.type === 'blocks') return field.blocks.some((block) => mayReference(block.fields, target))
    return Array.isArray(f.fields) && mayReference(f.fields, target)
  })
}

function idOf(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

/** Any `{ relationTo: target, value }` inside rich text: upload nodes, links to a file, relationship nodes. */
function collectFromRichText(value: unknown, target: string, out: Set<string>): void {
  if (!value || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) collectFromRichText(item, target, out)
    return
  }
  const node = value as Record<string, unknown>
  if (node.relationTo === target && 'value' in node) {
    const id = idOf(node.value)
    if (id) out.add(id)
  }
  for (const child of Object.values(node)) if (child && typeof child === 'object') collectFromRichText(child, target, out)
}

/** Adds to `out` the ids of `target` documents that `data` (one locale, depth 0) refers to through `fields`. */
export function collectReferences(fields: Field[], data: unknown, target: string, out: Set<string>): void {
  if (!data || typeof data !== 'object') return
  const record = data as Record<string, unknown>
  for (const field of fields) {
    const f = field as AnyField
    if (field.type === 'tabs') {
      for (const tab of field.tabs) collectReferences(tab.fields, 'name' in tab && tab.name ? record[tab.name] : data, target, out)
      continue
    }
    if (!f.name) {
      if (Array.isArray(f.fields)) collectReferences(f.fields, data, target, out)
      continue
    }
    const value = record[f.name]
    if (value === null || value === undefined) continue
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        const polymorphic = Array.isArray(f.relationTo)
        for (const item of Array.isArray(value) ? value : [value]) {
          if (polymorphic) {
            const ref = item as { relationTo?: string; value?: unknown }
            const id = ref?.relationTo === target ? idOf(ref.value) : null
            if (id) out.add(id)
          } else if (f.relationTo === target) {
            const id = idOf(item)
            if (id) out.add(id)
          }
        }
        break
      }
      case 'richText':
        collectFromRichText(value, target, out)
        break
      case 'group':
        collectReferences(field.fields, value, target, out)
        break
      case 'array':
        if (Array.isArray(value)) for (const row of value) collectReferences(field.fields, row, target, out)
        break
      case 'blocks':
        if (Array.isArray(value)) {
          for (const row of value) {
            const block = field.blocks.find((b) => b.slug === (row as { blockType?: string })?.blockType)
            if (block) collectReferences(block.fields, row, target, out)
          }
        }
        break
      default:
        if (Array.isArray(f.fields)) collectReferences(f.fields, value, target, out)
    }
  }
}

/** Payload's own bookkeeping (locks, preferences, jobs) refers to documents without using them. */
const isBookkeeping = (slug: string) => slug.startsWith('payload-')

/**
 * The ids of `target` documents used anywhere (see the file's comment), by reading every document: what the
 * reference index (media-reference-index.ts) is built from and checked against; the admin reads the index.
 */
export async function referencedIds(payload: Payload, target: string, req?: PayloadRequest): Promise<Set<string>> {
  const out = new Set<string>()
  const locales = (payload.config.localization ? payload.config.localization.localeCodes : [undefined]) as (TypedLocale | undefined)[]
  for (const collection of payload.config.collections) {
    if (isBookkeeping(collection.slug) || !mayReference(collection.fields, target)) continue
    for (const draft of collection.versions?.drafts ? [false, true] : [false]) {
      for (const locale of locales) {
        const { docs } = await payload.find({
          collection: collection.slug as CollectionSlug,
          locale,
          fallbackLocale: false,
          draft,
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
        for (const doc of docs) collectReferences(collection.fields, doc, target, out)
      }
    }
  }
  for (const global of payload.config.globals) {
    if (!mayReference(global.fields, target)) continue
    for (const draft of global.versions?.drafts ? [false, true] : [false]) {
      for (const locale of locales) {
        const doc = await payload.findGlobal({ slug: global.slug as GlobalSlug, locale, fallbackLocale: false, draft, depth: 0, overrideAccess: true, req })
        collectReferences(global.fields, doc, target, out)
      }
    }
  }
  return out
}

export type UnusedUpload = { id: string; filename: string; alt: string }

/**
 * Every document of the upload collection `target` that nothing uses, oldest first. `used` says which ids are
 * used: the reference index by default (media-reference-index.ts), or a full scan (`referencedIds`).
 */
export async function unusedUploads(payload: Payload, target: string, req?: PayloadRequest, used?: Set<string>): Promise<UnusedUpload[]> {
  used ??= await indexedReferences(payload, target, req)
  const { docs } = await payload.find({ collection: target as CollectionSlug, depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true, req })
  return docs
    .filter((doc) => !used.has(String(doc.id)))
    .map((doc) => {
      const d = doc as { id: number | string; filename?: string | null; alt?: string | null }
      return { id: String(d.id), filename: d.filename ?? '', alt: d.alt ?? '' }
    })
}
