/**
 * Adds bench articles (slugs bench-00001 …) until there are N of them: `npx tsx bench/seed-news.ts 10000`.
 * Written straight through the database adapter in batches (no hooks, no versions), because the
 * point is a large published archive, not the editing path; the public site reads these rows as is.
 */
import { getPayload } from 'payload'

import { env, isPostgres } from '../src/lib/env'
import config from '../src/payload/payload.config'

const target = Number(process.argv.at(-1)) || 10_000
const payload = await getPayload({ config })
const { totalDocs: existing } = await payload.count({ collection: 'news', where: { slug: { like: 'bench-' } } })
const categories = ['news', 'press', 'product', 'event'] as const
const paragraph = (text: string) => ({
  type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const body = (text: string) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph(text), paragraph(text)] } })

const started = Date.now()
const base = Date.parse('2015-01-01T00:00:00.000Z')
// SQLite takes one writer at a time (and the running site shares the file); PostgreSQL takes many.
const batchSize = isPostgres(env().DATABASE_URL) ? 50 : 1
for (let i = existing + 1; i <= target; i += batchSize) {
  const batch = []
  for (let n = i; n < Math.min(i + batchSize, target + 1); n++) {
    const number = String(n).padStart(5, '0')
    const at = new Date(base + n * 6 * 60 * 60 * 1000).toISOString()
    batch.push(
      payload.db.create({
        collection: 'news',
        data: {
          slug: `bench-${number}`,
          title: { ja: `ベンチマーク記事 ${number}`, en: `Benchmark article ${number}` },
          excerpt: { ja: `ベンチマーク用の記事 ${number} です。`, en: `Benchmark article number ${number}.` },
          body: { ja: body(`本文 ${number}`), en: body(`Body ${number}`) },
          category: categories[n % categories.length],
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
          _status: 'published',
        },
        returning: false,
      }),
    )
  }
  await Promise.all(batch)
}
const { totalDocs } = await payload.count({ collection: 'news' })
console.log(`bench: ${Math.max(0, target - existing)} articles added in ${Date.now() - started} ms; ${totalDocs} news articles in total`)
process.exit(0)
