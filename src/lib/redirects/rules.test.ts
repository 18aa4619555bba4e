import { describe, expect, it } from 'vitest'

import { findRule, normalizeFromPath, safeTarget } from './rules'

describe('redirect rules', () => {
  it('normalizes the old path an editor typed to the site form with a trailing slash', () => {
    expect(normalizeFromPath('old-page')).toBe('/old-page/')
    expect(normalizeFromPath('/old-page?x=1')).toBe('/old-page/')
    expect(normalizeFromPath('https://example.com/en/old/')).toBe('/en/old/')
    expect(normalizeFromPath('/file.pdf')).toBe('/file.pdf')
    expect(normalizeFromPath('//evil.example/')).toBeNull()
    expect(normalizeFromPath('')).toBeNull()
  })

  it('allows site paths and absolute http(s) URLs only, never protocol-relative or script targets', () => {
    expect(safeTarget('/news/hello/')).toBe('/news/hello/')
    expect(safeTarget('https://partner.example/page')).toBe('https://partner.example/page')
    expect(safeTarget('//evil.example/')).toBeNull()
    expect(safeTarget('/\\evil.example')).toBeNull()
    expect(safeTarget('javascript:alert(1)')).toBeNull()
    expect(safeTarget('evil.example')).toBeNull()
  })

  it('finds the rule for a request path whatever its trailing slash or encoding', () => {
    const rules = [{ from: '/旧ページ/', to: '/news/', status: 301 as const }]
    expect(findRule(rules, '/%E6%97%A7%E3%83%9A%E3%83%BC%E3%82%B8')?.to).toBe('/news/')
    expect(findRule(rules, '/other/')).toBeUndefined()
  })
})
