/**
 * The search index, in the site's own database (created by the search_index migrations), so every
 * instance on one database reads the same index and a publish on one is found on all:
 * - SQLite: `search_documents` plus an FTS5 table `search_fts` (unicode61 over our own tokens, bm25-free:
 *   ranking is by column tier, then date);
 * - PostgreSQL: `search_documents` with tsvector columns built from the same tokens and a GIN index.
 * Tokens come from normalize.ts and are letters and digits only; every value is passed as a parameter.
 */
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { env, isPostgres } from '@/lib/env'

import { indexTokens, termTokens, type Term } from '../normalize'

export const SEARCH_KINDS = ['page', 'company', 'recruit', 'news', 'campaign'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One searchable document: a page, an article or a campaign, in one locale. */
export type SearchDocument = {
  /** Where it comes from, for updates and deletes in every locale: `page:companyOffices`, `news:12`. */
  source: string
  locale: Locale
  kind: SearchKind
  /** Locale-neutral path (`/company/Japan-Offices/`); the page adds the locale. */
  path: string
  title: string
  headings: string
  body: string
  /** The date shown (articles, campaigns); null for pages. */
  date: string | null
  /** Not found before this time (an article with a future publish date); null for always. */
  visibleFrom: string | null
}

export type SearchHit = Omit<SearchDocument, 'source' | 'visibleFrom'>

type SqlRunner = { execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: unknown[] }>; drizzle: unknown }

const postgres = () => isPostgres(env().DATABASE_URL)

async function run(payload: Payload, build: (sql: typeof sqliteSql) => unknown): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as SqlRunner
  const sql = (postgres() ? postgresSql : sqliteSql) as typeof sqliteSql
  const result = await db.execute({ drizzle: db.drizzle, sql: build(sql) })
  return (result.rows ?? []) as Record<string, unknown>[]
}

/** Longest body kept per document (characters); the rest is neither indexed nor shown. */
const BODY_LIMIT = 40_000

const key = (doc: Pick<SearchDocument, 'source' | 'locale'>) => `${doc.locale}:${doc.source}`

/** A PostgreSQL tsvector literal with positions, from our tokens (no parser in between). */
function tsvectorLiteral(tokens: string): string {
  const positions = new Map<string, number[]>()
  tokens.split(' ').forEach((token, i) => {
    if (!token) return
    const list = positions.get(token) ?? []
    // tsvector positions stop at 16383; later tokens still count as present.
    if (list.length < 256) list.push(Math.min(i + 1, 16383))
    positions.set(token, list)
  })
  return [...positions].map(([token, at]) => `'${token.replace(/['\\]/g, (c) => c + c)}':${at.join(',')}`).join(' ')
}

/** Replaces a document (same source and locale) or adds it. */
export async function upsertDocument(payload: Payload, doc: SearchDocument): Promise<void> {
  const body = doc.body.slice(0, BODY_LIMIT)
  const t = { title: indexTokens(doc.title), headings: indexTokens(doc.headings), body: indexTokens(body) }
  const now = new Date().toISOString()
  if (postgres()) {
    await run(payload, (sql) => sql`
      INSERT INTO search_documents (key, source, locale, kind, path, title, headings, body, date, visible_from, indexed_at, title_v, headings_v, all_v)
      VALUES (${key(doc)}, ${doc.source}, ${doc.locale}, ${doc.kind}, ${doc.path}, ${doc.title}, ${doc.headings}, ${body}, ${doc.date}, ${doc.visibleFrom}, ${now},
        ${tsvectorLiteral(t.title)}::tsvector, ${tsvectorLiteral(t.headings)}::tsvector,
        ${tsvectorLiteral(t.title)}::tsvector || ${tsvectorLiteral(t.headings)}::tsvector || ${tsvectorLiteral(t.body)}::tsvector)
      ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, path = excluded.path, title = excluded.title, headings = excluded.headings,
        body = excluded.body, date = excluded.date, visible_from = excluded.visible_from, indexed_at = excluded.indexed_at,
        title_v = excluded.title_v, headings_v = excluded.headings_v, all_v = excluded.all_v`)
    return
  }
  await deleteKeys(payload, [key(doc)])
  const rowid = await freeSortKey(payload, doc.date)
  await run(payload, (sql) => sql`
    INSERT INTO search_documents (key, source, locale, kind, path, title, headings, body, date, visible_from, indexed_at, fts_rowid)
    VALUES (${key(doc)}, ${doc.source}, ${doc.locale}, ${doc.kind}, ${doc.path}, ${doc.title}, ${doc.headings}, ${body}, ${doc.date}, ${doc.visibleFrom}, ${now}, ${rowid})`)
  await run(payload, (sql) => sql`INSERT INTO search_fts (rowid, title_t, headings_t, body_t, scope) VALUES (${rowid}, ${t.title}, ${t.headings}, ${t.body}, ${doc.locale})`)
}

