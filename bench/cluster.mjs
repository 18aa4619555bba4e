// Figures for the reference deployment (deploy/), against a running `npm run cluster` (same CLUSTER_*
// settings). Prints, never passes or fails:
//  1. req/s and p50/p99 for a prerendered page and a CMS page: through nginx's cache, nginx serving the
//     same bytes as a static file, and through nginx without its cache (straight to the app);
//  2. failed requests while one instance is killed (SIGKILL) under 200 concurrent clients
//     (BENCH_KILL_SECONDS, default 60); the instance is started again afterwards;
//  3. publish on instance 1 → visible on every instance and through nginx;
//  4. Mozilla's HTTP Observatory score through https, and the tests it fails.
// Usage: npm run cluster, then `node bench/cluster.mjs` (BENCH_SECONDS per load run, default 10;
// BENCH_CONNECTIONS, default 50; BENCH_SKIP=pages,publish,kill,observatory to leave parts out).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { ROOT, clusterSettings, startInstance, waitForHttp } from '../deploy/cluster.mjs'

const settings = clusterSettings()
// The local nginx has a self-signed certificate for localhost: this process trusts it (Node reads
// NODE_EXTRA_CA_CERTS only at start, hence the re-run), so TLS is verified as for a real certificate.
const localCa = path.join(settings.stateDir, 'tls', 'localhost.crt')
if (existsSync(localCa) && process.env.NODE_EXTRA_CA_CERTS !== localCa) {
  const rerun = spawnSync(process.execPath, process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, NODE_EXTRA_CA_CERTS: localCa } })
  process.exit(rerun.status ?? 1)
}

const origin = settings.siteOrigin
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const killSeconds = Number(process.env.BENCH_KILL_SECONDS ?? 60)
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean))
const OBSERVATORY_VERSION = '1.4.8'

function load(url, { duration = seconds, conns = connections, headers = {}, timeout = 10 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections: conns, headers, timeout }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

function row(label, r) {
  const failed = r.errors + r.non2xx // autocannon counts each timeout among the errors too
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
  // The client waits up to 65 s, longer than nginx does for the app (60 s), so what fails is what nginx failed.
  const run = load(url, { duration: killSeconds, conns: 200, headers: { authorization: 'Bearer bench' }, timeout: 65 })
  await sleep((killSeconds / 3) * 1000)
  process.kill(victim, 'SIGKILL')
  const r = await run
  console.log(row('  during the kill', r))
  console.log(`  failed requests: ${r.errors + r.non2xx} of ${r.requests.total} (connection errors and timeouts ${r.errors}, of which timeouts ${r.timeouts}; non-2xx ${r.non2xx})`)
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
  // scan() of 1.4.8 drops its port options, so the same steps run here with them: retrieve over http and
  // https on the cluster's ports, run every test, and grade as the scanner does (extra credit only when
  // the score without it is already an A).
  const src = path.dirname(path.dirname(entry))
  // The HSTS preload list normally comes from the install script (skipped, it needs the internet);
  // localhost is on no preload list, so an empty one gives the same answer.
  const preload = path.join(src, '..', 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
  const { retrieve } = await import(path.join(src, 'retriever/retriever.js'))
  const { ALL_TESTS, NUM_TESTS } = await import(path.join(src, 'constants.js'))
  const { getGradeForScore, getScoreModifier } = await import(path.join(src, 'grader/grader.js'))
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(path.join(src, 'grader/charts.js'))
  const url = new URL(origin)
  const retrieved = await retrieve(url.hostname, { httpsPort: url.port || '443', httpPort: String(settings.httpPort) })
  if (!retrieved.responses.auto) throw new Error(`Observatory could not reach ${origin}/`)
  const results = ALL_TESTS.map((test) => test(retrieved))
  let withCredit = 100
  let withoutCredit = 100
  let passed = 0
  for (const r of results) {
    const modifier = getScoreModifier(r.result)
    withCredit += modifier
    if (modifier < 0) withoutCredit += modifier
    if (r.pass) passed++
  }
  const { grade, score } = getGradeForScore(withoutCredit >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : withoutCredit)
  console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION} on ${origin}/ (http on :${settings.httpPort}): grade ${grade}, score ${score} (${passed} of ${NUM_TESTS} tests pass)`)
  for (const r of results) {
    if (!r.pass) console.log(`  fails ${r.constructor.name}: ${r.result} (${getScoreModifier(r.result)})`)
  }
}

await waitForHttp(`${origin}/robots.txt`, 10_000).catch(() => {
  console.error(`Nothing answers at ${origin}/: start the cluster first (npm run cluster).`)
  process.exit(1)
})
console.log(`Cluster: ${settings.instances} instances (${settings.appPorts.join(', ')}) behind nginx at ${origin}/`)
if (!skip.has('pages')) {
  await pageSection('Prerendered page', '/en/company/')
  await pageSection('CMS page (news and banners)', '/en/')
}
if (!skip.has('publish')) await publishSection()
if (!skip.has('kill')) await killSection()
if (!skip.has('observatory')) await observatorySection()
