/**
 * What the search index holds, read from the sources the pages render: the route table and the pages'
 * message namespaces (messages/*.json), the CMS content each page shows (through the same mappers), and
 * every live news article, campaign and landing page. Nothing here is a hand-kept list of copy.
 */
import type { Payload } from 'payload'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { toCompanyFacts, toCompanyMessage, toHomeContent, toInterview, toLegalView, toOccupation } from '@/lib/cms/content-mappers'
import { toLeader, toOffice } from '@/lib/cms/company-mappers'
import { toLandingPage } from '@/lib/cms/landing-mappers'
import { localeLiveWhere } from '@/lib/cms/query'
import type { LandingBlock } from '@/lib/cms/types'
import { campaignPath, newsPath } from '@/lib/content-routes'
import { landingSitePath } from '@/lib/landing-paths'
import { SITE_ROUTES, type SiteRoute } from '@/lib/site-routes'

import type { SearchDocument, SearchKind } from './store'

const MESSAGES: Record<Locale, Record<string, unknown>> = { ja, en }

/** The company's name as the pages print it (lib/seo's siteName; that module needs a Next request). */
const siteName = (locale: Locale) => (locale === 'ja' ? env().COMPANY_NAME_JA : env().COMPANY_NAME_EN)

/** Page namespaces not named `<route key>Page`. Every `*Page` namespace must belong to a route (sources.test.ts). */
const NAMESPACE_OF: Record<string, string> = { companyOffices: 'officesPage', companyLeaders: 'leadersPage', companyMessage: 'messagePage' }

/** The pages that are found: listed routes (not the contact steps, /404/) other than the site map itself. */
export const SEARCHABLE_ROUTES: readonly SiteRoute[] = SITE_ROUTES.filter((route) => route.listed && route.key !== 'sitemap')

export function copyNamespaceOf(key: string): string | null {
  const name = NAMESPACE_OF[key] ?? `${key}Page`
  return name in ja ? name : null
}

/** Which pages show which CMS collection or global: a change there re-indexes those pages. */
export const PAGES_SHOWING: Record<string, readonly string[]> = {
  offices: ['companyOffices'],
  leaders: ['companyLeaders'],
  interviews: ['recruitInterview'],
  occupations: ['recruitOccupation'],
  'legal-pages': ['privacy', 'terms', 'conduct'],
  'company-profile': ['companyInfo'],
  'company-messages': ['companyMessage', 'recruitMessage'],
  home: ['home'],
}

const HEADING_KEY = /^(title|heading|name|question|.*(Title|Heading))$/
/** Keys whose values are not copy a visitor reads (ids, URLs, image data, settings, the meta description). */
const SKIP_KEY = /^(id|key|src|href|url|careersUrl|icon|group|region|labelSide|location|portrait|picture|image|width|height|alt|description|listType|plain)$/

/** ICU placeholders and rich-text tags out of a message, leaving the words. */
const plainMessage = (text: string, company: string) =>
  text.replace(/<\/?[a-zA-Z][\w-]*>/g, '').replace(/\{company\}/g, company).replace(/\{[^{}]*\}/g, ' ')

/** Every string under a value, split into headings and body by the key it sits under. */
function collect(value: unknown, into: { headings: string[]; body: string[] }, company: string, keyName = ''): void {
  if (SKIP_KEY.test(keyName)) return
  if (typeof value === 'string') {
    const text = plainMessage(value, company).trim()
    if (text) (HEADING_KEY.test(keyName) ? into.headings : into.body).push(text)
  } else if (Array.isArray(value)) value.forEach((item) => collect(item, into, company, keyName))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, into, company, k)
}

const kindOfPath = (path: string): SearchKind => (path.startsWith('/company/') ? 'company' : path.startsWith('/recruit/') ? 'recruit' : 'page')

type Loose = Record<string, unknown> | null | undefined

async function publishedGlobal(payload: Payload, slug: 'company-profile' | 'company-messages' | 'home', locale: Locale): Promise<Loose> {
  const doc = (await payload.findGlobal({ slug, locale, depth: 0, draft: false, overrideAccess: false })) as unknown as Loose
  return doc && doc._status !== 'draft' ? doc : null
}

