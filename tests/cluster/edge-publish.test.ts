/**
 * nginx in front of two instances (deploy/cluster.mjs, EDGE=nginx, and EDGE_PURGE_URLS when Debian's purge module is
 * installed, as .ci/run and the cluster script make sure): a publish purges nginx's copies and is visible through
 * nginx within 1 s of the save, while nginx still keeps the pages between publishes and compresses for the client. Real nginx, PostgreSQL and Redis,
 * on ports and a database of this file's own (CLUSTER_EDGE_TEST_*), so it runs beside tests/cluster/cluster.test.ts.
 * Alone, after a build: `npx vitest run --config vitest.cluster.config.ts tests/cluster/edge-publish.test.ts`.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appEnvironment, clearSharedCache, ensureNginx, purgeModuleInstalled, startCluster, stopCluster } from '../../deploy/cluster.mjs'
import { edgeTestSettings, prepareClusterDatabase } from './settings.mjs'

const env = process.env
const settings = edgeTestSettings()
const nginx = settings.siteOrigin
const instances = settings.appPorts.map((port) => `http://localhost:${port}`)

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(15_000) })
  return { status: res.status, body: await res.text(), headers: res.headers }
}

/** Polls `url` until an answer with `needle` came from nginx without a copy (MISS: purged), within `timeoutMs`. */
async function purgedCopySeen(url: string, needle: string, timeoutMs = 10_000): Promise<boolean> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const { body, headers } = await get(url).catch(() => ({ body: '', headers: new Headers() }))
    if (body.includes(needle) && headers.get('x-cache-status') === 'MISS') return true
    await sleep(25)
  }
  return false
}

/** Polls `url` (every 25 ms) until its HTML contains `needle`; the milliseconds since `since`. */
async function visibleAfter(url: string, needle: string, since: number, timeoutMs = 10_000): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    const { body } = await get(url).catch(() => ({ body: '' }))
    if (body.includes(needle)) return Date.now() - since
    await sleep(25)
  }
  return Number.POSITIVE_INFINITY
}

let token = ''
const purging = purgeModuleInstalled()

beforeAll(async () => {
  ensureNginx()
  await stopCluster(settings)
  // Made beside the browser tests by the suite (`node tests/cluster/settings.mjs prepare`, CLUSTER_TEST_PREPARED=1).
  if (env.CLUSTER_TEST_PREPARED !== '1') await prepareClusterDatabase(settings)
  await startCluster(settings, { log: (line: string) => console.log(line) })
  const login = await fetch(`${instances[0]}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.PAYLOAD_ADMIN_EMAIL, password: env.PAYLOAD_ADMIN_PASSWORD }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
}, 300_000)

afterAll(async () => {
  await stopCluster(settings)
  await clearSharedCache(settings)
}, 30_000)

describe('nginx in front of the instances (EDGE=nginx)', () => {
  it('compresses pages at nginx and keeps them: a second visit is answered from its copy', async () => {
    expect(purging, 'Debian libnginx-mod-http-cache-purge is installed (ensureNginx installs it)').toBe(true)
    expect(appEnvironment(settings).EDGE_PURGE_URLS).toBe(`http://127.0.0.1:${settings.purgePort}`)
    // The instance leaves compression to nginx, whatever the client takes, and does not ask nginx to revalidate
    // each request (that is the mode without purge endpoints: src/lib/http/edge-revalidation.ts).
    const direct = await get(`${instances[0]}/en/company/`, { 'accept-encoding': 'br, gzip' })
    expect(direct.status).toBe(200)
    expect(direct.headers.get('content-encoding')).toBeNull()
    expect(direct.headers.get('x-accel-expires')).toBeNull()
    // Through nginx: gzip for the client, and the second visit answered from nginx's copy (HIT; REVALIDATED when
    // the machine is so slow that the page's 2 s s-maxage passed between the two: then an instance said 304).
    const once = await get(`${nginx}/en/company/`, { 'accept-encoding': 'gzip' })
    const twice = await get(`${nginx}/en/company/`, { 'accept-encoding': 'gzip' })
    expect(once.status).toBe(200)
    expect(twice.headers.get('content-encoding')).toBe('gzip')
    expect(twice.headers.get('x-cache-status')).toMatch(/^(HIT|REVALIDATED)$/)
    expect(twice.body).toBe(once.body)
  })

  it('purges one copy of a page whatever the client accepted (nginx keys by URL, not by Vary), on loopback only', async () => {
    const page = `${nginx}/en/recruit/`
    await get(page, { 'accept-encoding': 'gzip' })
    await get(page, { 'accept-encoding': 'identity' })
    expect((await get(page, { 'accept-encoding': 'br' })).headers.get('x-cache-status')).toMatch(/^(HIT|REVALIDATED)$/)
    const purge = await new Promise<number>((resolve, reject) => {
      const host = new URL(nginx).host
      const request = http.request(`http://127.0.0.1:${settings.purgePort}/en/recruit/`, { method: 'PURGE', headers: { host } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      request.on('error', reject)
      request.end()
    })
    expect(purge).toBe(200)
    // The copy every client was served from is gone: the next visit, with another encoding, is fetched anew.
    expect((await get(page, { 'accept-encoding': 'gzip' })).headers.get('x-cache-status')).toBe('MISS')
    // Anything but PURGE on the purge endpoint is refused.
    expect((await get(`http://127.0.0.1:${settings.purgePort}/en/recruit/`)).status).toBe(405)
  })

  it('shows a publish made on instance 1 through nginx by a purge, within 1 s of the save on a quiet machine (within a second of the slower instance on a loaded one)', async () => {
    const title = `Edge publish ${randomBytes(4).toString('hex')}`
    const pages = [...instances.map((origin) => `${origin}/en/news/`), `${nginx}/en/news/`, `${nginx}/en/`]
    // nginx and the instances hold the pages as they were.
    for (let round = 0; round < 2; round++) for (const url of pages) expect((await get(url)).body).not.toContain(title)
    expect((await get(`${nginx}/en/news/`)).headers.get('x-cache-status')).toMatch(/^(HIT|REVALIDATED|EXPIRED)$/)

    const started = Date.now()
    const created = await fetch(`${instances[0]}/api/news?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title, slug: `edge-${randomBytes(4).toString('hex')}`, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString(), _status: 'published' }),
    })
    expect(created.status).toBe(201)
    const saved = Date.now()
    const times = await Promise.all(pages.map((url) => visibleAfter(url, title, saved)))
    console.log(`publish (save ${saved - started} ms) → visible after the save:\n  ${pages.map((url, i) => `${url}: ${times[i]} ms`).join('\n  ')}`)
    // The goal is 1 s from the save through nginx (printed above; bench/RESULTS.md). On a loaded machine the
    // instances' own render takes longer, which nginx cannot shorten, and /en/ (not timed on the instances) renders
    // after /en/news/: nginx may then trail the slower instance by up to a second (load 21: 606 ms). What proves the
    // purge is the MISS below, not the clock.
    const slowerInstance = Math.max(...times.slice(0, instances.length))
    expect(slowerInstance).toBeLessThan(5_000)
    for (const [i, ms] of times.entries()) expect(ms, pages[i]).toBeLessThanOrEqual(Math.max(1_000, slowerInstance + 1_000))
    // It was the purge: nginx answered the new page without a copy (MISS), not after its copy expired (EXPIRED);
    // the purge repeated for 4 s (EDGE_PURGE_REPEAT_MS) makes sure one such answer comes while this polls.
    for (const url of pages.slice(instances.length)) expect(await purgedCopySeen(url, title), `${url}: a purged copy`).toBe(true)
  })
})
