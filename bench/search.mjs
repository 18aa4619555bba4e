#!/usr/bin/env node
// Site search benchmark: seeds N news articles (default 10,000, bench/seed-news.ts) into the configured
// database, builds the search index, and prints p50/p99 per query for the site's index (approach A) and a
// trigram index (approach B), and the recall of both on the Japanese query set (tests/fixtures/search-recall.ts).
//
//   node bench/search.mjs [N]                 SQLite (DATABASE_URL) or PostgreSQL (a postgres:// DATABASE_URL)
//   BENCH_SKIP_SEED=1 node bench/search.mjs   measure only (BENCH_SKIP_INDEX=1: on the index as it is; BENCH_ONLY_A=1: no trigram comparison)
//   BENCH_URL=http://localhost:3000 node bench/search.mjs   also time /search/?q= over HTTP on a running site
//
// Figures only; it never fails on time.
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'

const count = Number(process.argv[2] ?? 10_000)
console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)
if (!process.env.BENCH_SKIP_SEED) {
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-news.ts', String(count)], { stdio: 'inherit' })
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)
}
const measured = spawnSync('npx', ['tsx', 'bench/search-bench.ts'], { stdio: 'inherit' })
if (measured.status !== 0) process.exit(measured.status ?? 1)

if (process.env.BENCH_URL) {
  const base = process.env.BENCH_URL.replace(/\/$/, '')
  const rounds = Number(process.env.BENCH_ROUNDS ?? 30)
  console.log(`\nHTTP ${base} (whole page, server-rendered):`)
  for (const q of ['レジ', '福岡', 'ベンチマーク', 'carts']) {
    const times = []
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      const res = await fetch(`${base}/search/?q=${encodeURIComponent(q)}`, { headers: { 'X-Forwarded-For': `198.51.100.${i}` } })
      await res.arrayBuffer()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`  ${q.padEnd(10)} p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms   p99 ${times[Math.min(times.length - 1, Math.floor(times.length * 0.99))].toFixed(1)} ms`)
  }
}
console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)
