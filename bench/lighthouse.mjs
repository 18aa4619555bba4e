#!/usr/bin/env node
// Lighthouse benchmark: every page of the site in both languages, N runs each (default 3), on Debian's
// Chromium. Prints the median score, LCP, TBT, CLS and script transfer size per page, then the worst median.
//
//   BENCH_URL=http://localhost:3000 node bench/lighthouse.mjs                 mobile preset, 3 runs
//   node bench/lighthouse.mjs --desktop --runs 1 --only /,/news/,/en/news/    a subset
//   node bench/lighthouse.mjs --json out.json                                 also write every run
//   node bench/lighthouse.mjs --no-floor                                      without the floor reference
//   node bench/lighthouse.mjs --cpu-time                                      main thread in CPU time (see below)
//   node bench/lighthouse.mjs --cpu-time --breakdown                          and where it goes, beside the floor
//   node bench/lighthouse.mjs --cpu-slowdown 2                                CPU throttling calibrated (see below)
//   node bench/lighthouse.mjs --hide-scrollbars                               Chromium without scrollbars (diagnosis)
//
// The floor (the reference, a bare Next 16 + next-intl page: bench/floor/) is measured IN THE SAME
// RUN: the bench builds it once with the root's `next` (bench/floor/.next; --rebuild-floor to redo) and
// starts it on FLOOR_PORT (default 3131); every run of a site page is followed by a run of the floor page
// of the same locale, and each row prints the floor's medians of those runs and the ratios site / floor.
// The machine's load then slows both alike: compare the ratios, and print `uptime` beside the figures.
//
// --cpu-time: on a shared machine the renderer's main thread is often waiting for a core, and Lighthouse
// counts that wait as the page's work (TBT of seconds at load 15). With this flag every run is gathered,
// then each main-thread trace event's wall duration is cut to the CPU time the thread spent in it
// (Chromium records both: `dur` and `tdur`) before the audits run, so TBT, and the simulated LCP built on
// those tasks, show what the page costs the CPU, not what the machine's other work cost it. Network
// timings are left as recorded. Use it for comparisons under load; quote the standard figures when quiet.
//
// --cpu-slowdown N: Lighthouse's mobile preset slows the CPU 4× from a high-end desktop (benchmark index
// 1500–2000) to a mid-tier phone; on a weaker host the same 4× simulates a slower phone than that, and
// Lighthouse's documentation (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the multiplier.
// Every run prints the host's benchmark index (Lighthouse's own, median of the runs), the multiplier that page
// suggests for it, and any warning Lighthouse gave about the host. The default stays the preset's 4×: quote the
// calibrated figures beside the standard ones, never instead of them. After the table the bench counts the pages
// that meet each part of the page-speed goal (score ≥ 98, LCP ≤ 1.0 s, TBT ≤ 150 ms, CLS 0) and all four.
//
// --hide-scrollbars: the flag Puppeteer and Playwright give headless Chromium; without it the emulated phone's
// overlay scrollbar is drawn and faded after the first paint, frames that compete for this machine's cores.
// For diagnosis only; the standard figures are without it.
//
// "HTML KiB": the page's document as transferred (headers and compressed body), and after "+" the round trips Lantern's
// TCP model adds to its download beyond the first: a document over 14,600 bytes (10 segments) costs one more
// 150 ms round trip before anything can paint.
//
// --breakdown: after each page's row, its main-thread work by kind (Lighthouse's mainthread-work-breakdown:
// script evaluation, style and layout, HTML parsing, script compilation, paint, garbage collection, other),
// median ms of the runs for the site and the floor, and the ratio: what the page costs beyond a bare Next
// page. With --cpu-time the figures hold under load.
//
// Against a production build (`next build && next start`). Figures only: it never fails on a number
// (the script budget is a test: tests/e2e/script-budget.spec.ts). The floor is the reference,
// a bare Next 16 + next-intl page measured the same way: 153.6 KiB of script.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js'
import { Runner } from 'lighthouse/core/runner.js'

import { acceptLanguageFor, isEnglishPath } from './visitor-language.mjs'

const FLOOR_SCRIPT_KIB = 153.6

