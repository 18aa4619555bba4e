#!/usr/bin/env node
// CMS benchmark: seeds N news articles (default 10,000) into the configured database, then prints the
// latency of the news list (first and a deep page), an article and sitemap.xml on a running site.
//
//   node bench/cms.mjs [N]                    with BENCH_URL=http://localhost:3000 (the running `next start`)
//   BENCH_SKIP_SEED=1 node bench/cms.mjs      measure only
//
// The site must use the same DATABASE_URL as this script. Figures only; it never fails on time.
// "cold" is the first request after the server started (or after a publish expired the page): the
// page is rendered then; p50/p95 are the repeat requests, served from Next's cache. A static file from
// public/ is measured the same way first, as the reference for this machine's load at the time, and
// each page's p50 is given as a multiple of it. The load average is printed at both ends.
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'

const count = Number(process.argv[2] ?? 10_000)
const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const rounds = Number(process.env.BENCH_ROUNDS ?? 20)

if (!process.env.BENCH_SKIP_SEED) {
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-news.ts', String(count)], { stdio: 'inherit' })
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)
}

async function time(url) {
  const started = performance.now()
  const res = await fetch(base + url, { redirect: 'manual' })
  const body = await res.arrayBuffer()
  return { ms: performance.now() - started, status: res.status, bytes: body.byteLength }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const middle = String(Math.max(1, Math.floor(count / 2))).padStart(5, '0')
const targets = [
  ['static file (reference)', '/fonts/fonts.css'],
  ['news list, page 1', '/news/'],
  ['news list, page 400', '/news/?page=400'],
  ['news list, category', '/en/news/?category=press&page=50'],
  [`article bench-${middle}`, `/news/bench-${middle}/`],
  ['sitemap.xml', '/sitemap.xml'],
  // Past 10,000 URLs sitemap.xml is an index of parts (404 while it is one file).
  ['sitemap part 1', '/sitemaps/1.xml'],
  ['sitemap part 3', '/sitemaps/3.xml'],
  ['Atom feed', '/news/feed/'],
  ['Atom feed (en)', '/en/news/feed/'],
]

const load = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`
console.log(`\n${base}: ${rounds} requests each after one cold request; ${load()}\n`)
console.log('page'.padEnd(28), 'status', 'cold ms'.padStart(9), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'size'.padStart(10), '  p50 / static')
let reference
for (const [label, url] of targets) {
  const cold = await time(url)
  const warm = []
  for (let i = 0; i < rounds; i++) warm.push((await time(url)).ms)
  warm.sort((a, b) => a - b)
  const p50 = percentile(warm, 50)
  reference ??= p50
  console.log(
    label.padEnd(28),
    String(cold.status).padEnd(6),
    cold.ms.toFixed(0).padStart(9),
    p50.toFixed(1).padStart(8),
    percentile(warm, 95).toFixed(1).padStart(8),
    `${(cold.bytes / 1024).toFixed(0)} KiB`.padStart(10),
    `  ${(p50 / reference).toFixed(1)}×`,
  )
}

// Completeness: every bench article in both languages, across the index's parts when there are several.
const top = await (await fetch(`${base}/sitemap.xml`)).text()
const files = /<sitemapindex/.test(top) ? [...top.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname) : ['/sitemap.xml']
let articleUrls = 0
let allUrls = 0
const allStarted = performance.now()
for (const file of files) {
  const xml = await (await fetch(base + file)).text()
  allUrls += (xml.match(/<url>/g) ?? []).length
  articleUrls += (xml.match(/<loc>[^<]*\/news\/bench-\d+\/<\/loc>/g) ?? []).length
}
console.log(
  `\nsitemap: ${files.length === 1 ? 'one file' : `index of ${files.length} parts`}, ${allUrls} URLs, ${articleUrls} bench article URLs (expected ${2 * count}: both languages); ` +
    `every file fetched in ${(performance.now() - allStarted).toFixed(0)} ms; ${load()}`,
)
