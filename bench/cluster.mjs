// Figures for the reference deployment (deploy/), against a running `npm run cluster` (same CLUSTER_*
// settings). Prints, never passes or fails:
//  1. req/s and p50/p99 for a prerendered page and a CMS page: through nginx's cache, nginx serving the
//     same bytes as a static file, and through nginx without its cache (straight to the app);
//  2. failed requests while one instance is killed (SIGKILL) under 200 concurrent clients
//     (BENCH_KILL_SECONDS, default 60); the instance is started again afterwards;
//  3. publish on instance 1 → visible on every instance and through nginx;
//  4. Mozilla's HTTP Observatory score through https, and the tests it fails.
// Usage: npm run cluster, then `node bench/cluster.mjs` (BENCH_SECONDS per load run, default 10;
// BENCH_CONNECTIONS, default 50; BENCH_SKIP=kill,observatory to leave parts out).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { ROOT, clusterSettings, startInstance, waitForHttp } from '../deploy/cluster.mjs'

// The local nginx has a self-signed certificate.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

const settings = clusterSettings()
const origin = settings.siteOrigin
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const killSeconds = Number(process.env.BENCH_KILL_SECONDS ?? 60)
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean))
const OBSERVATORY_VERSION = '1.4.8'

function load(url, { duration = seconds, conns = connections, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections: conns, headers, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

function row(label, r) {
  const failed = r.errors + r.timeouts + r.non2xx
  return `${label.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms${failed ? `   failed ${failed}` : ''}`
}

async function pageSection(name, pagePath) {
  // The same bytes as a file in public/, served by the same nginx server block.
  const body = await (await fetch(`${origin}${pagePath}`)).text()
  const staticName = `_bench-${randomBytes(4).toString('hex')}.html`
  const staticFile = path.join(ROOT, 'public', staticName)
  writeFileSync(staticFile, body)
  try {
    await load(`${origin}${pagePath}`, { duration: 2 }) // fill the cache
    const cached = await load(`${origin}${pagePath}`)
    const file = await load(`${origin}/${staticName}`)
    // A request with credentials bypasses nginx's cache (deploy/nginx/site.conf.template).
    const uncached = await load(`${origin}${pagePath}`, { headers: { authorization: 'Bearer bench' } })
    console.log(`\n${name} (${pagePath}, ${body.length} bytes), ${connections} connections, ${seconds} s each:`)
    console.log(row('  through nginx, cached', cached))
    console.log(row('  nginx, the same bytes as a static file', file))
    console.log(row('  through nginx, no cache (to the app)', uncached))
    console.log(`  cached / static = ${(cached.requests.average / file.requests.average).toFixed(2)} (goal ≥ 0.5)`)
  } finally {
    rmSync(staticFile, { force: true })
  }
}

async function killSection() {
  const pids = JSON.parse(readFileSync(path.join(settings.stateDir, 'pids.json'), 'utf8'))
  const port = settings.appPorts.at(-1)
  const victim = pids.apps[port]
  const url = `${origin}/en/company/`
  console.log(`\nKill: 200 clients for ${killSeconds} s through nginx to the app (cache bypassed, ${url}); SIGKILL of the instance on :${port} after ${Math.round(killSeconds / 3)} s`)
  const run = load(url, { duration: killSeconds, conns: 200, headers: { authorization: 'Bearer bench' } })
  await sleep((killSeconds / 3) * 1000)
  process.kill(victim, 'SIGKILL')
  const r = await run
  console.log(row('  during the kill', r))
  console.log(`  failed requests: ${r.errors + r.timeouts + r.non2xx} of ${r.requests.total} (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx})`)
  startInstance(settings, port)
  await waitForHttp(`http://localhost:${port}/robots.txt`)
}

async function publishSection() {
  process.loadEnvFile(path.join(ROOT, '.env'))
  const first = `http://localhost:${settings.appPorts[0]}`
  const login = await fetch(`${first}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.PAYLOAD_ADMIN_EMAIL, password: process.env.PAYLOAD_ADMIN_PASSWORD }),
  })
  if (login.status !== 200) {
    console.log(`\nPublish: could not sign in on ${first} (${login.status}); skipped`)
    return
  }
  const { token } = await login.json()
  const title = `Bench publish ${randomBytes(4).toString('hex')}`
  const pages = [...settings.appPorts.map((p) => `http://localhost:${p}/en/news/`), `${origin}/en/news/`, `${origin}/en/`]
  for (const url of pages) await (await fetch(url)).text()
  const started = Date.now()
  const res = await fetch(`${first}/api/news?locale=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title, slug: `bench-${randomBytes(4).toString('hex')}`, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' }),
  })
  const saved = Date.now() - started
  const times = await Promise.all(
    pages.map(async (url) => {
      while (Date.now() - started < 30_000) {
        if ((await (await fetch(url)).text()).includes(title)) return Date.now() - started
        await sleep(50)
      }
      return Infinity
    }),
  )
  console.log(`\nPublish on instance 1 (status ${res.status}, saved in ${saved} ms) → visible:`)
  for (const [i, url] of pages.entries()) console.log(`  ${url.padEnd(40)} ${times[i]} ms`)
  const { doc } = await res.json()
  if (doc?.id) await fetch(`${first}/api/news/${doc.id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
}

async function observatorySection() {
  // Installed on demand, outside the project's dependencies: its install script downloads a CA bundle
  // from the internet, and it brings a database server's worth of packages the site never needs.
  const dir = path.join(ROOT, '.cache/observatory')
  const entry = path.join(dir, 'node_modules/@mdn/mdn-http-observatory/src/scanner/index.js')
  if (!existsSync(entry)) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n')
    spawnSync('npm', ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`], { cwd: dir, stdio: 'inherit' })
  }
  const { scan } = await import(entry)
  const url = new URL(origin)
  const result = await scan(url.hostname, { httpsPort: url.port || '443', httpPort: String(settings.httpPort) })
  console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION} on ${origin}/: grade ${result.scan.grade}, score ${result.scan.score}/100 (${result.scan.testsPassed} of ${result.scan.testsQuantity} tests pass)`)
  for (const [name, test] of Object.entries(result.tests)) {
    if (!test.pass) console.log(`  fails ${name}: ${test.result} (${test.scoreModifier})`)
  }
}

await waitForHttp(`${origin}/robots.txt`, 10_000).catch(() => {
  console.error(`Nothing answers at ${origin}/: start the cluster first (npm run cluster).`)
  process.exit(1)
})
console.log(`Cluster: ${settings.instances} instances (${settings.appPorts.join(', ')}) behind nginx at ${origin}/`)
await pageSection('Prerendered page', '/en/company/')
await pageSection('CMS page (news and banners)', '/en/')
if (!skip.has('publish')) await publishSection()
if (!skip.has('kill')) await killSection()
if (!skip.has('observatory')) await observatorySection()