// Lantern's TCP model (trace_engine's lantern/simulation/TCPConnection.js): a new connection's first window is
// 10 segments of 1,460 bytes, each round trip doubles it (up to what 1.6 Mbit/s carries in 150 ms). A document
// larger than the first window costs its first paint one more 150 ms round trip.
const SEGMENT_BYTES = 1460
const FIRST_WINDOW_SEGMENTS = 10
const FIRST_WINDOW_BYTES = FIRST_WINDOW_SEGMENTS * SEGMENT_BYTES
/** Round trips after the first byte that Lantern gives a download of `bytes` on a new connection. */
function extraRoundTrips(bytes) {
  let trips = 0
  let window = FIRST_WINDOW_SEGMENTS
  for (let sent = FIRST_WINDOW_BYTES; sent < bytes; sent += window * SEGMENT_BYTES) {
    window = Math.min(window * 2, 20)
    trips++
  }
  return trips
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    desktop: { type: 'boolean', default: false },
    json: { type: 'string' },
    base: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    'no-floor': { type: 'boolean', default: false },
    'rebuild-floor': { type: 'boolean', default: false },
    'cpu-time': { type: 'boolean', default: false },
    breakdown: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
    'hide-scrollbars': { type: 'boolean', default: false },
  },
})
const base = values.base.replace(/\/$/, '')
const runs = Math.max(1, Number(values.runs))
const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown'])
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a multiplier of 1 or more')

// Every page of requirements §2 (kept in step with src/lib/site-routes.ts), plus the
// news list filtered and paged, one article and one campaign (their slugs come from sitemap.xml).
const STATIC_PATHS = [
  '/', '/solution/', '/solution/Ssc/', '/solution/Camera/', '/reail/', '/company/', '/company/Message/',
  '/company/Info/', '/company/Leaders/', '/company/Japan-Offices/', '/news/', '/campaign/', '/recruit/',
  '/recruit/Message/', '/recruit/Culture/', '/recruit/Interview/', '/recruit/Occupation/', '/contact/',
  '/contact/Confirm/', '/contact/Complete/', '/contact/Error/', '/Conduct/', '/Privacy/', '/Terms/', '/Sitemap/',
]

async function detailPaths() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const article = locs.find((p) => /^\/news\/[a-z0-9-]+\/$/.test(p))
  const campaign = locs.find((p) => /^\/campaign\/[a-z0-9-]+\/$/.test(p))
  return ['/news/?page=2', '/news/?category=press', article, campaign].filter(Boolean)
}

function pathsToRun(all) {
  const localized = all.flatMap((p) => [p, p === '/' ? '/en/' : `/en${p}`])
  if (!values.only) return localized
  return values.only.split(',').map((p) => p.trim()).filter(Boolean)
}

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b)
  if (!s.length) return NaN
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

// --- the floor app (bench/floor/) -------------------------------------------------------------------
const FLOOR_DIR = new URL('./floor/', import.meta.url).pathname
const NEXT_BIN = new URL('../node_modules/.bin/next', import.meta.url).pathname
const floorPort = Number(process.env.FLOOR_PORT ?? 3131)
const floorBase = `http://localhost:${floorPort}`
let floorServer

async function startFloor() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  if (values['rebuild-floor'] || !existsSync(`${FLOOR_DIR}.next/BUILD_ID`)) {
    console.log('building the floor app (bench/floor) ...')
    const built = spawnSync(NEXT_BIN, ['build'], { cwd: FLOOR_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (built.status !== 0) throw new Error('building bench/floor failed')
  }
  floorServer = spawn(NEXT_BIN, ['start', '-p', String(floorPort)], { cwd: FLOOR_DIR, env, stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${floorBase}/en/`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the floor app did not answer on ${floorBase}`)
}

const withFloor = !values['no-floor']
if (withFloor) await startFloor()
const floorPathFor = (path) => (isEnglishPath(path) ? '/en/' : '/')

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-extensions',
    '--no-first-run',
    '--mute-audio',
    ...(values['hide-scrollbars'] ? ['--hide-scrollbars'] : []),
    // Extra flags (bench/deviations.mjs: `--js-flags=--no-compile-hints-magic` measures the page without compile hints).
    ...(process.env.LIGHTHOUSE_CHROME_FLAGS ?? '').split(' ').filter(Boolean),
  ],
})

