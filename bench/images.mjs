/**
 * Image endpoint benchmark, on the production server:
 *   1. cold: the 1280 px WebP of the hero (and a few other variants), each request a real encode;
 *   2. warm: the same variant from the disk cache, side by side with the original file served
 *      statically by `next start` (sequential latency and throughput);
 *   3. flood: one client sends 200 distinct cold variants at once while a second client asks for
 *      the cold hero; prints the second client's time and what the flood got back.
 *
 *   npx next build            # once; the benchmark runs the production server
 *   node bench/images.mjs     # starts `next start` on BENCH_PORT (3199) with an empty image cache
 *   BENCH_URL=http://localhost:3105 node bench/images.mjs   # or measure a server already running
 *
 * With its own server the benchmark empties the cache folder before each cold request, so every
 * cold figure is a real encode; against BENCH_URL only the few allowed qualities give distinct cold
 * URLs, and the flood needs its variants not to be cached yet. The two clients of the flood are told
 * apart by their source address (127.0.0.2 and 127.0.0.3, both loopback on Linux); the flooding
 * client also sends a different X-Forwarded-For each time, which must not help it (no proxy is
 * trusted by default). Options (environment): BENCH_IMAGE (/images/samples/hero.jpg),
 * BENCH_REPEAT (15), BENCH_WARM_REQUESTS (300), BENCH_CONCURRENCY (8), BENCH_FLOOD (200).
 * Prints figures only; it never passes or fails on time.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '..')
const image = process.env.BENCH_IMAGE ?? '/images/samples/hero.jpg'
const repeat = Number(process.env.BENCH_REPEAT ?? 15)
const warmRequests = Number(process.env.BENCH_WARM_REQUESTS ?? 300)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const floodSize = Number(process.env.BENCH_FLOOD ?? 200)
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'
const WIDTHS = [64, 128, 256, 320, 640, 768, 1024, 1280, 1536]
const QUALITIES = [50, 75, 90]

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

/** Empties the server's image cache (own server only), so the next request is a real encode. */
async function emptyCache() {
  if (!cacheDir) return
  for (const name of await readdir(cacheDir)) await unlink(path.join(cacheDir, name)).catch(() => undefined)
}

/** One GET over node:http from a chosen local address (a distinct client to the server). */
function request(url, { localAddress, headers = {}, timeoutMs = 60_000 } = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const target = new URL(url)
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        localAddress,
        agent: false,
        headers: { accept: ACCEPT, ...headers },
      },
      (res) => {
        let bytes = 0
        res.on('data', (chunk) => (bytes += chunk.length))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            bytes,
            cache: res.headers['x-image-cache'],
            type: res.headers['content-type'],
            retryAfter: res.headers['retry-after'],
            serverTiming: res.headers['server-timing'],
          }),
        )
      },
    )
    req.setTimeout(timeoutMs, () => {
      req.destroy()
      resolve({ status: 'hung', ms: performance.now() - started })
    })
    req.on('error', (error) => resolve({ status: `error ${error.code ?? error.message}`, ms: performance.now() - started }))
    req.end()
  })
}

