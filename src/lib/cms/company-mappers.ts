/**
 * Company content (offices, leaders) from CMS documents to the app's own types. Pure and free of
 * server-only imports: the admin's live preview runs the same mappers in the browser on the form's data.
 */
import type { Leader as LeaderDoc, Media, Office as OfficeDoc } from '@/payload/payload-types'

import { toFocalPoint } from './focal-point'
import { type Leader, MAP_LABEL_SIDES, type MapLabelSide, type Office, OFFICE_REGIONS, type OfficeRegion } from './types'

/** While an editor types, the preview gets partial documents: every field may be missing. */
type Draft<T> = { [K in keyof T]?: T[K] | null }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const anchor = (key: unknown, prefix: string, id: unknown): string => (typeof key === 'string' && key ? key : `${prefix}-${String(id ?? 'new')}`)
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => ((list as readonly unknown[]).includes(value) ? (value as T) : fallback)

export function toOffice(doc: Draft<OfficeDoc>): Office | null {
  const lat = Number(doc.lat)
  const lng = Number(doc.lng)
  if (!doc.name || !Number.isFinite(lat) || !Number.isFinite(lng) || doc.lat == null || doc.lng == null) return null
  return {
    id: anchor(doc.key, 'office', doc.id),
    region: oneOf<OfficeRegion>(OFFICE_REGIONS, doc.region, 'fukuoka'),
    name: doc.name,
    role: text(doc.role),
    address: text(doc.address),
    access: text(doc.access),
    location: { lat, lng },
    labelSide: oneOf<MapLabelSide>(MAP_LABEL_SIDES, doc.labelSide, 'right'),
  }
}

/** A biography's paragraphs: separated by empty lines (single line breaks stay inside a paragraph). */
export function paragraphs(value: unknown): string[] {
  return text(value)
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** An upload field read at depth 1 as the app's picture (its alt text is the page's); null for none or a bare id. */
export function mediaImageOf(media: unknown): Leader['portrait'] {
  if (!media || typeof media !== 'object') return null
  const m = media as Draft<Media>
  if (!m.filename) return null
  return { src: `/media/${encodeURIComponent(m.filename)}`, width: m.width ?? 480, height: m.height ?? 480, focus: toFocalPoint(m) }
}

export function toLeader(doc: Draft<LeaderDoc>): Leader | null {
  if (!doc.name) return null
  return { id: anchor(doc.key, 'leader', doc.id), name: doc.name, title: text(doc.title), jobTitle: text(doc.jobTitle), bio: paragraphs(doc.bio), portrait: mediaImageOf(doc.portrait) }
}
