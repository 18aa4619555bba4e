#!/usr/bin/env node
// Each deviation alone, on vs off, in one run (docs/deviations.md, "Measured on vs. off"). Servers of the one build
// in this checkout (server.mjs, after `next build`), side by side: all on (the reference), all off
// (FRAMEWORK_PLAIN=1, the plain floor), and one with each deviation off in turn (DEVIATION_<NAME>=0). For each:
//   - document bytes of the register's 8 routes as a browser asks (`gzip, deflate, br`) and as nginx asks (identity),
//   - requests/s (autocannon, bench/pages.mjs style, short: --seconds, --connections) on three routes,
//   - RSS after that load, beside the plain server's,
//   - with --nginx: the same bytes and requests/s through a local nginx in front of each server (deploy/nginx's
//     proxy settings: identity from the app, gzip 5 for the client; no proxy cache, so the app answers each request),
//   - with --lighthouse: Lighthouse (bench/lighthouse.mjs --cpu-time, median of --runs) for the client-side ones only
//     (scripts after first paint, compile hints, payload split) and the reference, on --lighthouse-routes.
// Ratios are against the all-on server measured in the same run. Figures only; it never fails on a number.
//
//   node bench/deviations.mjs [--port 5110] [--seconds 2] [--connections 2] [--nginx --nginx-port 5120]
//                             [--lighthouse --runs 3 --lighthouse-routes /,/en/company/] [--only compression,pageData]
//
// Ports: --port and the next two (on, plain, the one-off server, which is restarted for each deviation); with
// --nginx, --nginx-port and the next two. Run-time switches only: the build-time part of a deviation stays as built
// (scripts after first paint and the per-page hashes are redone by the cache handler when a page is stored again,
// which the warm-up forces: pages are re-rendered after 2 s; compile hints are in the built chunks, so "off" is
// Chromium told to ignore them: --js-flags=--no-compile-hints-magic). Without REDIS_URL the servers share the
// build's file-system cache folder; each answers from its own memory copy once it has stored the page again.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { DEVIATIONS } from '../src/lib/deviations.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5110' },
    seconds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '2' },
    nginx: { type: 'boolean', default: false },
    'nginx-port': { type: 'string', default: '5120' },
    lighthouse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'lighthouse-routes': { type: 'string', default: '/,/en/,/company/,/en/solution/,/news/,/en/recruit/,/contact/,/en/Privacy/' },
    only: { type: 'string' },
  },
})
const ROOT = path.resolve(import.meta.dirname, '..')
const firstPort = Number(values.port)
const nginxPort = Number(values['nginx-port'])
/** The register's 8 routes (docs/deviations.md), one locale each. */
const ROUTES = ['/', '/en/', '/company/', '/en/solution/', '/news/', '/en/recruit/', '/contact/', '/en/Privacy/']
/** Requests/s on these (a cached page in each locale and a list). */
const LOAD_ROUTES = ['/', '/en/solution/', '/news/']
/** What reaches the visitor only in the browser: Lighthouse for these. */
const CLIENT_SIDE = ['scriptsAfterPaint', 'compileHints', 'pageData']
/** What can change what a visitor behind nginx gets (bytes, or the app's time per request): measured through nginx. */
const BEHIND_NGINX = ['pageData', 'compression', 'scriptPolicy', 'pageHashes', 'scriptsAfterPaint']
const BROWSER = 'gzip, deflate, br'
const names = Object.keys(DEVIATIONS).filter((name) => !values.only || values.only.split(',').includes(name))
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ')

