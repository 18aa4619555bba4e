/**
 * Search figures on the configured database (run by bench/search.mjs): builds the site's index over every
 * live article and page, then times queries on it (approach A: the site's bigram/stem tokens in FTS5 or a
 * tsvector) and on a trigram index of the same folded text (approach B: FTS5 `trigram` on SQLite, `pg_trgm`
 * on PostgreSQL; LIKE for one- and two-character terms, which a trigram cannot match), and the recall of
 * both on the query set of tests/fixtures/search-recall.ts. Figures only; it never fails on time.
 */
import { performance } from 'node:perf_hooks'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'

// The config first, as scripts/migrate.ts does: it imports the search plugin, which imports the indexer.
import config from '../src/payload/payload.config'
import { foldText, queryTerms } from '../src/features/search/normalize'
import { reindexAll } from '../src/features/search/server/indexer'
import { deleteSource, queryIndex, upsertDocument } from '../src/features/search/server/store'
import { env, isPostgres } from '../src/lib/env'
import { RECALL_DOCUMENTS, RECALL_QUERIES } from '../tests/fixtures/search-recall'

const rounds = Number(process.env.BENCH_ROUNDS ?? 30)
const pg = isPostgres(env().DATABASE_URL)
const payload = await getPayload({ config, disableOnInit: true })