/**
 * SQLite: the FTS rowid is the document's place in the result order (pages first, then newest first), so
 * a page of results is read from the full-text index in rowid order without sorting every match.
 * Seconds since 1970 × 1024 leaves room for 1024 documents per second; pages sort above every date.
 */
const PAGE_SORT_BASE = 2 ** 52
async function freeSortKey(payload: Payload, date: string | null): Promise<number> {
  const seconds = date ? Math.floor(Date.parse(date) / 1000) : NaN
  const base = Number.isFinite(seconds) && seconds > 0 ? seconds * 1024 : PAGE_SORT_BASE
  const [row] = await run(payload, (sql) => sql`SELECT max(fts_rowid) AS top FROM search_documents WHERE fts_rowid >= ${base} AND fts_rowid < ${base + (base === PAGE_SORT_BASE ? 2 ** 40 : 1024)}`)
  return row?.top == null ? base : Number(row.top) + 1
}

async function deleteKeys(payload: Payload, keys: string[]): Promise<void> {
  for (const k of keys) {
    if (postgres()) await run(payload, (sql) => sql`DELETE FROM search_documents WHERE key = ${k}`)
    else {
      await run(payload, (sql) => sql`DELETE FROM search_fts WHERE rowid IN (SELECT fts_rowid FROM search_documents WHERE key = ${k})`)
      await run(payload, (sql) => sql`DELETE FROM search_documents WHERE key = ${k}`)
    }
  }
}

/** Removes a source's documents in the given locales (all when omitted). */
export async function deleteSource(payload: Payload, source: string, locales?: readonly Locale[]): Promise<void> {
  const rows = await run(payload, (sql) => sql`SELECT key, locale FROM search_documents WHERE source = ${source}`)
  const keys = rows.filter((r) => !locales || locales.includes(r.locale as Locale)).map((r) => String(r.key))
  await deleteKeys(payload, keys)
}

/** Sources indexed under a prefix (`news:`), to drop the ones that are gone. */
export async function indexedSources(payload: Payload, prefix: string): Promise<Set<string>> {
  const rows = await run(payload, (sql) => sql`SELECT DISTINCT source FROM search_documents WHERE source LIKE ${`${prefix}%`}`)
  return new Set(rows.map((r) => String(r.source)))
}

export async function readMeta(payload: Payload, name: string): Promise<string | null> {
  const [row] = await run(payload, (sql) => sql`SELECT value FROM search_meta WHERE name = ${name}`)
  return row ? String(row.value) : null
}

export async function writeMeta(payload: Payload, name: string, value: string): Promise<void> {
  await run(payload, (sql) => sql`INSERT INTO search_meta (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO UPDATE SET value = excluded.value`)
}

/** An FTS5 query: every term (AND); a Japanese run is a phrase of its pairs. Tokens are letters and digits only. */
export function fts5Query(terms: Term[]): string {
  return terms
    .map((term) => {
      const { tokens, prefix } = termTokens(term)
      return `"${tokens.join(' ')}"${prefix ? ' *' : ''}`
    })
    .join(' AND ')
}

/** The same query as a PostgreSQL tsquery: pairs joined by <-> (adjacent), terms by &. */
export function tsQuery(terms: Term[]): string {
  return terms
    .map((term) => {
      const { tokens, prefix } = termTokens(term)
      const quoted = tokens.map((token) => `'${token.replace(/['\\]/g, (c) => c + c)}'`)
      return `(${quoted.join(' <-> ')}${prefix ? ':*' : ''})`
    })
    .join(' & ')
}

