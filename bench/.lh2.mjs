import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = r.lhr.audits
console.log('CLS', a['cumulative-layout-shift'].numericValue)
console.log(JSON.stringify(a['layout-shifts']?.details?.items?.map(i => ({ score: i.score, node: i.node?.snippet?.slice(0,160), causes: i.subItems?.items?.map(s => s.cause + ' ' + (s.extra?.value ?? s.extra?.url ?? '')) })), null, 1))
await chrome.kill()
