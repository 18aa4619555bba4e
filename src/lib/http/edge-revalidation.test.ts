import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { edgeFreshSeconds } from '../deviations.mjs'
import { edgeExpiresValue, markForEdgeRevalidation, rendersAgain } from './edge-revalidation'

/** A real server: the edge stage in front of a stand-in for Next answering with `cacheControl`, set either way. */
async function answer(cacheControl: string, how: 'setHeader' | 'writeHead', value?: string): Promise<Headers> {
  const server = http.createServer((req, res) => {
    markForEdgeRevalidation(req, res, value)
    if (how === 'setHeader') {
      res.setHeader('Cache-Control', cacheControl)
      res.end('page')
    } else {
      res.writeHead(200, { 'Cache-Control': cacheControl }).end('page')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/en/`)
    await res.text()
    return res.headers
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('the edge stage (EDGE=nginx)', () => {
  it("tells nginx to revalidate a page Next may render again, whichever way Next set its Cache-Control", async () => {
    for (const how of ['setHeader', 'writeHead'] as const) {
      const headers = await answer('s-maxage=2, stale-while-revalidate=31535998', how)
      expect(headers.get('x-accel-expires'), how).toBe('@1')
    }
  })

  it('leaves private, uncacheable and long-lived answers alone', async () => {
    for (const value of ['private, no-cache', 'no-store, must-revalidate', 'private, s-maxage=2, stale-while-revalidate=30', 'public, max-age=31536000, immutable', 's-maxage=60']) {
      expect(rendersAgain(value), value).toBe(false)
      expect((await answer(value, 'setHeader')).get('x-accel-expires'), value).toBeNull()
    }
  })

  it('lets nginx answer from its copy for EDGE_FRESH_SECONDS when set (0, unset or nonsense: revalidate every request)', async () => {
    const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv
    expect(edgeFreshSeconds(env({}))).toBe(0)
    expect(edgeFreshSeconds(env({ EDGE_FRESH_SECONDS: '2' }))).toBe(2)
    expect(edgeFreshSeconds(env({ EDGE_FRESH_SECONDS: '-1' }))).toBe(0)
    expect(edgeFreshSeconds(env({ EDGE_FRESH_SECONDS: 'soon' }))).toBe(0)
    expect(edgeExpiresValue(0)).toBe('@1')
    const headers = await answer('s-maxage=2, stale-while-revalidate=31535998', 'setHeader', edgeExpiresValue(2))
    expect(headers.get('x-accel-expires')).toBe('2')
  })
})
