// Where Lighthouse's simulated LCP comes from, for one page (the page-speed goal, bench/RESULTS.md).
//
//   BENCH_URL=http://localhost:3000 node bench/lcp-graph.mjs /en/ [--runs 3]
//
// Lighthouse's mobile preset does not throttle the page while it loads: it records the load at full speed, then
// replays it in a simulation (Lantern: 150 ms round trips, 1.6 Mbit/s, CPU ×4). The simulated LCP is the end of
// the last request or task the simulation keeps, and it keeps what the recorded load needed before its own largest
// paint: every request that ended before that paint (except low-priority images), and a script only if it also
// started running before it. So a page whose paint came after its scripts ran, or after a web font arrived,
// carries their download in its LCP. Per run this prints the recorded first and largest paint, when each request
// started and ended and when its script first ran (all in ms from navigation), then the simulation's estimates
// and the requests and tasks each of its two graphs kept, with their simulated times.
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

import { acceptLanguageFor } from './visitor-language.mjs'

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '1' } }, allowPositionals: true })
const base = process.env.BENCH_URL ?? 'http://localhost:3000'
const url = new URL(positionals[0] ?? '/', base).href
const shortUrl = (href) => href.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)

for (let run = 1; run <= Number(values.runs); run++) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] })
  let result
  try {
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { 'Accept-Language': acceptLanguageFor(url) } })
  } finally {
    await chrome.kill()
  }
  const { lhr, artifacts } = result
  const observed = lhr.audits.metrics.details?.items?.[0]
  if (!observed) {
    console.log(`\nrun ${run} ${url}: Lighthouse recorded no metrics (${lhr.runtimeError?.code ?? lhr.audits.metrics.errorMessage ?? 'no reason given'})`)
    continue
  }
  const navigationStart = observed.observedNavigationStartTs
  const firstRun = new Map()
  for (const event of artifacts.Trace.traceEvents) {
    const script = event.name === 'EvaluateScript' ? event.args?.data?.url : null
    if (script && !firstRun.has(script)) firstRun.set(script, Math.round((event.ts - navigationStart) / 1000))
  }
  console.log(`\nrun ${run} ${url}: simulated LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms; recorded FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms`)
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  if (element) console.log(`LCP element: ${element.nodeLabel?.slice(0, 80)} (${element.selector})`)
  console.log('recorded requests (start–end, priority, first run of its script):')
  for (const request of lhr.audits['network-requests'].details.items) {
    const ran = firstRun.get(request.url)
    console.log(`  ${String(Math.round(request.networkRequestTime)).padStart(5)}–${String(Math.round(request.networkEndTime)).padEnd(5)} ${request.priority.padEnd(8)} ${ran === undefined ? '     ' : String(ran).padStart(5)} ${shortUrl(request.url)}`)
  }

  const settings = lhr.configSettings
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null }
  const lantern = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings })
  for (const [name, estimate] of [['optimistic', lantern.optimisticEstimate], ['pessimistic', lantern.pessimisticEstimate]]) {
    console.log(`simulation, ${name} graph: ${Math.round(estimate.timeInMs)} ms`)
    const kept = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
    for (const [node, timing] of kept) {
      const what =
        node.type === 'network'
          ? `${shortUrl(node.request.url)} ${Math.round(node.request.transferSize / 1024)} KB`
          : `task of ${Math.round((node.endTime - node.startTime) / 1000)} ms recorded${node.didPerformLayout() ? ', with layout' : ''}`
      console.log(`  ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`)
    }
  }
}
