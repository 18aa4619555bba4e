#!/usr/bin/env node
// Page throughput: requests/s for the English home page, the news list (plain, paged, filtered), a news
// article, the Atom feed and sitemap.xml, beside `next start` serving a static file from public/ —
// the ceiling for anything Next serves. One run, one server, the same client settings for every URL.
//
//   BENCH_URL=http://localhost:3000 node bench/pages.mjs [--seconds 5] [--connections 10] [--accept-encoding 'gzip, deflate, br']
//
// Against a production build. Figures only; it never fails on a number. The last column is what the
// page's repeat visit was answered from (Next's x-nextjs-cache after the warm-up: HIT or STALE is the
// cached copy; none means it was rendered for the request); the load average is printed at both ends.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    base: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    // What the client accepts: gzip (the default, comparable with earlier runs), or e.g. "gzip, deflate, br" as a
    // browser sends it, which a cached page answers from its Brotli copy (src/lib/http/compress-answers.ts).
    'accept-encoding': { type: 'string', default: 'gzip' },
  },
})
const base = values.base.replace(/\/$/, '')

async function firstArticle() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const index = /<sitemapindex/.test(xml)
  const source = index ? await (await fetch(/<loc>([^<]+)<\/loc>/.exec(xml)[1])).text() : xml
  const loc = [...source.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => /^\/en\/news\/[a-z0-9-]+\/$/.test(p))
  return loc ?? '/en/news/'
}

const targets = [
  ['static file (public/fonts/fonts.css)', '/fonts/fonts.css'],
  ['/en/', '/en/'],
  ['/news/', '/news/'],
  ['/news/?page=2', '/news/?page=2'],
  ['/en/news/?category=press', '/en/news/?category=press'],
  ['news article', await firstArticle()],
  ['Atom feed /news/feed/', '/news/feed/'],
  ['sitemap.xml', '/sitemap.xml'],
]

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: Number(values.connections), duration: Number(values.seconds), headers: { 'accept-encoding': values['accept-encoding'] } }, (err, result) =>
      err ? reject(err) : resolve(result),
    )
  })

const load = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`
console.log(`${base}: ${values.connections} connections, ${values.seconds} s each, Accept-Encoding: ${values['accept-encoding']}; ${load()}\n`)
console.log('target'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), ' non-2xx', ' first visit', ' repeat visit')
let ceiling = 0
for (const [label, path] of targets) {
  const url = base + path
  const head = await fetch(url, { headers: { 'accept-encoding': values['accept-encoding'] } })
  await head.arrayBuffer()
  const cache = head.headers.get('x-nextjs-cache') ?? (head.headers.get('cache-control') ?? '').slice(0, 30)
  // Warm up (fills caches), then measure.
  await run(url).catch(() => undefined)
  const repeat = await fetch(url, { headers: { 'accept-encoding': values['accept-encoding'] } })
  await repeat.arrayBuffer()
  const again = repeat.headers.get('x-nextjs-cache') ?? `rendered (${(repeat.headers.get('cache-control') ?? '').slice(0, 24)})`
  const r = await run(url)
  if (!ceiling) ceiling = r.requests.average
  console.log(
    `${label} ${label === path ? '' : `(${path})`}`.trim().slice(0, 40).padEnd(40),
    r.requests.average.toFixed(0).padStart(8),
    String(r.latency.p50).padStart(8),
    String(r.latency.p99).padStart(8),
    String(r.non2xx).padStart(8),
    ` ${head.status} ${cache}`.padEnd(13),
    label.startsWith('static') ? '' : ` ${again.padEnd(7)} (${((100 * r.requests.average) / ceiling).toFixed(0)} % of static)`,
  )
}
console.log(`\n${load()}`)