async function timed(url) {
  const r = await request(url)
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`)
  return r
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
      while (next++ < total) {
        const r = await timed(url)
        bytes += r.bytes
      }
    }),
  )
  const seconds = (performance.now() - start) / 1000
  return { rps: total / seconds, mbps: bytes / 1e6 / seconds }
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8)

function row(label, s, extra = '') {
  console.log(`${label.padEnd(46)} p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  mean ${fmt(s.mean)} ms${extra}`)
}

/** Cold latency of one variant: `repeat` real encodes (own server), or one per quality. */
async function cold(width, format) {
  const times = []
  let bytes = 0
  const urls = cacheDir
    ? Array.from({ length: repeat }, () => `${baseURL}/_ipx/w_${width},q_75,f_${format}${image}`)
    : QUALITIES.map((q) => `${baseURL}/_ipx/w_${width},q_${q},f_${format}${image}`)
  for (const url of urls) {
    await emptyCache()
    const r = await timed(url)
    if (r.cache !== 'MISS') throw new Error(`expected a cache miss for ${url} (is the variant cached already?)`)
    times.push(r.ms)
    bytes = r.bytes
  }
  return { ...summary(times), bytes, n: times.length }
}

async function flood() {
  await emptyCache()
  const hero = `${baseURL}/_ipx/w_1280,q_75,f_auto${image}`
  // Distinct allowed variants of the site's images, heaviest first; never the visitor's own URL.
  const sources = [image, '/images/home-hero.png', '/images/camera-store.png', '/images/company-office.png', '/images/recruit-team.png']
  const variants = []
  for (const width of [...WIDTHS].reverse()) {
    for (const source of sources) {
      for (const format of ['avif', 'webp', 'jpeg']) {
        for (const q of QUALITIES) {
          const url = `${baseURL}/_ipx/w_${width},q_${q},f_${format}${source}`
          if (!(source === image && width === 1280 && q === 75 && format === 'webp')) variants.push(url)
        }
      }
    }
  }
  const urls = variants.slice(0, floodSize)
  const started = performance.now()
  const attack = urls.map((url, i) =>
    request(url, { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': `203.0.113.${i % 250}` }, timeoutMs: 110_000 }),
  )
  await sleep(300)
  const visitor = await request(hero, { localAddress: '127.0.0.3', timeoutMs: 110_000 })
  const results = await Promise.all(attack)
  const seconds = (performance.now() - started) / 1000

  const counts = {}
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1
  const refused = results.filter((r) => r.status === 429 || r.status === 503)
  const withRetryAfter = refused.filter((r) => Number(r.retryAfter) >= 1).length
  const slowestRefusal = Math.max(0, ...refused.map((r) => r.ms))
  const slowestAnswer = Math.max(...results.map((r) => r.ms))

  console.log(`\nFlood: client A (127.0.0.2, rotating X-Forwarded-For) sends ${urls.length} distinct cold variants at once;`)
  console.log(`0.3 s later client B (127.0.0.3) asks for the cold hero ${hero.slice(baseURL.length)}`)
  console.log(`  client B: ${visitor.status} ${visitor.type ?? ''} ${visitor.cache ?? ''} in ${visitor.ms.toFixed(0)} ms (server: ${visitor.serverTiming ?? 'no timing'})`)
  console.log(`  client A: ${Object.entries(counts).map(([s, n]) => `${n} x ${s}`).join(', ')}; all answered within ${(slowestAnswer / 1000).toFixed(1)} s (flood took ${seconds.toFixed(1)} s)`)
  console.log(`            ${withRetryAfter} of ${refused.length} refusals carry Retry-After; slowest refusal ${slowestRefusal.toFixed(0)} ms`)
}

async function main() {
  if (!baseURL) await startServer()
  console.log(`Image benchmark against ${baseURL}${server ? ' (own server, empty cache)' : ''}; source ${image}`)
  const original = await timed(`${baseURL}${image}`)
  console.log(`original: ${(original.bytes / 1024).toFixed(0)} KiB ${original.type}\n`)

  // The very first request also loads sharp and starts libvips: shown on its own, then one
  // throwaway request per format so the cold figures below measure encoding, not start-up.
  const first = await timed(`${baseURL}/_ipx/w_64,q_50,f_webp${image}`)
  console.log(`First /_ipx request after start (module loading included): ${first.ms.toFixed(1)} ms\n`)
  for (const format of ['jpeg', 'avif']) await timed(`${baseURL}/_ipx/w_64,q_50,f_${format}${image}`)

  console.log('Cold (decode, resize, encode, write to cache; one client, one request at a time)')
  for (const [width, format] of [[1280, 'webp'], [640, 'webp'], [1536, 'webp'], [1280, 'jpeg'], [1280, 'avif']]) {
    const r = await cold(width, format)
    row(`  w_${width},q_75,f_${format} (${r.n} encodes)`, r, `  ${(r.bytes / 1024).toFixed(0)} KiB`)
  }

  // Warm: the same URL again and again, answered from the disk cache, beside the static file.
  const heroUrl = `${baseURL}/_ipx/w_1280,q_75,f_auto${image}`
  await timed(heroUrl)
  const warm = []
  const statics = []
  for (let i = 0; i < warmRequests; i++) {
    const r = await timed(heroUrl)
    if (r.cache !== 'HIT') throw new Error('expected a cache hit')
    warm.push(r.ms)
    statics.push((await timed(`${baseURL}${image}`)).ms)
  }
  const sWarm = summary(warm)
  const sStatic = summary(statics)
  console.log(`\nWarm, sequential, interleaved (${warmRequests} requests each)`)
  row('  /_ipx/w_1280,q_75,f_auto (cache hit)', sWarm)
  row('  original static file (next start)', sStatic)
  console.log(`  ratio warm/static p50: ${(sWarm.p50 / sStatic.p50).toFixed(2)}`)

  // Alternating rounds, so both see the same machine load (it swings on a shared machine).
  console.log(`\nThroughput (${concurrency} concurrent clients, ${warmRequests} requests each, in 4 alternating rounds)`)
  const rounds = { warm: [], static: [] }
  for (let i = 0; i < 4; i++) {
    rounds.warm.push(await throughput(heroUrl, Math.ceil(warmRequests / 4)))
    rounds.static.push(await throughput(`${baseURL}${image}`, Math.ceil(warmRequests / 4)))
  }
  const avg = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length
  console.log(`  /_ipx cache hit        ${fmt(avg(rounds.warm, 'rps'), 0)} req/s  ${fmt(avg(rounds.warm, 'mbps'))} MB/s`)
  console.log(`  original static file   ${fmt(avg(rounds.static, 'rps'), 0)} req/s  ${fmt(avg(rounds.static, 'mbps'))} MB/s`)

  await flood()
}

try {
  await main()
} finally {
  await stopServer()
}