const hit = (r: Record<string, unknown>): SearchHit => ({
  locale: r.locale as Locale,
  kind: r.kind as SearchKind,
  path: String(r.path),
  title: String(r.title),
  headings: String(r.headings),
  body: String(r.body),
  date: r.date ? new Date(r.date as string).toISOString() : null,
})

/**
 * One page of documents matching every term, in the locale, visible now: title matches first, then
 * headings, then body; within each, pages before dated documents, then newest first.
 */
export async function queryIndex(
  payload: Payload,
  { locale, terms, limit, offset, now = new Date() }: { locale: Locale; terms: Term[]; limit: number; offset: number; now?: Date },
): Promise<{ hits: SearchHit[]; total: number }> {
  if (terms.length === 0) return { hits: [], total: 0 }
  const at = now.toISOString()
  if (postgres()) {
    const q = tsQuery(terms)
    const [rows, count] = await Promise.all([
      run(payload, (sql) => sql`
        SELECT locale, kind, path, title, headings, body, date,
          CASE WHEN title_v @@ ${q}::tsquery THEN 3 WHEN headings_v @@ ${q}::tsquery THEN 2 ELSE 1 END AS tier
        FROM search_documents
        WHERE all_v @@ ${q}::tsquery AND locale = ${locale} AND (visible_from IS NULL OR visible_from <= ${at}::timestamptz)
        ORDER BY tier DESC, date DESC NULLS FIRST, id
        LIMIT ${limit} OFFSET ${offset}`),
      run(payload, (sql) => sql`
        SELECT count(*) AS n FROM search_documents
        WHERE all_v @@ ${q}::tsquery AND locale = ${locale} AND (visible_from IS NULL OR visible_from <= ${at}::timestamptz)`),
    ])
    return { hits: rows.map(hit), total: Number(count[0]?.n ?? 0) }
  }
  // SQLite: one full-text query per tier (title, else headings, else body), each counted and paged in rowid
  // (= result) order inside the index; embargoed documents (few) are left out by rowid.
  const q = fts5Query(terms)
  const scope = `{scope} : ${locale}`
  const tiers = [
    `({title_t} : (${q})) AND (${scope})`,
    `(({headings_t} : (${q})) AND (${scope})) NOT ({title_t} : (${q}))`,
    `((${q}) AND (${scope})) NOT (({title_t} : (${q})) OR ({headings_t} : (${q})))`,
  ]
  const hidden = (sql: typeof sqliteSql) => sql`rowid NOT IN (SELECT fts_rowid FROM search_documents WHERE visible_from > ${at})`
  const counts = await Promise.all(
    tiers.map(async (match) => Number((await run(payload, (sql) => sql`SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ${match} AND ${hidden(sql)}`))[0]?.n ?? 0)),
  )
  const rowids: number[] = []
  let skip = offset
  for (let tier = 0; tier < tiers.length && rowids.length < limit; tier++) {
    if (skip >= counts[tier]) {
      skip -= counts[tier]
      continue
    }
    const want = limit - rowids.length
    const rows = await run(payload, (sql) => sql`SELECT rowid AS r FROM search_fts WHERE search_fts MATCH ${tiers[tier]} AND ${hidden(sql)} ORDER BY rowid DESC LIMIT ${want} OFFSET ${skip}`)
    rowids.push(...rows.map((r) => Number(r.r)))
    skip = 0
  }
  const total = counts.reduce((a, b) => a + b, 0)
  if (rowids.length === 0) return { hits: [], total }
  const docs = await run(payload, (sql) => sql`SELECT fts_rowid, locale, kind, path, title, headings, body, date FROM search_documents WHERE fts_rowid IN (${sql.join(rowids.map((r) => sql`${r}`), sql`, `)})`)
  const byRowid = new Map(docs.map((d) => [Number(d.fts_rowid), d]))
  return { hits: rowids.flatMap((r) => (byRowid.has(r) ? [hit(byRowid.get(r)!)] : [])), total }
}