// Cuts each complete event ('X') of the renderer's main thread to its thread (CPU) duration, then keeps
// the nesting Lighthouse requires: no event ends after the one that contains it.
function applyThreadTime(traceEvents) {
  // Every renderer's main thread: the page's renderer is not the first one the trace names.
  const mains = new Set(
    traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  let cut = 0
  for (const thread of mains) cut += cutThread(traceEvents.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && typeof e.dur === 'number'))
  return cut
}

function cutThread(threadEvents) {
  const events = threadEvents.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let cut = 0
  const open = []
  for (const event of events) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop()
    let dur = typeof event.tdur === 'number' ? Math.min(event.dur, event.tdur) : event.dur
    const parent = open.at(-1)
    if (parent) dur = Math.max(0, Math.min(dur, parent.ts + parent.dur - event.ts))
    cut += event.dur - dur
    event.dur = dur
    open.push(event)
  }
  return cut
}

async function runLighthouse(url, flags) {
  if (!values['cpu-time']) return (await lighthouse(url, flags, config)).lhr
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { config, flags })
  // A page that failed to load has no trace: its run reports the error as usual.
  if (artifacts.Trace) applyThreadTime(artifacts.Trace.traceEvents)
  return (await Runner.audit(artifacts, runnerOptions)).lhr
}

// Each page as a visitor of its language opens it: a Japanese browser for the Japanese pages, an English one for
// `/en/…`. The root answers an English browser with a redirect to `/en/` (the language decision), which is not
// what a Japanese visitor of `/` waits for; the floor is asked the same way.
// Lighthouse sometimes loses the navigation's start in a long run of one Chromium (NO_NAVSTART: no figures at
// all, a score of 0); such a run says nothing about the page, so it is run again, up to twice.
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP'])
let retried = 0

async function measure(url) {
  const flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], output: 'json', extraHeaders: { 'Accept-Language': acceptLanguageFor(url) } }
  // Lighthouse merges the flags' settings into the preset's, so only the multiplier changes.
  if (cpuSlowdown !== undefined) flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown }
  let lhr = await runLighthouse(url, flags)
  for (let again = 0; again < 2 && RETRIED_ERRORS.has(lhr.runtimeError?.code); again++) {
    retried++
    lhr = await runLighthouse(url, flags)
  }
  const a = lhr.audits
  host.benchmarkIndex.push(lhr.environment?.benchmarkIndex ?? NaN)
  for (const warning of lhr.runWarnings ?? []) if (/CPU|device/i.test(warning)) host.warnings.add(warning)
  const scriptBytes = (a['resource-summary']?.details?.items ?? []).find((it) => it.resourceType === 'script')?.transferSize ?? 0
  const documentBytes = (a['network-requests']?.details?.items ?? []).find((it) => it.resourceType === 'Document')?.transferSize ?? NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    script: scriptBytes / 1024,
    document: documentBytes,
    work: Object.fromEntries((a['mainthread-work-breakdown']?.details?.items ?? []).map((it) => [it.group, it.duration])),
    error: lhr.runtimeError?.code ?? (a['largest-contentful-paint']?.errorMessage ? 'LCP: ' + a['largest-contentful-paint'].errorMessage.slice(0, 60) : undefined),
  }
}

function medians(samples) {
  const m = (key) => median(samples.map((s) => s[key]))
  return { score: m('score'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), fcp: m('fcp'), script: m('script'), document: m('document') }
}

/** The browser's own version line (its user agent gives only the major version). */
function browserVersion() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout?.trim().split(' built on')[0] || `${chromium}: version unknown`
}

/**
 * What Lighthouse measured of the host: its benchmark index on every run, and its warnings about it. Printed with
 * the browser's version: page loads were three to four times slower from one session to the next, and which browser
 * the earlier figures came from was not recorded.
 */
const host = { benchmarkIndex: [], warnings: new Set() }

/**
 * The multiplier Lighthouse's throttling documentation suggests for emulating a mid-tier phone on a host of this
 * benchmark index: its table's brackets (high-end desktop 1500–2000: 4×; low-end desktop 1000–1500 and high-end
 * phone 800–1000: 2×; mid-tier phone or slower: 1×).
 */
function suggestedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1500) return { bracket: 'high-end desktop (1500–2000)', multiplier: 4 }
  if (benchmarkIndex >= 1000) return { bracket: 'low-end desktop (1000–1500)', multiplier: 2 }
  if (benchmarkIndex >= 800) return { bracket: 'high-end phone (800–1200)', multiplier: 2 }
  return { bracket: 'mid-tier phone (125–800)', multiplier: 1 }
}

/** The page-speed goal for one page's medians: score ≥ 98, LCP ≤ 1.0 s, TBT ≤ 150 ms, CLS 0. */
const goalParts = {
  score: (r) => r.score >= 98,
  LCP: (r) => r.lcp <= 1000,
  TBT: (r) => r.tbt <= 150,
  CLS: (r) => r.cls < 0.0005,
}
const meetsAll = (r) => Object.values(goalParts).every((meets) => meets(r))

const WORK_KINDS = ['scriptEvaluation', 'styleLayout', 'parseHTML', 'scriptParseCompile', 'paintCompositeRender', 'garbageCollection', 'other']

/** Main-thread work by kind, medians of the runs: site, floor, and the ratio. */
function printBreakdown(samples, floorSamples) {
  const kind = (runs, key) => median(runs.map((s) => s.work[key] ?? 0))
  const total = (runs) => median(runs.map((s) => Object.values(s.work).reduce((sum, ms) => sum + ms, 0)))
  const cells = [...WORK_KINDS.map((key) => [key, kind(samples, key), kind(floorSamples, key)]), ['total', total(samples), total(floorSamples)]]
  console.log('  main thread, ms (site / floor = ratio): ' + cells.map(([key, site, floor]) => `${key} ${site.toFixed(0)}/${floor.toFixed(0)}=${(site / Math.max(floor, 1)).toFixed(1)}×`).join(', '))
}

function print(label, row, ...rest) {
  console.log(
    label.padEnd(44),
    String(row.score).padStart(5),
    row.lcp.toFixed(0).padStart(7),
    row.tbt.toFixed(0).padStart(7),
    row.cls.toFixed(3).padStart(6),
    row.fcp.toFixed(0).padStart(7),
    row.script.toFixed(1).padStart(11),
    (Number.isFinite(row.document) ? `${(row.document / 1024).toFixed(1)}+${extraRoundTrips(row.document)}` : '?').padStart(9),
    ...rest,
  )
}

const paths = pathsToRun(values.only ? [] : [...STATIC_PATHS, ...(await detailPaths())])
const config = values.desktop ? desktopConfig : undefined
const results = []
try {
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (${process.env.BENCH_LOAD_NOTE ?? 'uptime'}) at the start`)
  console.log(`${base}: ${paths.length} pages × ${runs} runs, ${values.desktop ? 'desktop' : 'mobile'} preset${cpuSlowdown !== undefined ? `, CPU slowdown ${cpuSlowdown}×` : ''}${values['hide-scrollbars'] ? ', Chromium with --hide-scrollbars' : ''}${values['cpu-time'] ? ', main thread in CPU time' : ''}, Lighthouse on ${chrome.pid ? 'Chromium' : '?'}\n`)
  console.log('page'.padEnd(44), 'score', 'LCP ms'.padStart(7), 'TBT ms'.padStart(7), 'CLS'.padStart(6), 'FCP ms'.padStart(7), 'script KiB'.padStart(11), 'HTML KiB'.padStart(9), withFloor ? ' × floor (same run)' : ` × ${FLOOR_SCRIPT_KIB} KiB`)
  for (const path of paths) {
    const samples = []
    const floorSamples = []
    for (let i = 0; i < runs; i++) {
      samples.push(await measure(`${base}${path}`))
      if (withFloor) floorSamples.push(await measure(`${floorBase}${floorPathFor(path)}`))
    }
    const row = { path, ...medians(samples), samples }
    results.push(row)
    const err = samples.find((s) => s.error)?.error
    const floorScript = withFloor ? medians(floorSamples).script : FLOOR_SCRIPT_KIB
    print(path, row, (row.script / floorScript).toFixed(2).padStart(8), err ? `  (${err})` : '')
    if (withFloor) {
      const floor = { path: `  floor ${floorPathFor(path)}`, ...medians(floorSamples), samples: floorSamples }
      row.floor = floor
      print(floor.path, floor, '')
      console.log(
        '  site / floor'.padEnd(44),
        (row.score - floor.score).toFixed(0).padStart(5),
        `${(row.lcp / floor.lcp).toFixed(2)}×`.padStart(7),
        `${(row.tbt / Math.max(floor.tbt, 1)).toFixed(2)}×`.padStart(7),
        (row.cls - floor.cls).toFixed(3).padStart(6),
        `${(row.fcp / floor.fcp).toFixed(2)}×`.padStart(7),
        `${(row.script / floor.script).toFixed(2)}×`.padStart(11),
        ''.padStart(9),
        '  (score and CLS: difference; the others: ratio)',
      )
      if (values.breakdown) printBreakdown(samples, floorSamples)
    }
  }
} finally {
  await chrome.kill()
  floorServer?.kill()
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end${retried ? `; ${retried} run(s) repeated after Lighthouse lost the navigation` : ''}`)
}

