/**
 * Image endpoint benchmark: cold (first, encoding) and warm (disk-cached) latency and throughput of
 * /_ipx for a typical hero image, beside serving the original file statically.
 *
 *   npx next build            # once; the benchmark runs the production server
 *   node bench/images.mjs     # starts `next start` on BENCH_PORT (3199) with an empty image cache
 *   BENCH_URL=http://localhost:3105 node bench/images.mjs   # or measure a server already running
 *
 * Options (environment): BENCH_IMAGE (/images/samples/hero.jpg), BENCH_WARM_REQUESTS (300),
 * BENCH_CONCURRENCY (8). Prints figures only; it never passes or fails on time.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '..')
const image = process.env.BENCH_IMAGE ?? '/images/samples/hero.jpg'
const warmRequests = Number(process.env.BENCH_WARM_REQUESTS ?? 300)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

let server
let cacheDir
let baseURL = process.env.BENCH_URL

async function startServer() {
  const port = Number(process.env.BENCH_PORT ?? 3199)
  cacheDir = await mkdtemp(path.join(tmpdir(), 'ipx-bench-cache-'))
  await stat(path.join(root, '.next', 'BUILD_ID')).catch(() => {
    throw new Error('No production build found: run `npx next build` first (or set BENCH_URL).')
  })
  server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: 'bench-only-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      ...process.env,
      IMAGE_CACHE_DIR: cacheDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  baseURL = `http://localhost:${port}`
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${baseURL}${image}`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error('The server did not start within 60 s')
}

async function stopServer() {
  if (server) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
}

async function timed(url) {
  const start = performance.now()
  const res = await fetch(url, { headers: { accept: ACCEPT } })
  const body = await res.arrayBuffer()
  const ms = performance.now() - start
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return { ms, bytes: body.byteLength, cache: res.headers.get('x-image-cache'), type: res.headers.get('content-type') }
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b)
  const mean = sorted.reduce((s, t) => s + t, 0) / sorted.length
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), mean }
}

/** Requests per second with `concurrency` clients sharing `total` requests. */
async function throughput(url, total) {
  let next = 0
  let bytes = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) bytes += (await timed(url)).bytes
    }),
  )
  const seconds = (performance.now() - start) / 1000
  return { rps: total / seconds, mbps: bytes / 1e6 / seconds }
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8)

function row(label, s, extra = '') {
  console.log(`${label.padEnd(44)} p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  mean ${fmt(s.mean)} ms${extra}`)
}

async function main() {
  if (!baseURL) await startServer()
  console.log(`Image benchmark against ${baseURL}${server ? ' (own server, empty cache)' : ''}; source ${image}`)
  const original = await timed(`${baseURL}${image}`)
  console.log(`original: ${(original.bytes / 1024).toFixed(0)} KiB ${original.type}\n`)

  // Cold: every URL is new to the cache, so each one is decoded, resized and encoded.
  // A run id in the quality keeps repeated runs against a long-lived server (BENCH_URL) cold.
  const runQuality = 60 + (Date.now() % 30)
  // The very first request also loads ipx and sharp and starts libvips: shown on its own, then one
  // throwaway request per format so the cold figures below measure encoding, not start-up.
  const first = await timed(`${baseURL}/_ipx/w_64,q_${runQuality},f_webp${image}`)
  console.log(`First /_ipx request after start (module loading included): ${first.ms.toFixed(1)} ms\n`)
  for (const format of ['jpeg', 'avif']) await timed(`${baseURL}/_ipx/w_64,q_${runQuality},f_${format}${image}`)
  console.log('Cold (first request: decode, resize, encode, write to cache)')
  for (const width of [640, 1280, 1536]) {
    for (const format of ['webp', 'jpeg', 'avif']) {
      const times = []
      let bytes = 0
      for (let i = 0; i < 3; i++) {
        const r = await timed(`${baseURL}/_ipx/w_${width},q_${runQuality + i},f_${format}${image}`)
        if (r.cache !== 'MISS') throw new Error('expected a cache miss')
        times.push(r.ms)
        bytes = r.bytes
      }
      row(`  w_${width},f_${format} (3 distinct URLs)`, summary(times), `  ${(bytes / 1024).toFixed(0)} KiB`)
    }
  }

  // Warm: the same URL again and again, answered from the disk cache.
  const heroUrl = `${baseURL}/_ipx/w_1280,q_75,f_auto${image}`
  await timed(heroUrl)
  const warm = []
  for (let i = 0; i < warmRequests; i++) {
    const r = await timed(heroUrl)
    if (r.cache !== 'HIT') throw new Error('expected a cache hit')
    warm.push(r.ms)
  }
  const statics = []
  for (let i = 0; i < warmRequests; i++) statics.push((await timed(`${baseURL}${image}`)).ms)

  console.log(`\nWarm, sequential (${warmRequests} requests each)`)
  row('  /_ipx/w_1280,q_75,f_auto (cache hit)', summary(warm))
  row('  original static file', summary(statics))

  console.log(`\nThroughput (${concurrency} concurrent clients, ${warmRequests} requests)`)
  const tWarm = await throughput(heroUrl, warmRequests)
  const tStatic = await throughput(`${baseURL}${image}`, warmRequests)
  console.log(`  /_ipx cache hit        ${fmt(tWarm.rps, 0)} req/s  ${fmt(tWarm.mbps)} MB/s`)
  console.log(`  original static file   ${fmt(tStatic.rps, 0)} req/s  ${fmt(tStatic.mbps)} MB/s`)

  // Cold throughput: distinct widths at once, the encode limiter queues them.
  const coldUrls = Array.from({ length: 16 }, (_, i) => `${baseURL}/_ipx/w_${1000 + i},q_${runQuality},f_webp${image}`)
  const start = performance.now()
  await Promise.all(coldUrls.map((u) => timed(u)))
  const coldSeconds = (performance.now() - start) / 1000
  console.log(`  /_ipx cold (16 distinct URLs at once)  ${fmt(coldUrls.length / coldSeconds, 1)} img/s`)
}

try {
  await main()
} finally {
  await stopServer()
}
