/**
 * Brings the privacy policy of a database seeded before 2026-12-01 up to the current text (issue 42: the APPI
 * Art. 32 items — address and representative —, the safety measures with 外的環境, the external-transmission and
 * marketing-mail wording), without overwriting what an editor wrote. A three-way update per article (an H2 and
 * what follows it, matched by its number "5."), per locale:
 * - an article still worded as the old seed wrote it (src/content/legal/privacy-before-2026-12.ts) gets the
 *   current seed's wording;
 * - an article an editor changed is kept as it is and listed, for the editor to bring in the new items by hand;
 * - an article the current text has and the stored one lacks is inserted in number order;
 * - the preamble likewise; articles only the stored text has stay.
 * When anything changed, a revision row dated today is added and the page is published as a new version (the
 * earlier one stays in its history). A page with an unpublished draft is left alone (publishing would bury the
 * draft). Run by `npm run legal:update-privacy` (scripts/update-privacy.ts): a dry run unless `--apply`.
 */
import type { Payload } from 'payload'

import { privacy } from '../../content/legal/privacy'
import { privacyBefore202612 } from '../../content/legal/privacy-before-2026-12'
import type { LegalSource } from '../../content/legal/types'
import { PUBLISH_DATE_TASK } from '../../payload/publish-date'
import { legalToLexical } from '../../payload/seed/content-pages'

type LexNode = { type?: string; tag?: string; listType?: string; text?: string; children?: LexNode[]; [key: string]: unknown }
type Body = { root: LexNode & { children: LexNode[] } }
type Section = { key: string; heading: string; nodes: LexNode[] }
const LOCALES = ['ja', 'en'] as const
type Lang = (typeof LOCALES)[number]

/** What a node says, with its kind: formatting, ids and versions do not count as an editor's change. */
function canonical(node: LexNode): string {
  const own = typeof node.text === 'string' ? node.text : ''
  const kids = Array.isArray(node.children) ? node.children.map(canonical).join('') : ''
  return node.type === 'text' ? own : `<${node.type ?? ''}${node.tag ? `:${node.tag}` : ''}${node.listType ? `:${node.listType}` : ''}>${kids}`
}

const sameNodes = (a: LexNode[], b: LexNode[]) => a.length === b.length && a.every((node, i) => canonical(node) === canonical(b[i]))

const plain = (node: LexNode): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(plain).join(''))

function split(body: Body): { preamble: LexNode[]; sections: Section[] } {
  const preamble: LexNode[] = []
  const sections: Section[] = []
  for (const node of body.root.children ?? []) {
    if (node.type === 'heading') {
      const heading = plain(node).trim()
      sections.push({ key: /^(\d+)[.．]/.exec(heading)?.[1] ?? heading, heading, nodes: [node] })
    } else if (sections.length) sections[sections.length - 1].nodes.push(node)
    else preamble.push(node)
  }
  return { preamble, sections }
}

export type MergeReport = { replaced: string[]; added: string[]; keptEdited: string[]; changed: boolean }

/** The stored body with the unedited articles in their current wording (see the file's comment). */
export function mergeLegalBody(stored: Body, base: Body, next: Body): { body: Body; report: MergeReport } {
  const s = split(stored)
  const b = split(base)
  const n = split(next)
  const report: MergeReport = { replaced: [], added: [], keptEdited: [], changed: false }
  const baseOf = new Map(b.sections.map((section) => [section.key, section]))
  const nextOf = new Map(n.sections.map((section) => [section.key, section]))

  let preamble = s.preamble
  if (!sameNodes(s.preamble, n.preamble)) {
    if (sameNodes(s.preamble, b.preamble)) {
      preamble = n.preamble
      report.replaced.push('(preamble)')
    } else report.keptEdited.push('(preamble)')
  }

  const out: Section[] = s.sections.map((section) => {
    const current = nextOf.get(section.key)
    if (!current || sameNodes(section.nodes, current.nodes)) return section
    const old = baseOf.get(section.key)
    if (old && sameNodes(section.nodes, old.nodes)) {
      report.replaced.push(current.heading)
      return current
    }
    report.keptEdited.push(section.heading)
    return section
  })
  const storedKeys = new Set(s.sections.map((section) => section.key))
  for (const section of n.sections) {
    if (storedKeys.has(section.key)) continue
    const number = Number(section.key)
    const at = Number.isFinite(number) ? out.findIndex((other) => Number(other.key) > number) : -1
    out.splice(at === -1 ? out.length : at, 0, section)
    report.added.push(section.heading)
  }
  report.changed = report.replaced.length > 0 || report.added.length > 0
  const children = [...preamble, ...out.flatMap((section) => section.nodes)]
  return { body: { root: { ...stored.root, children } }, report }
}

