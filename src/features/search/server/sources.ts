/**
 * What the search index holds, read from the sources the pages render: the route table and the pages'
 * message namespaces (messages/*.json), the CMS content each page shows (through the same mappers), and
 * every live news article and campaign. Nothing here is a hand-kept list of copy.
 */
import type { Payload } from 'payload'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { toCompanyFacts, toCompanyMessage, toHomeContent, toInterview, toLegalView, toOccupation } from '@/lib/cms/content-mappers'
import { toLeader, toOffice } from '@/lib/cms/company-mappers'
import { localeLiveWhere } from '@/lib/cms/query'
import { campaignPath, newsPath } from '@/lib/content-routes'
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
 * A news article or campaign in one locale, or null when the public may not see it (a draft, never
 * published, deleted). A future publish date is kept as `visibleFrom`: found from then on, not before.
 */
export async function contentDocument(payload: Payload, collection: 'news' | 'campaigns', id: string | number, locale: Locale): Promise<SearchDocument | null> {
  const { docs } = await payload.find({
    collection,
    locale,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  const doc = docs[0] as unknown as Record<string, unknown> | undefined
  return doc ? toContentDocument(collection, doc, locale) : null
}

export function toContentDocument(collection: 'news' | 'campaigns', doc: Record<string, unknown>, locale: Locale): SearchDocument | null {
  if (doc._status !== 'published' || typeof doc.slug !== 'string' || typeof doc.title !== 'string') return null
  // A language the document is not published in is not searchable; one with its own publish time is found from then.
  const languages = doc.languages as Record<string, unknown> | undefined
  if (languages && languages[`${locale}On`] !== true) return null
  const languageFrom = typeof languages?.[`${locale}From`] === 'string' ? (languages[`${locale}From`] as string) : null
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
