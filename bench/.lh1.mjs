import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = r.lhr.audits
console.log('score', r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0)
for (const i of a['long-tasks'].details.items) console.log('long', i.url?.slice(-60), Math.round(i.startTime), Math.round(i.duration))
for (const i of a['bootup-time'].details.items.slice(0,6)) console.log('boot', i.url.slice(-60), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile))
for (const i of a['mainthread-work-breakdown'].details.items) console.log('main', i.group, Math.round(i.duration))
const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet
console.log('lcp el', lcpEl)
for (const i of (a['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? [])) console.log('lcp phase', JSON.stringify(i))
await chrome.kill()