// --- servers -------------------------------------------------------------------------------------------------------
function startServer(port, env) {
  const child = spawn(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

async function ready(base) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).status < 500) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${base} did not start`)
}

async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  for (let i = 0; i < 40 && child.exitCode === null; i++) await sleep(250)
  if (child.exitCode === null) child.kill('SIGKILL')
}

const rssMb = (pid) => Number(spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim()) / 1024

/** Each route asked twice, then again once Next may render it anew (revalidate 2 s), so it is stored by this server. */
async function warm(base) {
  for (let round = 0; round < 3; round++) {
    for (const route of ROUTES) for (const encoding of [BROWSER, 'identity']) await bytes(base, route, encoding)
    if (round === 0) await sleep(2_500)
  }
}

async function bytes(base, route, encoding) {
  const res = await fetch(`${base}${route}`, { headers: { 'accept-encoding': encoding, cookie: 'i18n_redirected=ja', 'accept-language': route.startsWith('/en/') ? 'en' : 'ja' }, redirect: 'manual' })
  // fetch decodes: the bytes on the wire are the raw body's length.
  const raw = await new Response(res.body).arrayBuffer().catch(() => new ArrayBuffer(0))
  return { status: res.status, size: Number(res.headers.get('content-length') ?? NaN) || (res.headers.get('content-encoding') ? NaN : raw.byteLength), encoding: res.headers.get('content-encoding') ?? 'identity' }
}

/** Wire bytes (curl reports what came over the connection, before decoding). */
function wireBytes(base, route, encoding) {
  const out = spawnSync('curl', ['-sk', '-o', '/dev/null', '-w', '%{size_download}', '-H', `Accept-Encoding: ${encoding}`, '-H', 'Cookie: i18n_redirected=ja', `${base}${route}`], { encoding: 'utf8' })
  return Number(out.stdout)
}

function requestsPerSecond(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: Number(values.connections), duration: Number(values.seconds), headers: { 'accept-encoding': BROWSER } }, (err, result) =>
      err ? reject(err) : resolve(result.requests.average),
    )
  })
}

/** Everything for one server: bytes direct (and through nginx), requests/s, RSS after the load. */
async function measure(label, child, base, edge) {
  await warm(base)
  const row = { label, bytes: {}, identity: {}, rps: {}, nginxBytes: {}, nginxRps: {} }
  for (const route of ROUTES) {
    row.bytes[route] = wireBytes(base, route, BROWSER)
    row.identity[route] = wireBytes(base, route, 'identity')
  }
  for (const route of LOAD_ROUTES) row.rps[route] = await requestsPerSecond(`${base}${route}`)
  row.rss = rssMb(child.pid)
  if (edge) {
    for (const route of ROUTES) row.nginxBytes[route] = wireBytes(edge, route, BROWSER)
    for (const route of LOAD_ROUTES) row.nginxRps[route] = await requestsPerSecond(`${edge}${route}`)
  }
  console.log(`  measured ${label} (load ${load()})`)
  return row
}

// --- nginx in front (optional) -------------------------------------------------------------------------------------
let nginxDir
function startNginx(pairs) {
  nginxDir = path.join(tmpdir(), `bench-deviations-nginx-${process.pid}`)
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(nginxDir, sub), { recursive: true })
  const servers = pairs
    .map(
      ([listen, upstream]) => `  server {
    listen 127.0.0.1:${listen};
    gzip on; gzip_comp_level 5; gzip_min_length 512; gzip_proxied any; gzip_vary on;
    gzip_types text/plain text/css text/xml application/javascript application/json application/xml application/atom+xml image/svg+xml text/x-component;
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header Accept-Encoding "";
    }
  }`,
    )
    .join('\n')
  const conf = `pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${nginxDir}/temp; proxy_temp_path ${nginxDir}/temp; fastcgi_temp_path ${nginxDir}/temp;
  uwsgi_temp_path ${nginxDir}/temp; scgi_temp_path ${nginxDir}/temp;
${servers}
}
`
  writeFileSync(path.join(nginxDir, 'nginx.conf'), conf)
  spawnSync('nginx', ['-p', `${nginxDir}/`, '-e', `${nginxDir}/logs/error.log`, '-c', path.join(nginxDir, 'nginx.conf')], { stdio: 'inherit' })
}
function stopNginx() {
  if (!nginxDir) return
  try {
    process.kill(Number(readFileSync(path.join(nginxDir, 'nginx.pid'), 'utf8')), 'SIGQUIT')
  } catch {
    // Not running.
  }
  rmSync(nginxDir, { recursive: true, force: true })
}

// --- Lighthouse (optional) -----------------------------------------------------------------------------------------
function lighthouse(base, chromeFlags = '') {
  const out = path.join(tmpdir(), `bench-deviations-lh-${process.pid}.json`)
  const args = ['bench/lighthouse.mjs', '--base', base, '--only', values['lighthouse-routes'], '--runs', values.runs, '--no-floor', '--cpu-time', '--json', out]
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, LIGHTHOUSE_CHROME_FLAGS: chromeFlags } })
  if (result.status !== 0) return { error: (result.stderr || result.stdout).slice(-400) }
  const rows = JSON.parse(readFileSync(out, 'utf8'))
  rmSync(out, { force: true })
  return Object.fromEntries(rows.map((row) => [row.path, { score: row.score, lcp: row.lcp, tbt: row.tbt, fcp: row.fcp }]))
}

// --- the run -------------------------------------------------------------------------------------------------------
const ports = { on: firstPort, plain: firstPort + 1, one: firstPort + 2 }
const base = (port) => `http://localhost:${port}`
const edgeBase = (i) => (values.nginx ? `http://127.0.0.1:${nginxPort + i}` : undefined)
console.log(`bench/deviations.mjs: ${names.length} deviations, ${values.seconds} s × ${values.connections} connections per route; load ${load()} at the start`)
if (values.nginx) startNginx([[nginxPort, ports.on], [nginxPort + 1, ports.plain], [nginxPort + 2, ports.one]])
const on = startServer(ports.on, {})
const plain = startServer(ports.plain, { FRAMEWORK_PLAIN: '1' })
const rows = []
const lighthouseRows = {}
try {
  await Promise.all([ready(base(ports.on)), ready(base(ports.plain))])
  const reference = await measure('all on', on, base(ports.on), edgeBase(0))
  const floor = await measure('plain (FRAMEWORK_PLAIN=1)', plain, base(ports.plain), edgeBase(1))
  if (values.lighthouse) lighthouseRows['all on'] = lighthouse(base(ports.on))
  for (const name of names) {
    if (name === 'compileHints') {
      // Built into the chunks: the same server, with Chromium ignoring the hint (V8's compile_hints_magic off).
      if (values.lighthouse) lighthouseRows[`${name} off`] = lighthouse(base(ports.on), '--js-flags=--no-compile-hints-magic')
      continue
    }
    const child = startServer(ports.one, { [DEVIATIONS[name]]: '0' })
    try {
      await ready(base(ports.one))
      rows.push({ name, ...(await measure(`${name} off`, child, base(ports.one), BEHIND_NGINX.includes(name) ? edgeBase(2) : undefined)) })
      if (values.lighthouse && CLIENT_SIDE.includes(name)) lighthouseRows[`${name} off`] = lighthouse(base(ports.one))
    } finally {
      await stop(child)
    }
  }
  report(reference, floor)
} finally {
  await Promise.all([stop(on), stop(plain)])
  stopNginx()
}

