#!/usr/bin/env node
// Lighthouse benchmark: every page of the site in both languages, N runs each (default 3), on Debian's
// Chromium. Prints the median score, LCP, TBT, CLS and script transfer size per page, then the worst median.
//
//   BENCH_URL=http://localhost:3000 node bench/lighthouse.mjs                 mobile preset, 3 runs
//   node bench/lighthouse.mjs --desktop --runs 1 --only /,/news/,/en/news/    a subset
//   node bench/lighthouse.mjs --json out.json                                 also write every run
//
// Against a production build (`next build && next start`). Figures only: it never fails on a number
// (the script budget is a test: tests/unit/script-budget.test.ts). The floor is the reference,
// a bare Next 16 + next-intl page measured the same way: 153.6 KiB of script.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const FLOOR_SCRIPT_KIB = 153.6

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    desktop: { type: 'boolean', default: false },
    json: { type: 'string' },
    base: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
  },
})
const base = values.base.replace(/\/$/, '')
const runs = Math.max(1, Number(values.runs))

// Every page of SPEC section 2 (kept in step with src/lib/site-routes.ts), plus the
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
  ],
})

const paths = pathsToRun(values.only ? [] : [...STATIC_PATHS, ...(await detailPaths())])
const config = values.desktop ? desktopConfig : undefined
const results = []
try {
  console.log(`${base}: ${paths.length} pages × ${runs} runs, ${values.desktop ? 'desktop' : 'mobile'} preset, Lighthouse on ${chrome.pid ? 'Chromium' : '?'}\n`)
  console.log('page'.padEnd(44), 'score', 'LCP ms'.padStart(7), 'TBT ms'.padStart(7), 'CLS'.padStart(6), 'FCP ms'.padStart(7), 'script KiB'.padStart(11), ' × floor')
  for (const path of paths) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], output: 'json' }, config)
      const a = lhr.audits
      const scriptBytes = (a['resource-summary']?.details?.items ?? []).find((it) => it.resourceType === 'script')?.transferSize ?? 0
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: a['total-blocking-time']?.numericValue ?? NaN,
        cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
        fcp: a['first-contentful-paint']?.numericValue ?? NaN,
        script: scriptBytes / 1024,
        error: lhr.runtimeError?.code ?? (a['largest-contentful-paint']?.errorMessage ? 'LCP: ' + a['largest-contentful-paint'].errorMessage.slice(0, 60) : undefined),
      })
    }
    const row = {
      path,
      score: median(samples.map((s) => s.score)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      fcp: median(samples.map((s) => s.fcp)),
      script: median(samples.map((s) => s.script)),
      samples,
    }
    results.push(row)
    const err = samples.find((s) => s.error)?.error
    console.log(
      path.padEnd(44),
      String(row.score).padStart(5),
      row.lcp.toFixed(0).padStart(7),
      row.tbt.toFixed(0).padStart(7),
      row.cls.toFixed(3).padStart(6),
      row.fcp.toFixed(0).padStart(7),
      row.script.toFixed(1).padStart(11),
      (row.script / FLOOR_SCRIPT_KIB).toFixed(2).padStart(8),
      err ? `  (${err})` : '',
    )
  }
} finally {
  await chrome.kill()
}

if (results.length) {
  const worst = (key, dir) => results.reduce((w, r) => ((dir < 0 ? r[key] < w[key] : r[key] > w[key]) ? r : w))
  console.log('\nworst medians:')
  console.log(`  score ${worst('score', -1).score} (${worst('score', -1).path})`)
  console.log(`  LCP   ${worst('lcp', 1).lcp.toFixed(0)} ms (${worst('lcp', 1).path})`)
  console.log(`  TBT   ${worst('tbt', 1).tbt.toFixed(0)} ms (${worst('tbt', 1).path})`)
  console.log(`  CLS   ${worst('cls', 1).cls.toFixed(3)} (${worst('cls', 1).path})`)
  console.log(`  script ${worst('script', 1).script.toFixed(1)} KiB (${worst('script', 1).path}); floor ${FLOOR_SCRIPT_KIB} KiB`)
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2))
