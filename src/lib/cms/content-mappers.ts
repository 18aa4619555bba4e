/**
 * Company profile, messages, home, interviews, occupations and legal pages: CMS documents to the app's
 * own types. Pure (no server-only imports), like company-mappers.ts.
 */
import type { Locale } from '@/i18n/locales'

import { mediaImageOf } from './company-mappers'
import type { CompanyFacts, CompanyMessage, EmployeeCounts, HomeContent, Interview, LegalKind, Occupation, SiteFigures } from './types'
import { OCCUPATION_GROUPS, OCCUPATION_ICONS } from './types'

type Loose = Record<string, unknown> | null | undefined
const str = (value: unknown): string => (typeof value === 'string' ? value : '')
// {enquiryRetention}: the enquiry retention period (ENQUIRY_RETENTION_MONTHS), left as written where not given.
const fill = (value: unknown, tokens: Record<string, string | undefined>): string =>
  str(value).replace(/\{(company|email|address|representative|enquiryRetention)\}/g, (whole, key: string) => tokens[key] ?? (key === 'enquiryRetention' ? whole : ''))

/** A retention period as the legal pages word it: 24 → 「2年」/"2 years", 18 → 「18か月」/"18 months". */
export function retentionPeriod(locale: Locale, months: number): string {
  if (months % 12 === 0) {
    const years = months / 12
    return locale === 'ja' ? `${years}年` : `${years} year${years === 1 ? '' : 's'}`
  }
  return locale === 'ja' ? `${months}か月` : `${months} month${months === 1 ? '' : 's'}`
}
const linesOf = (value: unknown): string[] =>
  str(value)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
/** The named fields of a group, each as text ('' where missing). */
const textsOf = <K extends string>(group: Loose, keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, str(group?.[key])])) as Record<K, string>
export const paragraphsOf = (value: unknown): string[] =>
  str(value)
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export function toInterview(doc: Loose): Interview | null {
  if (!doc?.name) return null
  const answers = Array.isArray(doc.answers) ? (doc.answers as Loose[]) : []
  return {
    id: str(doc.key) || `interview-${String(doc.id ?? 'new')}`,
    name: str(doc.name),
    role: str(doc.role),
    site: str(doc.site),
    joined: str(doc.joined),
    portrait: mediaImageOf(doc.portrait),
    answers: answers.flatMap((a) => (a?.question || a?.answer ? [{ question: str(a.question), answer: str(a.answer) }] : [])),
  }
}

