import { describe, expect, it } from 'vitest'

import { prefetchAllowed } from './prefetch-policy'

describe('link prefetch rule', () => {
  it('prefetches on ordinary connections, and where the browser has no Network Information API', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true)
    expect(prefetchAllowed({ onLine: true })).toBe(true)
  })

  it('skips prefetch on 2G and slow 2G connections', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false)
  })

  it('skips prefetch when data saver is on', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false)
  })

  it('skips prefetch when offline, and when nothing is known (server rendering)', () => {
    expect(prefetchAllowed({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false)
    expect(prefetchAllowed(undefined)).toBe(false)
  })
})
