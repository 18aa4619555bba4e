import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { siteName } from '@/lib/seo'

import { CACHE_TAGS, cmsRevalidateSeconds } from './cache-tags'
import { FIGURES, localizedFigures } from '@/content/figures'

import { toCompanyFacts, toCompanyMessage, toEmployeeCounts, toHomeContent, toInterview, toLegalView, toOccupation, toSiteFigures, retentionPeriod, type LegalView } from './content-mappers'
import { getPayloadClient } from './payload'
import { localeLiveWhere } from './query'
import type { CompanyFacts, CompanyMessage, EmployeeCounts, HomeContent, Interview, LegalKind, Occupation, SiteFigures } from './types'

const cached = <T>(key: string[], tags: string[], load: () => Promise<T>): Promise<T> => unstable_cache(load, key, { tags, revalidate: cmsRevalidateSeconds() })()

async function publishedGlobal(slug: 'company-profile' | 'company-messages' | 'home' | 'site-figures', locale: Locale, depth = 0): Promise<Record<string, unknown> | null> {
  const payload = await getPayloadClient()
  const doc = (await payload.findGlobal({ slug, locale, depth, draft: false, overrideAccess: false })) as unknown as Record<string, unknown>
  // A global never published reads as its defaults; the draft stays private.
  return doc && doc._status !== 'draft' ? doc : null
}

/** The Info table's group companies (/company/Info/). */
export function getCompanyFacts(locale: Locale): Promise<CompanyFacts[]> {
  return cached(['company-profile', locale], [CACHE_TAGS.companyProfile], async () => toCompanyFacts(await publishedGlobal('company-profile', locale), locale, siteName(locale)))
}

export function getCompanyMessage(locale: Locale, which: 'ceo' | 'recruit'): Promise<CompanyMessage> {
  return cached(['company-messages', which, locale], [CACHE_TAGS.companyMessages], async () => {
    // Depth 1: the recruit message's picture is read with its file name and size.
    const doc = await publishedGlobal('company-messages', locale, 1)
    return toCompanyMessage(doc?.[which] as Record<string, unknown> | undefined, siteName(locale))
  })
}

export function getHomeContent(locale: Locale): Promise<HomeContent | null> {
  return cached(['home', locale], [CACHE_TAGS.home], async () => toHomeContent(await publishedGlobal('home', locale)))
}

/**
 * The figures of the solution, REAIL and recruit pages (global `site-figures`). Until that global is first
 * published (a database not seeded yet) the pages show the seed's values, as the home page does.
 */
export function getSiteFigures(locale: Locale): Promise<SiteFigures> {
  return cached(['site-figures', locale], [CACHE_TAGS.siteFigures], async () => toSiteFigures(await publishedGlobal('site-figures', locale)) ?? seedFigures(locale))
}

function seedFigures(locale: Locale): SiteFigures {
  const { cameras, skipCart, employees } = localizedFigures(locale)
  return { cameras, ...skipCart, employees }
}

/**
 * The group's head count (company pages, recruit) and its as-of date: the sum of the company profile's employee
 * rows, dated by 各ページの数字 → 従業員数 (with the other figures' dates); the seed's where they are not numbers or left empty.
 */
export function getEmployeeCounts(locale: Locale): Promise<EmployeeCounts> {
  return cached(['employee-counts', locale], [CACHE_TAGS.companyProfile, CACHE_TAGS.siteFigures], async () => {
    const doc = await publishedGlobal('company-profile', locale)
    const asOf = toSiteFigures(await publishedGlobal('site-figures', locale))?.employees.asOf || FIGURES.employeesAsOf[locale]
    return toEmployeeCounts(toCompanyFacts(doc, locale, siteName(locale)), asOf) ?? { ...FIGURES.employees, asOf }
  })
}

export function getInterviews(locale: Locale): Promise<Interview[]> {
  return cached(['interviews', locale], [CACHE_TAGS.interviews, CACHE_TAGS.media], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'interviews', locale, where: { and: [{ _status: { equals: 'published' } }, localeLiveWhere(locale)] }, sort: ['sortOrder', 'createdAt'], depth: 1, limit: 100, overrideAccess: false })
    return docs.flatMap((doc) => toInterview(doc as never) ?? [])
  })
}

export function getOccupations(locale: Locale): Promise<Occupation[]> {
  return cached(['occupations', locale], [CACHE_TAGS.occupations], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'occupations', locale, where: { and: [{ _status: { equals: 'published' } }, localeLiveWhere(locale)] }, sort: ['sortOrder', 'createdAt'], depth: 0, limit: 200, overrideAccess: false })
    return docs.flatMap((doc) => toOccupation(doc as never) ?? [])
  })
}

/**
 * A legal page. Its text may name the business's address and representative ({address}, {representative}:
 * APPI Art. 32): they are read from the company profile's first company, so they are written once, and the
 * page follows a publish of either document.
 */
export function getLegalPage(locale: Locale, kind: LegalKind): Promise<LegalView | null> {
  return cached(['legal', kind, locale], [CACHE_TAGS.legal(kind), CACHE_TAGS.companyProfile], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'legal-pages', locale, where: { and: [{ _status: { equals: 'published' } }, { kind: { equals: kind } }] }, depth: 0, limit: 1, overrideAccess: false })
    const profile = await publishedGlobal('company-profile', locale)
    const parent = (Array.isArray(profile?.companies) ? profile.companies[0] : undefined) as { address?: unknown; representative?: unknown } | undefined
    const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s*\n\s*/g, locale === 'ja' ? '　' : ', ').trim() : '')
    return toLegalView(docs[0] as never, locale, { company: siteName(locale), email: env().CONTACT_EMAIL, address: oneLine(parent?.address), representative: oneLine(parent?.representative), enquiryRetention: retentionPeriod(locale, env().ENQUIRY_RETENTION_MONTHS) })
  })
}