if (results.length) {
  const worst = (key, dir) => results.reduce((w, r) => ((dir < 0 ? r[key] < w[key] : r[key] > w[key]) ? r : w))
  console.log('\nworst medians:')
  console.log(`  score ${worst('score', -1).score} (${worst('score', -1).path})`)
  console.log(`  LCP   ${worst('lcp', 1).lcp.toFixed(0)} ms (${worst('lcp', 1).path})`)
  console.log(`  TBT   ${worst('tbt', 1).tbt.toFixed(0)} ms (${worst('tbt', 1).path})`)
  console.log(`  CLS   ${worst('cls', 1).cls.toFixed(3)} (${worst('cls', 1).path})`)
  console.log(`  script ${worst('script', 1).script.toFixed(1)} KiB (${worst('script', 1).path}); floor ${withFloor ? `${median(results.map((r) => r.floor.script)).toFixed(1)} KiB (this run)` : `${FLOOR_SCRIPT_KIB} KiB (the the budget's figure)`}`)
  if (withFloor) {
    const ratio = (key) => results.reduce((w, r) => Math.max(w, r[key] / Math.max(r.floor[key], 1)), 0)
    console.log(`  worst ratios site / floor: LCP ${ratio('lcp').toFixed(2)}×, TBT ${ratio('tbt').toFixed(2)}×, script ${ratio('script').toFixed(2)}×`)
  }
  const count = (rows, meets) => rows.filter(meets).length
  const floors = withFloor ? results.map((r) => r.floor) : []
  const tally = (meets) => `${count(results, meets)} of ${results.length}${withFloor ? ` (floor ${count(floors, meets)})` : ''}`
  console.log(`\ngoal 1 (median of the runs): ${Object.entries(goalParts).map(([part, meets]) => `${part} ${tally(meets)}`).join(', ')}; all four ${tally(meetsAll)}`)
  const overWindow = (r) => r.document > FIRST_WINDOW_BYTES
  console.log(`  HTML over Lantern's first TCP window (${FIRST_WINDOW_BYTES} bytes, "HTML KiB" shows +1 or more round trips): ${tally(overWindow)}; each such round trip adds one round trip time to the simulated FCP and LCP (150 ms in the mobile preset, 40 ms in the desktop one)`)
  const sum = (rows, key) => rows.reduce((total, r) => total + r[key], 0)
  if (withFloor) console.log(`  TBT summed over the pages: ${sum(results, 'tbt').toFixed(0)} ms, floor ${sum(floors, 'tbt').toFixed(0)} ms (${(sum(results, 'tbt') / Math.max(sum(floors, 'tbt'), 1)).toFixed(2)}×)`)
  const index = median(host.benchmarkIndex)
  const suggestion = suggestedSlowdown(index)
  console.log(
    `host: Lighthouse benchmark index ${index.toFixed(0)} (runs ${Math.min(...host.benchmarkIndex.filter(Number.isFinite)).toFixed(0)}–${Math.max(...host.benchmarkIndex.filter(Number.isFinite)).toFixed(0)}), ` +
      `a ${suggestion.bracket}: Lighthouse's documentation suggests --cpu-slowdown ${suggestion.multiplier} for a mid-tier phone (this run: ${cpuSlowdown ?? 4}×); ${browserVersion()}`,
  )
  for (const warning of host.warnings) console.log(`  Lighthouse: ${warning}`)
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2))