async function published(payload: Payload, collection: 'offices' | 'leaders' | 'interviews' | 'occupations' | 'legal-pages', locale: Locale, where?: Record<string, unknown>) {
  const { docs } = await payload.find({
    collection,
    locale,
    // Legal pages have no per-language publishing; the company lists do (fields/languages.ts).
    where: { and: [{ _status: { equals: 'published' } }, ...(collection === 'legal-pages' ? [] : [localeLiveWhere(locale)]), ...(where ? [where] : [])] } as never,
    sort: collection === 'legal-pages' ? undefined : ['sortOrder', 'createdAt'],
    depth: 0,
    limit: 200,
    overrideAccess: false,
  })
  return docs as unknown as Loose[]
}

/** The CMS content a page shows, as the page's mappers give it. */
async function cmsContentOf(payload: Payload, key: string, locale: Locale): Promise<unknown> {
  const company = siteName(locale)
  switch (key) {
    case 'home':
      return toHomeContent(await publishedGlobal(payload, 'home', locale))
    case 'companyInfo':
      return toCompanyFacts(await publishedGlobal(payload, 'company-profile', locale), locale, company)
    case 'companyMessage':
    case 'recruitMessage': {
      const doc = await publishedGlobal(payload, 'company-messages', locale)
      return toCompanyMessage(doc?.[key === 'companyMessage' ? 'ceo' : 'recruit'] as Loose, company)
    }
    case 'companyLeaders':
      return (await published(payload, 'leaders', locale)).flatMap((doc) => toLeader(doc as never) ?? [])
    case 'companyOffices':
      return (await published(payload, 'offices', locale)).flatMap((doc) => toOffice(doc as never) ?? [])
    case 'recruitInterview':
      return (await published(payload, 'interviews', locale)).flatMap((doc) => toInterview(doc) ?? [])
    case 'recruitOccupation':
      return (await published(payload, 'occupations', locale)).flatMap((doc) => toOccupation(doc) ?? [])
    case 'privacy':
    case 'terms':
    case 'conduct': {
      const [doc] = await published(payload, 'legal-pages', locale, { kind: { equals: key } })
      return toLegalView(doc, locale, { company, email: env().CONTACT_EMAIL })
    }
    default:
      return null
  }
}