export function toOccupation(doc: Loose): Occupation | null {
  if (!doc?.title) return null
  const group = (OCCUPATION_GROUPS as readonly unknown[]).includes(doc.group) ? (doc.group as Occupation['group']) : 'engineering'
  const icon = (OCCUPATION_ICONS as readonly unknown[]).includes(doc.icon) ? (doc.icon as Occupation['icon']) : 'box'
  const url = str(doc.careersUrl)
  return { id: String(doc.id ?? 'new'), group, icon, title: str(doc.title), text: str(doc.text), place: str(doc.place), careersUrl: /^https:\/\//.test(url) ? url : null }
}

export const INFO_ROW_LABELS = {
  name: { ja: '商号', en: 'Company name' },
  address: { ja: '本社所在地', en: 'Head office' },
  established: { ja: '設立', en: 'Established' },
  capital: { ja: '資本金', en: 'Capital stock' },
  representative: { ja: '代表者', en: 'Representative' },
  directors: { ja: '役員', en: 'Directors' },
  business: { ja: '事業内容', en: 'Business' },
  bank: { ja: '取引金融機関', en: 'Financial institutions' },
  branches: { ja: '事業所', en: 'Branches' },
  employees: { ja: '従業員数', en: 'Employees' },
} as const satisfies Record<string, Record<Locale, string>>

/** The Info table; rows left empty by the editor are left out (never "事業所: なし"). */
export function toCompanyFacts(doc: Loose, locale: Locale, company: string): CompanyFacts[] {
  const companies = Array.isArray(doc?.companies) ? (doc.companies as Loose[]) : []
  return companies.flatMap((c, index) => {
    if (!c?.name) return []
    const name = fill(c.name, { company })
    const row = (key: keyof typeof INFO_ROW_LABELS, value: string | string[]) => ({ label: INFO_ROW_LABELS[key][locale], value })
    return [
      {
        id: index === 0 ? 'parent' : String(c.id ?? index),
        name,
        rows: [
          row('name', name),
          row('address', str(c.address)),
          row('established', str(c.established)),
          row('capital', str(c.capital)),
          row('representative', str(c.representative)),
          row('directors', linesOf(c.directors)),
          row('business', linesOf(c.business)),
          row('bank', linesOf(c.bank)),
          row('branches', linesOf(c.branches)),
          row('employees', str(c.employees)),
        ].filter((r) => r.value.length > 0),
      },
    ]
  })
}

export function toCompanyMessage(group: Loose, company: string): CompanyMessage {
  const picture = mediaImageOf(group?.picture)
  return {
    heading: fill(group?.heading, { company }),
    paragraphs: paragraphsOf(group?.body).map((p) => fill(p, { company })),
    signature: fill(group?.signature, { company }),
    picture: picture && { ...picture, alt: str((group?.picture as Loose)?.alt) },
  }
}

export function toHomeContent(doc: Loose): HomeContent | null {
  const { hero, figures } = (doc ?? {}) as { hero?: Loose; figures?: Loose }
  if (!hero?.title || !figures?.cameras) return null
  const homeFigures = textsOf(figures, ['checkoutSeconds', 'throughput', 'returnVisits', 'fewerCheckoutStaff', 'cameras', 'shops', 'camerasAsOf'])
  return { hero: textsOf(hero, ['eyebrow', 'title', 'lead']), figures: homeFigures }
}

/** The `site-figures` global in one locale; null until it has every figure (never published). */
export function toSiteFigures(doc: Loose): SiteFigures | null {
  const { cameras, skipCart, employees } = (doc ?? {}) as { cameras?: Loose; skipCart?: Loose; employees?: Loose }
  if (!cameras?.value || !skipCart?.throughput) return null
  const skipCartFigures = textsOf(skipCart, ['checkoutSeconds', 'throughput', 'returnVisits', 'fewerCheckoutStaff', 'basketLitres', 'chargingCarts', 'usageTrial', 'wasteYen'])
  return { cameras: textsOf(cameras, ['value', 'shops', 'asOf']), ...skipCartFigures, employees: { asOf: str(employees?.asOf).trim() } }
}

/** The group's head count read from the profile's employee rows ("119名", "119"); null when they do not read as numbers. */
export function toEmployeeCounts(companies: CompanyFacts[], asOf: string): EmployeeCounts | null {
  const count = (c: CompanyFacts | undefined) => {
    const value = c?.rows.find((r) => r.label === INFO_ROW_LABELS.employees.ja || r.label === INFO_ROW_LABELS.employees.en)?.value
    const digits = typeof value === 'string' ? /\d[\d,]*/.exec(value)?.[0] : undefined
    return digits ? Number(digits.replaceAll(',', '')) : null
  }
  const [parent, subsidiary] = [count(companies[0]), count(companies[1])]
  return parent === null || subsidiary === null ? null : { group: parent + subsidiary, parent, subsidiary, asOf }
}

/* Legal pages: Lexical rich text ⇄ the structure the legal page renders (articles, lists, dates). */

type LexicalNode = { type?: string; tag?: string; listType?: string; text?: string; children?: LexicalNode[] }
export type LegalBlock = string | { items: string[]; plain?: boolean }
export type LegalView = {
  kind: LegalKind
  title: string
  preamble: string[]
  sections: { heading: string; body: LegalBlock[] }[]
  dates: { label: string; value: string }[]
  signature?: string
  /** The tag register of the external-transmission policy (empty for the other pages). */
  tags: TagRegisterEntry[]
}

/** One row of the tag register: the ordinance's items (施行規則 22条の2の29) and the recipient's links. */
export type TagRegisterEntry = {
  id: string
  service: string
  recipient: string
  information: string
  sitePurpose: string
  recipientPurpose: string
  policyUrl: string
  optOutUrl?: string
}

/** Tokens a legal text may use: the company name and desk e-mail (settings), the address and representative (company profile). */
export type LegalTokens = { company: string; email: string; address?: string; representative?: string; enquiryRetention?: string }

const HTTPS = /^https:\/\/\S+$/

function plainText(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(plainText).join('')
}

const dateFormat = (locale: Locale) => new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', { dateStyle: 'long', timeZone: 'Asia/Tokyo' })

export function toLegalView(doc: Loose, locale: Locale, tokens: LegalTokens): LegalView | null {
  if (!doc?.title || !doc.kind) return null
  const root = (doc.body as { root?: LexicalNode } | null)?.root
  const preamble: string[] = []
  const sections: LegalView['sections'] = []
  for (const node of root?.children ?? []) {
    const current = sections.at(-1)
    if (node.type === 'heading') {
      sections.push({ heading: fill(plainText(node), tokens), body: [] })
    } else if (node.type === 'list') {
      const items = (node.children ?? []).map((li) => fill(plainText(li), tokens)).filter(Boolean)
      const block: LegalBlock = node.listType === 'bullet' ? { items, plain: true } : { items }
      if (current) current.body.push(block)
    } else {
      const text = fill(plainText(node), tokens).trim()
      if (!text) continue
      if (current) current.body.push(text)
      else preamble.push(text)
    }
  }
  const format = dateFormat(locale)
  const revisions = Array.isArray(doc.revisions) ? (doc.revisions as Loose[]) : []
  const dates = revisions.flatMap((r) => (r?.date && r.label ? [{ label: str(r.label), value: `${format.format(new Date(str(r.date)))}${r.note ? (locale === 'ja' ? `（${str(r.note)}）` : ` (${str(r.note)})`) : ''}` }] : []))
  const effective = str(doc.effectiveDate)
  if (effective && !revisions.some((r) => str(r?.date).slice(0, 10) === effective.slice(0, 10))) {
    dates.push({ label: locale === 'ja' ? '施行' : 'Effective', value: format.format(new Date(effective)) })
  }
  const signature = fill(doc.signature, tokens)
  const tags = (Array.isArray(doc.tags) ? (doc.tags as Loose[]) : []).flatMap((t, i): TagRegisterEntry[] => {
    const policyUrl = str(t?.policyUrl)
    if (!t?.service || !t.recipient || !HTTPS.test(policyUrl)) return []
    const optOutUrl = str(t.optOutUrl)
    return [
      {
        id: str(t.id) || String(i),
        service: str(t.service),
        recipient: str(t.recipient),
        information: str(t.information),
        sitePurpose: str(t.sitePurpose),
        recipientPurpose: str(t.recipientPurpose),
        policyUrl,
        ...(HTTPS.test(optOutUrl) ? { optOutUrl } : {}),
      },
    ]
  })
  return { kind: doc.kind as LegalKind, title: str(doc.title), preamble, sections, dates, ...(signature ? { signature } : {}), tags }
}