function report(reference, floor) {
  const sum = (record) => Object.values(record).reduce((a, b) => a + b, 0)
  const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '—')
  console.log(`\nload average ${load()} at the end\n`)
  console.log('Document bytes, sum of the 8 routes (direct; as a browser asks / as nginx asks), ratio to all on:')
  console.log(`| server | browser (br) | × on | identity | × on | RSS MB after load | × plain |`)
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of [reference, floor, ...rows]) {
    console.log(`| ${row.label} | ${sum(row.bytes).toLocaleString('en')} | ${ratio(sum(row.bytes), sum(reference.bytes))} | ${sum(row.identity).toLocaleString('en')} | ${ratio(sum(row.identity), sum(reference.identity))} | ${row.rss.toFixed(0)} | ${ratio(row.rss, floor.rss)} |`)
  }
  console.log('\nPer route, browser bytes (direct):')
  console.log(`| route | ${[reference, floor, ...rows].map((r) => r.label).join(' | ')} |`)
  console.log(`| --- |${' ---: |'.repeat(rows.length + 2)}`)
  for (const route of ROUTES) console.log(`| \`${route}\` | ${[reference, floor, ...rows].map((r) => r.bytes[route].toLocaleString('en')).join(' | ')} |`)
  console.log(`\nRequests/s (direct${values.nginx ? '; through nginx' : ''}), ratio to all on:`)
  console.log(`| server | ${LOAD_ROUTES.map((r) => `\`${r}\``).join(' | ')} |${values.nginx ? ` nginx ${LOAD_ROUTES.map((r) => `\`${r}\``).join(' | ')} | nginx bytes (8 routes, gzip) |` : ''}`)
  console.log(`| --- |${' ---: |'.repeat(LOAD_ROUTES.length * (values.nginx ? 2 : 1) + (values.nginx ? 1 : 0))}`)
  for (const row of [reference, floor, ...rows]) {
    const direct = LOAD_ROUTES.map((r) => `${row.rps[r].toFixed(0)} (${ratio(row.rps[r], reference.rps[r])})`)
    const edge = values.nginx
      ? Object.keys(row.nginxRps).length
        ? [...LOAD_ROUTES.map((r) => `${row.nginxRps[r].toFixed(0)} (${ratio(row.nginxRps[r], reference.nginxRps[r])})`), `${sum(row.nginxBytes).toLocaleString('en')} (${ratio(sum(row.nginxBytes), sum(reference.nginxBytes))})`]
        : [...LOAD_ROUTES.map(() => 'n/a'), 'n/a']
      : []
    console.log(`| ${row.label} | ${[...direct, ...edge].join(' | ')} |`)
  }
  if (values.lighthouse) {
    console.log(`\nLighthouse (mobile preset, --cpu-time, median of ${values.runs}; score / LCP ms / TBT ms):`)
    const routes = values['lighthouse-routes'].split(',')
    console.log(`| server | ${routes.map((r) => `\`${r}\``).join(' | ')} |`)
    console.log(`| --- |${' --- |'.repeat(routes.length)}`)
    for (const [label, result] of Object.entries(lighthouseRows)) {
      if (result.error) console.log(`| ${label} | failed: ${result.error.replace(/\s+/g, ' ').slice(0, 200)} |`)
      else console.log(`| ${label} | ${routes.map((r) => (result[r] ? `${result[r].score} / ${result[r].lcp.toFixed(0)} / ${result[r].tbt.toFixed(0)}` : '?')).join(' | ')} |`)
    }
  }
}
