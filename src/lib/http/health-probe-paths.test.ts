import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { addProbeSlash } from './health-probe-paths'

const probe = (url: string) => {
  const request = { url } as IncomingMessage
  addProbeSlash(request)
  return request.url
}

describe('health probe paths', () => {
  it('serves the bare probe paths as their slash form, query kept', () => {
    expect(probe('/healthz')).toBe('/healthz/')
    expect(probe('/readyz?x=1')).toBe('/readyz/?x=1')
  })
  it('leaves every other path alone', () => {
    for (const url of ['/healthz/', '/healthzz', '/en/healthz', '/', '/readyz/']) expect(probe(url)).toBe(url)
  })
})
