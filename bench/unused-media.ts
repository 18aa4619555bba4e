/**
 * Unused media at scale: how long "which files are unused" (the media list's panel, every list's notice) and
 * "may this file be deleted" take with the reference index, beside the full read of every document that the
 * admin used before the index (`referencedIds`), on the same database in the same run.
 *
 *   npx tsx bench/seed-news.ts 10000 && npx tsx bench/unused-media.ts      (DATABASE_URL: SQLite or PostgreSQL)
 *
 * The bench articles are written without hooks and use no file, so the index has no rows for them; a second
 * round adds 10,000 index rows (as if every bench article had a picture) to show the index's own cost at that
 * size, and removes them afterwards. Figures only; it never fails on time.
 */
import { performance } from 'node:perf_hooks'

import { getPayload } from 'payload'

import { env, isPostgres } from '../src/lib/env'
import { indexedReferences, isReferenced, REFERENCE_INDEX_SLUG } from '../src/payload/fields/media-reference-index'
import { referencedIds, unusedUploads } from '../src/payload/fields/media-references'
import config from '../src/payload/payload.config'

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const payload = await getPayload({ config, disableOnInit: true })
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function time(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  return median(samples)
}

const { totalDocs: articles } = await payload.count({ collection: 'news' })
const { docs: files } = await payload.find({ collection: 'media', depth: 0, limit: 1, sort: 'createdAt' })
const someFile = files[0]?.id ?? 1
const indexRows = async () => (await payload.count({ collection: REFERENCE_INDEX_SLUG as never, overrideAccess: true })).totalDocs

async function measure(label: string) {
  const scan = await time(async () => unusedUploads(payload, 'media', undefined, await referencedIds(payload, 'media')))
  const index = await time(() => unusedUploads(payload, 'media'))
  const deleteScan = await time(async () => (await referencedIds(payload, 'media')).has(String(someFile)))
  const deleteIndex = await time(() => isReferenced(payload, 'media', someFile))
  const rows = await indexRows()
  console.log(`${label}: ${articles} news articles, ${rows} index rows`)
  console.log(`  unused-media list   full scan ${scan.toFixed(0)} ms   index ${index.toFixed(1)} ms   scan/index ${(scan / index).toFixed(0)}x`)
  console.log(`  delete check        full scan ${deleteScan.toFixed(0)} ms   index ${deleteIndex.toFixed(1)} ms   scan/index ${(deleteScan / deleteIndex).toFixed(0)}x`)
}

console.log(`database: ${isPostgres(env().DATABASE_URL) ? 'PostgreSQL' : 'SQLite'}; median of ${rounds} rounds`)
await measure('as seeded')

const extra = 10_000
const batch = isPostgres(env().DATABASE_URL) ? 50 : 1
for (let i = 0; i < extra; i += batch) {
  await Promise.all(
    Array.from({ length: Math.min(batch, extra - i) }, (_, k) =>
      payload.db.create({ collection: REFERENCE_INDEX_SLUG, data: { target: 'media', file: String(someFile), owner: `bench:${i + k}` }, returning: false }),
    ),
  )
}
await measure(`with ${extra} more index rows`)
await payload.delete({ collection: REFERENCE_INDEX_SLUG as never, where: { owner: { like: 'bench:' } }, overrideAccess: true })
console.log(`index read alone (${(await indexedReferences(payload, 'media')).size} files used)`)
process.exit(0)
