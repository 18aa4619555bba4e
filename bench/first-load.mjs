#!/usr/bin/env node
// A phone's first load of some pages, read from Chromium's own trace (the page-speed goal, bench/RESULTS.md): how much main-thread
// CPU the load took, by kind, how many times the whole page was laid out, when the first paint reached the
// screen beside when the first of Next's scripts started to run, and in how many runs the paint came first.
// Lighthouse's simulated LCP keeps every script that started before the recorded paint, so a page whose
// scripts win that race has a simulated LCP ~1 s worse.
//
//   BENCH_URL=http://localhost:3000 node bench/first-load.mjs --only /,/en/ [--runs 5]
//   node bench/first-load.mjs --compare http://localhost:3200     the same pages on a second build, alternating
//
// Each run is a new Chromium (a first visit: nothing cached) with Lighthouse's phone (412×823 at 1.75×).
// CPU figures are the renderer's thread time (`tdur`), so the machine's other work does not count; the two
// times are wall clock from navigation and move with the load. Medians of the runs. Figures only.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: '/,/en/,/news/,/en/Conduct/,/solution/Ssc/' },
    runs: { type: 'string', default: '5' },
    base: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    compare: { type: 'string' },
  },
})
const builds = { site: values.base, ...(values.compare ? { compare: values.compare } : {}) }
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const ms = (micros) => Math.round(micros / 1000)

async function firstLoad(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const english = new URL(url).pathname.startsWith('/en/')
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, locale: english ? 'en-US' : 'ja-JP' })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(1500)
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    if (!start) return null
    const main = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts)
    const cpu = (name) => ms(main.filter((e) => e.name === name).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0))
    const paint = main.find((e) => e.name === 'firstContentfulPaint')
    const script = main.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.includes('/_next/'))
    return {
      tasks: cpu('RunTask'),
      parse: cpu('ParseHTML'),
      style: cpu('UpdateLayoutTree'),
      layout: cpu('Layout'),
      // A layout of more than 2 ms of CPU is one of the whole page (the small ones are a node or two).
      layouts: main.filter((e) => e.name === 'Layout' && (e.tdur ?? 0) > 2000).length,
      paint: paint ? ms(paint.ts - start.ts) : NaN,
      script: script ? ms(script.ts - start.ts) : NaN,
    }
  } finally {
    await browser.close()
  }
}

console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the start`)
console.log('page                          build    all tasks  parse  style  layout  whole-page layouts | first paint  first script  paint first  (median of runs)')
for (const path of values.only.split(',')) {
  const runs = Object.fromEntries(Object.keys(builds).map((name) => [name, []]))
  for (let i = 0; i < Number(values.runs); i++) {
    for (const [name, origin] of Object.entries(builds)) {
      const run = await firstLoad(new URL(path, origin).href)
      if (run) runs[name].push(run)
    }
  }
  for (const [name, list] of Object.entries(runs)) {
    const m = (key) => String(median(list.map((run) => run[key]))).padStart(5)
    // In how many runs the first paint came before any of Next's scripts ran (Lighthouse then leaves them out).
    const paintFirst = `${list.filter((run) => run.paint < run.script).length}/${list.length}`.padStart(5)
    console.log(`${path.padEnd(29)} ${name.padEnd(8)} ${m('tasks')} ms  ${m('parse')}  ${m('style')}  ${m('layout')}  ${m('layouts')}              | ${m('paint')} ms     ${m('script')} ms     ${paintFirst}      (${list.length})`)
  }
}
console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end`)
