/**
 * Contract tests of src/lib/next-compat: each export against the Next that is installed (no hand-made stand-in for
 * Next), and, where the contract is about what the build wrote, against the real `.next` output. The upgrade drill
 * (scripts/upgrade-drill.mjs) runs this file first after installing another Next; a failure names the deviations
 * to switch off (docs/deviations.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Duplex } from 'node:stream'

import compression from 'compression'
// Next's own modules, to hold the exports to what Next itself does (tests may import them; the app may not).
import { prepareFlightRouterStateForRequest } from 'next/dist/client/flight-data-helpers'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import RenderResult from 'next/dist/server/render-result'
import { sendRenderResult } from 'next/dist/server/send-payload'
import { afterAll, describe, expect, it } from 'vitest'

import { withPageScriptPolicy } from '../http/csp-cache-handler.mjs'
import { FileSystemCache, generateETag, parseAndValidateFlightRouterState, releaseCompressionStream } from './index.mjs'

const BUILD = path.resolve('.next')
const built = existsSync(path.join(BUILD, 'BUILD_ID'))

describe('generateETag (compression: the Brotli copy is kept under the ETag Next will send)', () => {
  it("is the ETag Next's own sending of a whole page puts on it, and that page is sent with one end()", async () => {
    const html = '<!DOCTYPE html><html><body><p>ページ</p></body></html>'
    const ends: unknown[][] = []
    let etag: unknown
    await new Promise<void>((resolve, reject) => {
      const server = http.createServer((req, res) => {
        const end = res.end
        res.end = function (this: ServerResponse, ...args: unknown[]) {
          ends.push(args)
          etag = res.getHeader('etag')
          return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
        } as ServerResponse['end']
        void sendRenderResult({ req, res, result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'), generateEtags: true, poweredByHeader: false, cacheControl: undefined })
      })
      server.listen(0, 'localhost', () => {
        http
          .get(`http://localhost:${(server.address() as AddressInfo).port}/`, (res) => {
            res.resume()
            res.on('end', () => server.close(() => resolve()))
          })
          .on('error', reject)
      })
    })
    expect(etag).toBe(generateETag(html))
    expect(ends).toHaveLength(1)
    expect(String(ends[0][0])).toBe(html)
  })
})

describe('releaseCompressionStream (compression: a client that leaves does not leave a zlib stream open)', () => {
  it("finds and destroys the compression middleware's stream of an unfinished answer", async () => {
    const middleware = compression({ threshold: 0 })
    let stream: unknown
    await new Promise<void>((resolve, reject) => {
      const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
        middleware(req as never, res as never, () => {
          res.setHeader('Content-Type', 'text/html')
          res.write('<p>'.repeat(2000))
          stream = res.on('drain', () => {})
          releaseCompressionStream(res)
          res.destroy()
          server.close(() => resolve())
        })
      })
      server.listen(0, 'localhost', () => {
        http.get({ port: (server.address() as AddressInfo).port, host: 'localhost', headers: { 'accept-encoding': 'gzip' } }).on('error', () => {})
      })
      server.on('error', reject)
    })
    expect(stream).toBeInstanceOf(Duplex)
    expect((stream as Duplex).destroyed).toBe(true)
  })
})

describe('parseAndValidateFlightRouterState (refusals: a garbage router-state header is a 400, not a 500)', () => {
  it("accepts the header Next's own client router builds, and throws on what no client sends", () => {
    const tree = ['', { children: ['news', { children: ['__PAGE__', {}] }] }, null, null]
    const header = prepareFlightRouterStateForRequest(tree as never)
    expect(() => parseAndValidateFlightRouterState(header)).not.toThrow()
    expect(() => parseAndValidateFlightRouterState('garbage{')).toThrow()
    expect(() => parseAndValidateFlightRouterState(encodeURIComponent('["x"]'))).toThrow()
  })
})

describe('FileSystemCache (pageHashes, scriptsAfterPaint, compression: the cache handler extends it)', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('stores a page with the headers the page-policy handler adds, and gives them back on the next read', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'next-compat-'))
    dirs.push(dist)
    const Handler = withPageScriptPolicy(FileSystemCache) as unknown as typeof FileSystemCache
    const cache = new Handler({ fs: nodeFs, serverDistDir: dist, flushToDisk: true, revalidatedTags: [] })
    const html = '<html><body><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>alert(1)</script></body></html>'
    const value = { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 't' }, status: 200, postponed: undefined, segmentData: undefined }
    await cache.set('/en/contract', value, { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: false, expire: undefined } })
    const read = await new FileSystemCache({ fs: nodeFs, serverDistDir: dist, flushToDisk: true, revalidatedTags: [] }).get('/en/contract', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })
    expect(read?.value?.kind).toBe('APP_PAGE')
    const policy = String(read?.value?.headers?.['content-security-policy'])
    expect(policy).toMatch(/^script-src 'self' 'sha256-/)
    expect(policy.split(' ')).toHaveLength(3) // Next's bootstrap only: the planted alert(1) is not listed
    expect(read?.value?.headers?.['x-next-cache-tags']).toBe('t')
  })

  it.runIf(built)('the real build stores its pages as .html beside a .meta whose headers carry the page policy', () => {
    const server = path.join(BUILD, 'server')
    const roots = [...(existsSync(path.join(server, 'route-cache', 'APP_PAGE')) ? readdirSync(path.join(server, 'route-cache', 'APP_PAGE')).map((entry) => path.join(server, 'route-cache', 'APP_PAGE', entry, '$')) : []), path.join(server, 'app')]
    const page = roots.map((root) => path.join(root, 'en', 'Terms')).find((file) => existsSync(`${file}.html`))
    expect(page, 'a stored /en/Terms page').toBeDefined()
    const meta = JSON.parse(readFileSync(`${page}.meta`, 'utf8')) as { headers?: Record<string, string> }
    expect(meta.headers?.['content-security-policy']).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    const html = readFileSync(`${page}.html`, 'utf8')
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])')
    // (A page regenerated at run time carries the nonce of the request that rendered it.)
    expect(html).toMatch(/<script(?: nonce="[^"]*")?>self\.__next_f\.push\(\[1,"/)
  })
})
