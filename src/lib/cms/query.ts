import type { Where } from 'payload'

import { LOCALES, type Locale } from '../../i18n/locales'

import { NEWS_CATEGORIES, type NewsCategory } from './types'

/**
 * The news the public may see: published, and with a publish date that has come. (A future date keeps
 * a published article off the site until then; the cache lifetime bounds how late it appears.)
 */
export function liveNewsWhere(now = new Date()): Where {
  return { and: [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: now.toISOString() } }] }
}

/** ?page= as a positive integer (1 when absent); null when it is not one, so the page can 404. */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/** ?category= as a known category (null for all); undefined when unknown, so the page can 404. */
export function parseCategoryParam(value: string | string[] | undefined): NewsCategory | null | undefined {
  if (value === undefined || value === '') return null
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value) ? (value as NewsCategory) : undefined
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 120
/** Words that are routes of their own under /news/ and /campaign/, so no article may take them. */
export const RESERVED_SLUGS = ['draft', 'feed', 'page', 'category'] as const

/** Why a slug is not acceptable, or null when it is. Shared by the CMS field and the routes. */
export function slugProblem(value: unknown): 'format' | 'reserved' | null {
  if (typeof value !== 'string' || value.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(value)) return 'format'
  if ((RESERVED_SLUGS as readonly string[]).includes(value)) return 'reserved'
  return null
}

/** A slug as the CMS allows it; anything else cannot exist, so it is a 404 without a query. */
export function isValidSlug(value: string): boolean {
  return slugProblem(value) === null
}

/**
 * Per-language publishing (issue 47): a published document is live in a language only when that language is
 * switched on in its 「公開する言語」 group (`languages.<locale>On`) and the language's own publish time
 * (`languages.<locale>From`), if any, has come. A language that is not live does not exist for visitors: its
 * page is a 404 and it is left out of lists, feeds, the sitemap, search and hreflang. The group is added to a
 * collection by src/payload/fields/languages.ts.
 */
export const LANGUAGES_FIELD = 'languages'

export function localeLiveWhere(locale: Locale, now = new Date()): Where {
  const from = `${LANGUAGES_FIELD}.${locale}From`
  return {
    and: [{ [`${LANGUAGES_FIELD}.${locale}On`]: { equals: true } }, { or: [{ [from]: { exists: false } }, { [from]: { less_than_equal: now.toISOString() } }] }],
  }
}

export type LanguagesValue = Partial<Record<string, boolean | string | null>> | null | undefined

/** Whether a document (as read, with its `languages` group) is live in `locale` at `now`. A document without the group is live everywhere. */
export function isLiveIn(doc: { languages?: LanguagesValue } | null | undefined, locale: Locale, now = new Date()): boolean {
  const group = doc?.languages
  if (!group) return true
  if (group[`${locale}On`] !== true) return false
  const from = group[`${locale}From`]
  return typeof from !== 'string' || !from || Date.parse(from) <= now.getTime()
}

/** The locales a document is live in at `now`. */
export function liveLocalesOf(doc: { languages?: LanguagesValue } | null | undefined, now = new Date()): Locale[] {
  return LOCALES.filter((locale) => isLiveIn(doc, locale, now))
}
