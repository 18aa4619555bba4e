import 'server-only'

import type { Payload } from 'payload'

import { LOCALES, type Locale } from '../../i18n/locales'

import type { NewsCategory } from './types'

/**
 * Indexed reads of the news table for lists that only need ids or a slug and date: one query on the
 * `news` table's own columns (`_status`, `published_at`, `category`, all indexed), where Payload's
 * paginated `find` also joins and counts the localized rows and slows down with the archive's size
 * (docs/decisions.md C12). Works on both adapters (SQLite and PostgreSQL use the same column names).
 * Values are never user text: `now` is an ISO date the server made, `category` one of NEWS_CATEGORIES,
 * the numbers are integers; they are still quoted and checked here.
 */
type RawResult = { rows?: unknown[] }
type RawExecutor = { execute: (args: { drizzle: unknown; raw: string }) => Promise<RawResult> | RawResult; drizzle: unknown }

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/** Live in `locale`: its language switched on and that language's own publish time, if any, come (lib/cms/query.ts). */
function languageCondition(locale: Locale, now: string): string {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error('news index: bad locale')
  return `languages_${locale}_on = true AND (languages_${locale}_from IS NULL OR languages_${locale}_from <= ${quote(now)})`
}

function liveCondition(now: string, category: NewsCategory | null, locale?: Locale): string {
  if (Number.isNaN(Date.parse(now))) throw new Error('news index: now must be a date')
  const parts = [`_status = 'published'`, `published_at <= ${quote(now)}`]
  if (locale) parts.push(languageCondition(locale, now))
  if (category !== null) {
    if (!/^[a-z]+$/.test(category)) throw new Error('news index: bad category')
    parts.push(`category = ${quote(category)}`)
  }
  return parts.join(' AND ')
}

async function rows(payload: Payload, raw: string): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as RawExecutor
  const result = await db.execute({ drizzle: db.drizzle, raw })
  return (result.rows ?? []) as Record<string, unknown>[]
}

/** The ids of one page of live articles, newest first, and how many live articles there are. */
export async function liveNewsPageIds(
  payload: Payload,
  { page, pageSize, category, now, locale }: { page: number; pageSize: number; category: NewsCategory | null; now: string; locale: Locale },
): Promise<{ ids: number[]; total: number }> {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) throw new Error('news index: bad page')
  const where = liveCondition(now, category, locale)
  const [idRows, countRows] = await Promise.all([
    rows(payload, `SELECT id FROM news WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    rows(payload, `SELECT count(*) AS n FROM news WHERE ${where}`),
  ])
  return { ids: idRows.map((r) => Number(r.id)), total: Number(countRows[0]?.n ?? 0) }
}

/** Slug, last change and live languages of every article live in at least one language, newest first (sitemap.xml). */
export async function liveNewsSlugs(payload: Payload, now: string): Promise<{ slug: string; updatedAt: string; locales: Locale[] }[]> {
  const live = LOCALES.map((locale) => `CASE WHEN ${languageCondition(locale, now)} THEN 1 ELSE 0 END AS live_${locale}`).join(', ')
  const list = await rows(payload, `SELECT slug, updated_at, ${live} FROM news WHERE ${liveCondition(now, null)} ORDER BY published_at DESC, id DESC`)
  return list
    .map((r) => ({ slug: String(r.slug), updatedAt: new Date(r.updated_at as string).toISOString(), locales: LOCALES.filter((locale) => Number(r[`live_${locale}`]) === 1) }))
    .filter((entry) => entry.locales.length > 0)
}