type Runner = { execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: unknown[] }>; drizzle: unknown }
async function run(p: Payload, build: (sql: typeof sqliteSql) => unknown): Promise<Record<string, unknown>[]> {
  const db = p.db as unknown as Runner
  return ((await db.execute({ drizzle: db.drizzle, sql: build((pg ? postgresSql : sqliteSql) as typeof sqliteSql) })).rows ?? []) as Record<string, unknown>[]
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const fmt = (ms: number) => `${ms.toFixed(1)} ms`

/** Approach B: a trigram index of the folded text of every document (title, headings, body in one column). */
async function buildTrigram(): Promise<void> {
  if (pg) {
    await run(payload, (sql) => sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
    await run(payload, (sql) => sql`DROP TABLE IF EXISTS bench_trgm`)
    await run(payload, (sql) => sql`CREATE TABLE bench_trgm (id integer PRIMARY KEY, locale varchar, path varchar, date timestamptz, folded text)`)
  } else {
    await run(payload, (sql) => sql`DROP TABLE IF EXISTS bench_trgm`)
    await run(payload, (sql) => sql`CREATE VIRTUAL TABLE bench_trgm USING fts5(folded, locale UNINDEXED, path UNINDEXED, date UNINDEXED, tokenize = 'trigram')`)
  }
  const rows = await run(payload, (sql) => sql`SELECT id, locale, path, date, title, headings, body FROM search_documents`)
  for (const r of rows) {
    const folded = foldText(`${r.title}\n${r.headings}\n${r.body}`)
    if (pg) await run(payload, (sql) => sql`INSERT INTO bench_trgm VALUES (${Number(r.id)}, ${r.locale}, ${r.path}, ${r.date}, ${folded})`)
    else await run(payload, (sql) => sql`INSERT INTO bench_trgm (rowid, folded, locale, path, date) VALUES (${Number(r.id)}, ${folded}, ${r.locale}, ${r.path}, ${r.date})`)
  }
  if (pg) await run(payload, (sql) => sql`CREATE INDEX bench_trgm_idx ON bench_trgm USING gin (folded gin_trgm_ops)`)
}

/** Approach B's query: every folded term as a substring (trigram MATCH for 3+ characters on SQLite, LIKE otherwise). */
async function queryTrigram(locale: string, q: string): Promise<{ paths: string[]; total: number }> {
  const terms = queryTerms(q).map((t) => t.text)
  if (terms.length === 0) return { paths: [], total: 0 }
  if (pg) {
    const like = terms.map((t) => `%${t.replace(/[%_\\]/g, '\\$&')}%`)
    const where = (sql: typeof sqliteSql) => sql.join(like.map((l) => sql`folded LIKE ${l}`), sql` AND `)
    const [rows, count] = await Promise.all([
      run(payload, (sql) => sql`SELECT path FROM bench_trgm WHERE locale = ${locale} AND ${where(sql)} ORDER BY date DESC NULLS FIRST LIMIT 10`),
      run(payload, (sql) => sql`SELECT count(*) AS n FROM bench_trgm WHERE locale = ${locale} AND ${where(sql)}`),
    ])
    return { paths: rows.map((r) => String(r.path)), total: Number(count[0]?.n ?? 0) }
  }
  const long = terms.filter((t) => Array.from(t).length >= 3)
  const short = terms.filter((t) => Array.from(t).length < 3)
  const match = long.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ')
  const where = (sql: typeof sqliteSql) =>
    sql.join([sql`locale = ${locale}`, ...(match ? [sql`bench_trgm MATCH ${match}`] : []), ...short.map((t) => sql`folded LIKE ${`%${t}%`}`)], sql` AND `)
  const [rows, count] = await Promise.all([
    run(payload, (sql) => sql`SELECT path FROM bench_trgm WHERE ${where(sql)} ORDER BY COALESCE(date, '9999') DESC LIMIT 10`),
    run(payload, (sql) => sql`SELECT count(*) AS n FROM bench_trgm WHERE ${where(sql)}`),
  ])
  return { paths: rows.map((r) => String(r.path)), total: Number(count[0]?.n ?? 0) }
}

async function timeQueries(label: string, query: (locale: 'ja' | 'en', q: string) => Promise<{ total: number }>) {
  const queries: ['ja' | 'en', string][] = [
    ['ja', 'レジ'], ['ja', '福岡'], ['ja', 'カート'], ['ja', 'ｶｰﾄ'], ['ja', '求人 福岡'], ['ja', 'ベンチマーク'], ['ja', '記事 05000'], ['ja', '本文'], ['ja', '社'], ['ja', 'スマートショッピングカート'],
    ['en', 'carts'], ['en', 'shelf monitoring'], ['en', 'benchmark article'], ['en', 'zzznothing'],
  ]
  const all: number[] = []
  console.log(`\n${label}`)
  for (const [locale, q] of queries) {
    const times: number[] = []
    let total = 0
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      total = (await query(locale, q)).total
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    all.push(...times)
    console.log(`  ${locale} ${q.padEnd(16)} ${String(total).padStart(6)} hits   p50 ${fmt(pct(times, 50)).padStart(9)}   p99 ${fmt(pct(times, 99)).padStart(9)}`)
  }
  all.sort((a, b) => a - b)
  console.log(`  all queries: p50 ${fmt(pct(all, 50))}, p99 ${fmt(pct(all, 99))} (${all.length} queries)`)
}

async function recall(label: string, query: (locale: 'ja' | 'en', q: string) => Promise<string[]>) {
  let expected = 0
  let found = 0
  const missed: string[] = []
  for (const item of RECALL_QUERIES) {
    const got = new Set((await query(item.locale, item.q)).filter((p) => p.startsWith('/fixture/')).map((p) => p.split('/')[2]))
    for (const id of item.expect) {
      expected++
      if (got.has(id)) found++
      else missed.push(`${item.q}→${id}`)
    }
  }
  console.log(`  ${label}: recall ${found}/${expected} = ${((100 * found) / expected).toFixed(1)} %${missed.length ? `; missed: ${missed.join(', ')}` : ''}`)
}

const { totalDocs } = await payload.count({ collection: 'news' })
console.log(`search bench on ${pg ? 'PostgreSQL' : 'SQLite'}: ${totalDocs} news articles, ${rounds} rounds per query`)
// BENCH_SKIP_INDEX=1 measures the index as it is; BENCH_ONLY_A=1 leaves out the trigram comparison.
const onlyA = Boolean(process.env.BENCH_ONLY_A)
let started = performance.now()
if (!process.env.BENCH_SKIP_INDEX) {
  const counts = await reindexAll(payload)
  console.log(`index built: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
started = performance.now()
if (!onlyA) {
  await buildTrigram()
  console.log(`trigram index (approach B) built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

await timeQueries('A. site index (bigrams + stems, ranked title > headings > body > date), one result page + count:', (locale, q) =>
  queryIndex(payload, { locale, terms: queryTerms(q), limit: 10, offset: 0 }),
)
if (!onlyA) await timeQueries(`B. trigram (${pg ? 'pg_trgm GIN, LIKE' : 'FTS5 trigram MATCH, LIKE under 3 characters'}), one result page + count:`, queryTrigram)

// Recall on the fixture: its documents are added to both indexes, then removed.
for (const doc of RECALL_DOCUMENTS) {
  await upsertDocument(payload, { source: `fixture:${doc.id}`, locale: doc.locale, kind: 'page', path: `/fixture/${doc.id}/`, title: doc.title, headings: doc.headings ?? '', body: doc.body, date: null, visibleFrom: null })
}
if (!onlyA) await buildTrigram()
console.log(`\nrecall on tests/fixtures/search-recall.ts (${RECALL_QUERIES.length} queries):`)
await recall('A. site index', async (locale, q) => (await queryIndex(payload, { locale, terms: queryTerms(q), limit: 100, offset: 0 })).hits.map((h) => h.path))
if (!onlyA) await recall('B. trigram', async (locale, q) => {
  const terms = queryTerms(q).map((t) => t.text)
  if (terms.length === 0) return []
  const like = (sql: typeof sqliteSql) => sql.join(terms.map((t) => sql`folded LIKE ${`%${t}%`}`), sql` AND `)
  return (await run(payload, (sql) => sql`SELECT path FROM bench_trgm WHERE locale = ${locale} AND ${like(sql)}`)).map((r) => String(r.path))
})
for (const doc of RECALL_DOCUMENTS) await deleteSource(payload, `fixture:${doc.id}`)
await run(payload, (sql) => sql`DROP TABLE IF EXISTS bench_trgm`)
process.exit(0)
