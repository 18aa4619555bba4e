import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { configuredHeaders } from './next-config-headers'

const dirs: string[] = []
function build(headers: unknown[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'routes-manifest-'))
  dirs.push(dir)
  writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({ headers }))
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// The regexes Next compiled for this site's rules (`/:path*`, the CORP rule's negative look-ahead, `/_ipx/:path*`).
const ALL = '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'
const NOT_ASSETS = '^(?:/((?!_ipx/|_next/|images/|fonts/|favicon\\.ico$|apple-touch-icon\\.png$|icon\\.svg$).*))(?:/)?$'
const IPX = '^/_ipx(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'

describe('configuredHeaders', () => {
  it('applies every matching rule in order, a later value replacing an earlier one of the same name', () => {
    const dir = build([
      { regex: ALL, headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }, { key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      { regex: NOT_ASSETS, headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'same-origin' }] },
      { regex: IPX, headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }] },
      { regex: ALL, headers: [{ key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' }] },
    ])
    expect(configuredHeaders('/api/contact/', dir)).toEqual([
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Vary', 'Sec-CH-Prefers-Color-Scheme'],
    ])
    expect(configuredHeaders('/_ipx/w_640/images/a.jpg', dir)).toEqual([
      ['Content-Security-Policy', "default-src 'none'"],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Vary', 'Sec-CH-Prefers-Color-Scheme'],
    ])
  })

  it('gives up (null) where the answer would depend on the request or on parameters, or there is no build', () => {
    expect(configuredHeaders('/api/contact/', build([{ regex: ALL, has: [{ type: 'header', key: 'x-a' }], headers: [{ key: 'A', value: 'b' }] }]))).toBeNull()
    expect(configuredHeaders('/api/contact/', build([{ regex: ALL, headers: [{ key: 'Link', value: '</:path>; rel=canonical' }] }]))).toBeNull()
    expect(configuredHeaders('/api/contact/', path.join(tmpdir(), 'no-such-build-dir'))).toBeNull()
    // A rule that does not match the path does not matter.
    expect(configuredHeaders('/api/contact/', build([{ regex: IPX, has: [{ type: 'header', key: 'x-a' }], headers: [{ key: 'A', value: 'b' }] }]))).toEqual([])
  })
})