const PLACEHOLDERS = { company: '{company}', email: '{email}', enquiryRetention: '{enquiryRetention}' }

/** The seed's wording of a legal source as the CMS stores it (placeholders for the configured values). */
function seeded(source: LegalSource, lang: Lang): Body {
  return legalToLexical(source[lang](PLACEHOLDERS)) as unknown as Body
}

export type PrivacyUpdate = {
  status: 'no-privacy-page' | 'draft-pending' | 'up-to-date' | 'would-update' | 'updated'
  id?: number | string
  locales: Partial<Record<Lang, MergeReport>>
}

const REVISED = { ja: '改定', en: 'Revised' } as const

type Revision = { id?: string | null; label?: string | null; date?: string | null; note?: string | null }
type LegalDocument = { id: number | string; _status?: string | null; body?: Body | null; revisions?: Revision[] | null }

/** Tokyo's today at noon, as the seed dates legal texts. */
function todayInTokyo(now = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(now)
  return `${day}T03:00:00.000Z`
}

export async function updatePrivacyPolicy(payload: Payload, { apply, now = new Date() }: { apply: boolean; now?: Date }): Promise<PrivacyUpdate> {
  const { docs } = await payload.find({ collection: 'legal-pages', where: { kind: { equals: 'privacy' } }, depth: 0, limit: 1, draft: true, locale: 'ja', overrideAccess: true })
  const latest = docs[0] as LegalDocument | undefined
  if (!latest) return { status: 'no-privacy-page', locales: {} }
  if (latest._status !== 'published') return { status: 'draft-pending', id: latest.id, locales: {} }

  const merged = {} as Record<Lang, { body: Body; revisions: Revision[]; report: MergeReport }>
  for (const lang of LOCALES) {
    const doc = (await payload.findByID({ collection: 'legal-pages', id: latest.id, locale: lang, fallbackLocale: false, depth: 0, overrideAccess: true })) as LegalDocument
    const stored = doc.body?.root ? doc.body : { root: { type: 'root', children: [] } }
    const { body, report } = mergeLegalBody(stored as Body, seeded(privacyBefore202612, lang), seeded(privacy, lang))
    merged[lang] = { body, revisions: doc.revisions ?? [], report }
  }
  const locales = Object.fromEntries(LOCALES.map((lang) => [lang, merged[lang].report])) as Record<Lang, MergeReport>
  if (!LOCALES.some((lang) => merged[lang].report.changed)) return { status: 'up-to-date', id: latest.id, locales }
  if (!apply) return { status: 'would-update', id: latest.id, locales }

  const date = todayInTokyo(now)
  const context = { disableRevalidate: false }
  const keep = (rows: Revision[]) => rows.map((row) => ({ id: row.id, label: row.label, date: row.date, ...(row.note ? { note: row.note } : {}) }))
  const updated = (await payload.update({
    collection: 'legal-pages',
    id: latest.id,
    locale: 'ja',
    data: { body: merged.ja.body as never, revisions: [...keep(merged.ja.revisions), { label: REVISED.ja, date }] as never, _status: 'published' },
    overrideAccess: true,
    context,
  })) as LegalDocument
  const ids = (updated.revisions ?? []).map((row) => row.id)
  await payload.update({
    collection: 'legal-pages',
    id: latest.id,
    locale: 'en',
    data: {
      body: merged.en.body as never,
      revisions: [...keep(merged.en.revisions), { label: REVISED.en, date }].map((row, i) => ({ ...row, id: ids[i] })) as never,
      _status: 'published',
    },
    overrideAccess: true,
    context,
  })
  // A running site expires its cached privacy pages when its job ticker runs this (it also reads the page fresh after a restart).
  await payload.jobs.queue({ task: PUBLISH_DATE_TASK, input: { collection: 'legal-pages', id: String(latest.id) }, overrideAccess: true })
  return { status: 'updated', id: latest.id, locales }
}
