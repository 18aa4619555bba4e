/**
 * Bad input (docs/decisions.md S1): no input answers 5xx or drops the connection. fast-check (pinned, fixed seed) draws
 * 2,400 requests over paths (percent-encodings good and bad, dots, case, length, locale prefixes, the
 * API, Next's and the image endpoint's prefixes), methods, and headers (RSC, router state, prefetch,
 * Accept-Language, cookies, Accept), sent raw over node:http so nothing normalizes the path first.
 * Runs once (PC project only): it is about the server, not a viewport.
 */
import http from 'node:http'

import { expect } from '@playwright/test'
import { test } from './helpers'
import fc from 'fast-check'
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

import { SITE_ROUTES } from '../../src/lib/site-routes'

const SEED = 20261123
const RUNS = 2400
const CONCURRENCY = 6

const BASES = [
  ...SITE_ROUTES.map((r) => r.path),
  '/news/',
  '/news/feed.xml',
  '/en/news/feed.xml',
  '/news/draft/',
  '/campaign/Draft/',
  '/Draft/',
  // Landing pages built in the CMS (issue 46): the seeded one, one that does not exist, and their pages API.
  '/lp/seminar-2027/',
  '/en/lp/seminar-2027/',
  '/lp/no-such-page/',
  '/api/pages/',
  '/redirect-rules.json',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/api/',
  '/api/news/',
  '/api/news/1/',
  '/api/campaigns/',
  '/api/banners/',
  '/api/media/file/',
  '/api/users/me/',
  '/api/enquiries/',
  '/api/contact/',
  '/api/payload-migrations/',
  '/_next/',
  '/_next/static/',
  '/_ipx/',
  '/share-card/ja/news/',
  '/share-card/en/campaign/year-end-holiday-2024.png',
  '/admin/',
]
const PREFIXES = ['', '/en', '/ja', '/EN', '/fr', '/en/en']
const SEGMENTS = [
  '%',
  '%ff',
  '%e3%81',
  '%2e%2e',
  '%2F',
  '%00',
  '%c0%af',
  '%25',
  '..',
  '.',
  '.env',
  'index.html',
  'package.json',
  'robots.TXT',
  '@evil.example',
  'apple-touch-icon.png',
  '~root',
  'abc',
  '1',
  '0',
  '-1',
  '99999999999999999999',
  'NaN',
  'access',
  'versions',
  'file',
  'x.png',
  'draft',
  'Draft',
  '%E6%97%A5%E6%9C%AC',
  'a'.repeat(300),
  'b'.repeat(1500),
  'COMPANY',
  'Company',
  ';',
  ',',
  '*',
  "'",
  '"',
]
const QUERIES = [
  '',
  '?_rsc=1',
  '?_rsc=3nyz-92o_p3kzLkl',
  '?page=2',
  '?page=-1',
  '?page=%',
  '?category=press',
  '?category=%ff',
  '?where=abc',
  '?where[publishedAt][greater_than]=notadate',
  '?where[title][near]=1,2',
  '?where[or][0][slug][equals]=x',
  '?limit=100000',
  '?limit=abc',
  '?sort=-publishedAt',
  '?sort=nope',
  '?depth=99',
  '?draft=true',
  '?locale=xx',
  '?token=abc',
  '?id=1&token=%',
  '?q=' + 'z'.repeat(2000),
]
const METHODS = [...Array(12).fill('GET'), 'HEAD', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']
const ROUTER_STATES = [
  'garbage{',
  '%5B%22%22%2C%7B%7D%5D',
  '%5B%22%22%2C%7B%22children%22%3A%5B%22news%22%2C%7B%7D%5D%7D%5D',
  '%5B%22%5D',
  '%',
  '[]',
  'x'.repeat(5000),
]
/** A header that is absent about three times in four, so most requests reach real rendering. */
const header = (name: string, values: string[]) =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.constantFrom(...values).map((v) => [name, v] as const), weight: 1 },
  )

const requestArb = fc.record({
  prefix: fc.constantFrom(...PREFIXES),
  base: fc.constantFrom(...BASES),
  extra: fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 2 }),
  slash: fc.boolean(),
  upper: fc.boolean(),
  query: fc.constantFrom(...QUERIES),
  method: fc.constantFrom(...METHODS),
  /** Send the `_rsc` value that matches the headers, so Next renders instead of redirecting. */
  matchingRsc: fc.boolean(),
  headers: fc.tuple(
    header('RSC', ['1', '0', 'garbage']),
    header('Next-Router-State-Tree', ROUTER_STATES),
    header('Next-Router-Prefetch', ['1', '2', 'x']),
    header('Next-Router-Segment-Prefetch', ['/_tree', '/news', 'garbage']),
    header('Accept-Language', ['en-US,en;q=0.9', 'ja', '*', 'fr-CA', 'en;q=abc', 'x'.repeat(500), ',,,;q=']),
    header('Cookie', ['i18n_redirected=en', 'i18n_redirected=zz', 'payload-token=garbage', '__prerender_bypass=x', 'a=%ff']),
    header('Accept', ['text/html', 'application/json', 'text/x-component', '*/*', 'image/avif,image/webp', '???']),
  ),
})

type Sent = { method: string; path: string; headers: Record<string, string> }

type Drawn = typeof requestArb extends fc.Arbitrary<infer T> ? T : never

async function toRequest(v: Drawn): Promise<Sent> {
  let path = v.prefix + v.base
  for (const s of v.extra) path = path.replace(/\/?$/, '/') + s
  if (v.slash && !path.endsWith('/')) path += '/'
  if (v.upper) path = path.toUpperCase()
  if (!path.startsWith('/')) path = '/' + path
  const headers: Record<string, string> = {}
  for (const h of v.headers) if (h) headers[h[0]] = h[1]
  let query = v.query
  if (v.matchingRsc && headers.RSC) {
    const rsc = await computeCacheBustingSearchParam(headers['Next-Router-Prefetch'] as '1' | '2' | undefined, headers['Next-Router-Segment-Prefetch'], headers['Next-Router-State-Tree'], undefined)
    if (rsc) query = `?_rsc=${rsc}`
  }
  return { method: v.method, path: path + query, headers }
}

function send(port: number, agent: http.Agent, r: Sent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, method: r.method, path: r.path, headers: r.headers, agent, timeout: 30_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end()
  })
}

test('no input answers 5xx or drops the connection', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'server-side: once is enough')
  test.setTimeout(180_000)
  const port = Number(new URL(baseURL!).port)
  const requests = await Promise.all(fc.sample(requestArb, { seed: SEED, numRuns: RUNS }).map(toRequest))
  expect(requests.length).toBeGreaterThanOrEqual(2000)

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const r = requests[next++]
        try {
          const status = await send(port, agent, r)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          if (status >= 500) failures.push(`${status} ${r.method} ${r.path} ${JSON.stringify(r.headers)}`)
        } catch (error) {
          failures.push(`DROPPED (${(error as Error).message}) ${r.method} ${r.path} ${JSON.stringify(r.headers)}`)
        }
      }
    }),
  )
  agent.destroy()
  const summary = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')
  testInfo.annotations.push({ type: 'fuzz', description: `${requests.length} requests in ${Date.now() - started} ms: ${summary}` })
  console.log(`fuzz: ${requests.length} requests in ${Date.now() - started} ms: ${summary}`)
  expect(failures, failures.slice(0, 40).join('\n')).toEqual([])
})
