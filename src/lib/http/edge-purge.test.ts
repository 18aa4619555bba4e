import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { edgePurgeUrls, pathsToPurge, publicPath, purgeEdges, withEdgePurge } from './edge-purge.mjs'

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

describe('the edge purge', () => {
  it('reads its endpoints from EDGE_PURGE_URLS, and none when unset (the single-process default)', () => {
    expect(edgePurgeUrls(env({}))).toEqual([])
    expect(edgePurgeUrls(env({ EDGE_PURGE_URLS: 'http://127.0.0.1:8081/, http://10.0.0.2:8081,ftp://x' }))).toEqual(['http://127.0.0.1:8081', 'http://10.0.0.2:8081'])
  })

  it('turns internal page paths into the public URLs nginx keys its copies by', () => {
    expect(publicPath('/ja')).toBe('/')
    expect(publicPath('/ja/news')).toBe('/news/')
    expect(publicPath('/en')).toBe('/en/')
    expect(publicPath('/en/news/hello')).toBe('/en/news/hello/')
    expect(publicPath('/ja/news/お知らせ')).toBe('/news/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B/')
    expect(publicPath('/en/news/feed.xml')).toBe('/en/news/feed.xml')
    expect(publicPath('/ja/news/layout')).toBeNull()
    expect(publicPath('/[locale]/news/page')).toBeNull()
    expect(publicPath('5e3b1f0c9d')).toBeNull()
    // Next's route-cache keys, and the news list's internal paths (its query rewritten to a path).
    expect(publicPath('/route-cache/APP_PAGE/0a60aab8f059/$/en/news/page/1')).toBe('/en/news/')
    expect(publicPath('/route-cache/APP_PAGE/0c50e74d9208/$/en')).toBe('/en/')
    expect(publicPath('/route-cache/APP_PAGE/0c50e74d9208/$/ja')).toBe('/')
    expect(publicPath('/ja/news/page/2')).toBe('/news/?page=2')
    expect(publicPath('/en/news/category/press/1')).toBe('/en/news/?category=press')
    expect(publicPath('/ja/news/category/press/3')).toBe('/news/?category=press&page=3')
    expect(publicPath('/ja/news/page/invalid')).toBeNull()
    expect(publicPath('/ja/news/feed')).toBe('/news/feed/')
    expect(publicPath('/en/news/launch-2026')).toBe('/en/news/launch-2026/')
    expect(publicPath('_N_T_/(site)/[locale]/(default)/news/page')).toBeNull()
  })

  it('purges the pages that carried an expired tag, and the paths of expired implicit tags', () => {
    const entries: [string, string[]][] = [
      ['/route-cache/APP_PAGE/0a60aab8/$/ja/news/page/1', ['news', '_N_T_/ja/news/page/1']],
      ['/route-cache/APP_PAGE/0a60aab8/$/en/news/page/1', ['news', '_N_T_/en/news/page/1']],
      ['/en/company', ['company']],
      ['a1b2c3', ['news']],
    ]
    expect(pathsToPurge(['news'], entries)).toEqual(['/en/news/', '/news/'])
    expect(pathsToPurge(['_N_T_/ja/news/x', '_N_T_/ja/layout'], entries)).toEqual(['/news/x/'])
    expect(pathsToPurge(['recruit'], entries)).toEqual([])
  })

  it('sends one PURGE per path to every edge with the site host, after the expiry, and survives an edge that is down', async () => {
    const seen: string[] = []
    const edge = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.headers.host} ${req.url}`)
      res.statusCode = req.url === '/news/' ? 200 : 404
      res.end()
    })
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`
    try {
      const results = await purgeEdges(['/news/', '/en/news/'], { urls: [base, 'http://127.0.0.1:1'], host: 'www.example.jp' })
      expect(seen.sort()).toEqual(['PURGE www.example.jp /en/news/', 'PURGE www.example.jp /news/'])
      expect(results.map((r) => r.status).sort()).toEqual([0, 0, 200, 404])

      // The wrapper: the cache's entries are read before the expiry, the purge goes after it.
      const order: string[] = []
      class Cache {
        async revalidateTag(tag: string | string[]) {
          order.push(`expire ${String(tag)}`)
        }
      }
      process.env.EDGE_PURGE_URLS = base
      process.env.EDGE_PURGE_REPEAT_MS = '0'
      const Purging = withEdgePurge(Cache, async (): Promise<[string, string[]][]> => {
        order.push('entries')
        return [['/en/company', ['company']]]
      })
      seen.length = 0
      await new Purging().revalidateTag(['company'])
      expect(order).toEqual(['entries', 'expire company'])
      expect(seen).toEqual([expect.stringMatching(/^PURGE \S+ \/en\/company\/$/)])
    } finally {
      delete process.env.EDGE_PURGE_URLS
      delete process.env.EDGE_PURGE_REPEAT_MS
      await new Promise((resolve) => edge.close(resolve))
    }
  })
})
