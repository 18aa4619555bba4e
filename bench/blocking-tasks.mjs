#!/usr/bin/env node
// What Lighthouse counts in a page's Total Blocking Time, task by task (the page-speed goal, bench/RESULTS.md). Each run is one
// Lighthouse navigation (mobile preset, Debian's Chromium, as bench/lighthouse.mjs); its main-thread tasks are
// given Lighthouse's own blocking time per task (`TBTImpactTasks`, the simulated timings behind the `long-tasks`
// and `bootup-time` audits), and every task that counts is printed with its unthrottled length and the trace
// events it spent most of its time in. After the runs: the blocking time by kind of task, summed and per load.
//
//   BENCH_URL=http://localhost:3000 node bench/blocking-tasks.mjs --only /,/en/ [--runs 3]
//   node bench/blocking-tasks.mjs --compare http://localhost:3001      a second build, loaded alternately
//   node bench/blocking-tasks.mjs --quiet                              only the summaries
//
// The kinds: `commit` (the navigation's commit and the new window's script context), `runtime` (Next's runtime
// start and the modules it loads: one microtask checkpoint of 10 ms or more), `layout` (style, layout, paint),
// `loader` (the scripts-after-paint loader's own functions), `parse` (HTML parsing and the inline scripts run
// by it), `scripts` (a call into Next's chunks: React's scheduled work once hydration has begun), `lighthouse`
// (its own page instrumentation), `other`. A page's loads differ a lot on a shared machine: compare sums of many loads, and alternate builds.
// Figures only; never a test.
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import { Audit } from 'lighthouse/core/audits/audit.js'
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js'
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js'

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: '/,/en/,/news/,/solution/Ssc/' },
    runs: { type: 'string', default: '3' },
    base: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    compare: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
})
const builds = { site: values.base, ...(values.compare ? { compare: values.compare } : {}) }
const paths = values.only.split(',').filter(Boolean)
const runs = Number(values.runs)

/** The loader's functions (src/lib/http/scripts-after-first-paint.mjs), called from the page's own inline script. */
const LOADER_CALL = /^FunctionCall page fn:[lmgat]$/

/** The kind of a top-level task, from the time its events spent (name → ms). */
function kindOf(task, spent) {
  const has = (pattern, atLeast = 0) => [...spent].some(([name, ms]) => pattern.test(name) && ms >= atLeast)
  if (has(/^(DocumentLoader::CommitNavigation|LocalWindowProxy::|V8\.DeserializeContext)/, 1)) return 'commit'
  if (has(/^RunMicrotasks$/, 10)) return 'runtime'
  if (has(LOADER_CALL, 1)) return 'loader'
  if (has(/_lighthouse-eval/, 1)) return 'lighthouse'
  if (has(/^(Layout|UpdateLayoutTree|Paint|PaintImage|Layerize|Commit)$/, 5)) return 'layout'
  if (has(/^(ParseHTML|v8\.run|EvaluateScript)$/, 3)) return 'parse'
  if (has(/^FunctionCall chunk /, 3)) return 'scripts'
  return 'other'
}

/**
 * A task's own time by event name, its children included; a function call by where its script came from (one of
 * Next's chunks, the page itself, another script) and the function's name.
 */
function timeByEvent(task, pageUrl) {
  const spent = new Map()
  const walk = (node) => {
    let name = node.event.name
    if (name === 'FunctionCall') {
      const { url = '', functionName = '' } = node.event.args?.data ?? {}
      const from = url.includes('/_next/') ? `chunk ${url.split('/').pop()}` : url === pageUrl ? 'page' : url.split('/').pop() || 'other'
      name += ` ${from} fn:${functionName}`
    }
    spent.set(name, (spent.get(name) ?? 0) + node.selfTime)
    node.children.forEach(walk)
  }
  walk(task)
  return spent
}

async function load(port, url) {
  const english = new URL(url).pathname.startsWith('/en/')
  const flags = { port, logLevel: 'error', extraHeaders: { 'Accept-Language': english ? 'en' : 'ja' } }
  const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } }
  // Lighthouse sometimes loses a navigation's start (NO_NAVSTART): such a run says nothing; it is run again.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { artifacts, runnerOptions } = await navigationGather(undefined, url, { config, flags })
      const context = { settings: runnerOptions.resolvedConfig.settings, computedCache: new Map(), options: {} }
      const tasks = await TBTImpactTasks.request(Audit.makeMetricComputationDataInput(artifacts, context), context)
      return { tasks: tasks.filter((task) => !task.parent && task.tbtImpact > 0), pageUrl: artifacts.URL?.finalDisplayedUrl ?? url }
    } catch (error) {
      if (attempt === 2) throw error
    }
  }
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] })
/** build → kind → { ms, count } and build → loads */
const totals = Object.fromEntries(Object.keys(builds).map((build) => [build, new Map()]))
const loads = Object.fromEntries(Object.keys(builds).map((build) => [build, 0]))
try {
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      for (const [build, base] of Object.entries(builds)) {
        const { tasks: counted, pageUrl } = await load(chrome.port, new URL(path, base).href)
        loads[build]++
        const sum = counted.reduce((total, task) => total + task.tbtImpact, 0)
        if (!values.quiet) console.log(`${build.padEnd(7)} ${path} run ${run + 1}: TBT ${Math.round(sum)} ms`)
        for (const task of counted) {
          const spent = timeByEvent(task, pageUrl)
          const kind = kindOf(task, spent)
          const entry = totals[build].get(kind) ?? { ms: 0, count: 0 }
          entry.ms += task.tbtImpact
          entry.count++
          totals[build].set(kind, entry)
          if (values.quiet) continue
          const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ')
          console.log(`    ${kind.padEnd(10)} blocking ${String(Math.round(task.tbtImpact)).padStart(4)} ms, task ${task.duration.toFixed(1).padStart(5)} ms unthrottled: ${top}`)
        }
      }
    }
  }
} finally {
  await chrome.kill()
}

for (const [build, kinds] of Object.entries(totals)) {
  const all = [...kinds.values()].reduce((total, entry) => total + entry.ms, 0)
  console.log(`\n${build} (${builds[build]}): ${loads[build]} loads, blocking time summed ${Math.round(all)} ms, ${Math.round(all / loads[build])} ms a load`)
  for (const [kind, entry] of [...kinds].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`  ${kind.padEnd(10)} ${String(Math.round(entry.ms)).padStart(6)} ms in ${String(entry.count).padStart(3)} tasks, ${Math.round(entry.ms / loads[build])} ms a load`)
  }
}