/** A static page's document in one locale: its title, its copy from messages, the CMS content it shows. */
export async function pageDocument(payload: Payload, route: SiteRoute, locale: Locale): Promise<SearchDocument> {
  const messages = MESSAGES[locale]
  const intro = (messages.pages as Record<string, Record<string, unknown>>)[route.key] ?? {}
  const into = { headings: [] as string[], body: [] as string[] }
  const rest = Object.fromEntries(Object.entries(intro).filter(([key]) => key !== 'title'))
  const company = siteName(locale)
  collect(rest, into, company)
  const namespace = copyNamespaceOf(route.key)
  if (namespace) collect(messages[namespace], into, company)
  collect(await cmsContentOf(payload, route.key, locale), into, company)
  return {
    source: `page:${route.key}`,
    locale,
    kind: kindOfPath(route.path),
    path: route.path,
    title: plainMessage(String(intro.title ?? route.key), company),
    headings: into.headings.join('\n'),
    body: into.body.join('\n'),
    date: null,
    visibleFrom: null,
  }
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** Rich text's words: headings apart from the rest; inline pieces (bold, links) joined as written, list items apart. */
export function richTextWords(value: unknown): { headings: string[]; body: string[] } {
  const out = { headings: [] as string[], body: [] as string[] }
  const plain = (node: LexicalNode): string => (typeof node.text === 'string' ? node.text : node.type === 'linebreak' ? '\n' : (node.children ?? []).map(plain).join(node.type === 'list' ? '\n' : ''))
  for (const node of (value as { root?: LexicalNode } | null)?.root?.children ?? []) {
    const text = plain(node).trim()
    if (text) (node.type === 'heading' ? out.headings : out.body).push(text)
  }
  return out
}

/**
 * A news article, campaign or landing page in one locale, or null when the public may not see it (a draft, never
 * published, deleted, or not published in that language). A future publish date is kept as `visibleFrom`: found from then on, not before.
 */
export async function contentDocument(payload: Payload, collection: ContentCollection, id: string | number, locale: Locale): Promise<SearchDocument | null> {
  const { docs } = await payload.find({
    collection,
    locale,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    // A landing page's blocks are read through its mapper, which keeps a picture block only with its picture.
    depth: collection === 'pages' ? 1 : 0,
    limit: 1,
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  const doc = docs[0] as unknown as Record<string, unknown> | undefined
  return doc ? toContentDocument(collection, doc, locale) : null
}

/** The CMS collections indexed one document at a time: articles, campaigns, landing pages. */
export const CONTENT_COLLECTIONS = ['news', 'campaigns', 'pages'] as const
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number]

/** Whether the document is published in `locale` (fields/languages.ts), and the time that language goes live when it has one. */
function languageRule(doc: Record<string, unknown>, locale: Locale): { live: boolean; from: string | null } {
  const languages = doc.languages as Record<string, unknown> | undefined
  if (languages && languages[`${locale}On`] !== true) return { live: false, from: null }
  return { live: true, from: typeof languages?.[`${locale}From`] === 'string' ? (languages[`${locale}From`] as string) || null : null }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
/** The words of the HTML a rich text block renders (the mapper's output), tags and entities out. */
const htmlWords = (html: string) => html.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]).split('\n').map((line) => line.trim()).filter(Boolean)

/** What a visitor reads in one block of a landing page, headings apart from the rest. */
function landingBlockWords(block: LandingBlock, into: { headings: string[]; body: string[] }): void {
  const heading = (text: string | null | undefined): void => {
    if (text) into.headings.push(text)
  }
  const body = (...texts: (string | null | undefined)[]): void => {
    into.body.push(...texts.filter((text): text is string => Boolean(text)))
  }
  heading(block.heading)
  switch (block.kind) {
    case 'hero':
      return body(block.eyebrow, block.text, ...block.buttons.map((button) => button.label))
    case 'richText':
      return body(...htmlWords(block.bodyHtml))
    case 'mediaText':
      return body(block.text)
    case 'figures':
      return body(...block.items.flatMap((item) => [item.label, item.note]))
    case 'cardGrid':
      return body(...block.cards.flatMap((card) => [card.title, card.text]))
    case 'cta':
      return body(block.text, block.link?.label)
    case 'faq':
      return body(...block.items.flatMap((item) => [item.question, item.answer]))
    case 'video':
      return body(block.title, block.caption)
    case 'form':
      return body(block.text)
    case 'contentList':
      // The latest articles it lists are indexed as themselves.
      return
  }
}

/** A landing page in one locale (issue 46), or null when the public may not see it there. */
export function toLandingDocument(doc: Record<string, unknown>, locale: Locale): SearchDocument | null {
  if (doc._status !== 'published' || typeof doc.path !== 'string' || typeof doc.title !== 'string' || !doc.title) return null
  const language = languageRule(doc, locale)
  if (!language.live) return null
  const page = toLandingPage(doc, locale)
  const into = { headings: [] as string[], body: [page.summary].filter(Boolean) }
  for (const block of page.blocks) landingBlockWords(block, into)
  return {
    source: `pages:${String(doc.id)}`,
    locale,
    kind: 'page',
    path: landingSitePath(page.path),
    title: page.title,
    headings: into.headings.join('\n'),
    body: into.body.join('\n'),
    date: null,
    visibleFrom: language.from,
  }
}

export function toContentDocument(collection: ContentCollection, doc: Record<string, unknown>, locale: Locale): SearchDocument | null {
  if (collection === 'pages') return toLandingDocument(doc, locale)
  if (doc._status !== 'published' || typeof doc.slug !== 'string' || typeof doc.title !== 'string') return null
  // A language the document is not published in is not searchable; one with its own publish time is found from then.
  const language = languageRule(doc, locale)
  if (!language.live) return null
  const languageFrom = language.from
  const words = richTextWords(doc.body)
  const summary = String((collection === 'news' ? doc.excerpt : doc.summary) ?? '')
  const date = String((collection === 'news' ? doc.publishedAt : doc.startsAt) ?? '') || null
  const datedFrom = collection === 'news' ? date : null
  const visibleFrom = [datedFrom, languageFrom].filter((at): at is string => Boolean(at)).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null
  return {
    source: `${collection}:${String(doc.id)}`,
    locale,
    kind: collection === 'news' ? 'news' : 'campaign',
    path: collection === 'news' ? newsPath(doc.slug) : campaignPath(doc.slug),
    title: doc.title,
    headings: words.headings.join('\n'),
    body: [summary, ...words.body].filter(Boolean).join('\n'),
    date,
    visibleFrom,
  }
}
