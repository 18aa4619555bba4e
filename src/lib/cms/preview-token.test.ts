import { describe, expect, it } from 'vitest'

import { PREVIEW_TTL_SECONDS, signPreviewToken, verifyPreviewToken } from './preview-token'

const SECRET = 'preview-secret-for-tests-0123456789'

describe('preview links', () => {
  it('open the draft they were made for, for one hour', () => {
    const made = Date.parse('2026-01-01T00:00:00Z')
    const token = signPreviewToken(SECRET, 'news', '42', made)
    expect(verifyPreviewToken(SECRET, 'news', '42', token, made + 1000)).toBe(true)
    expect(verifyPreviewToken(SECRET, 'news', '42', token, made + (PREVIEW_TTL_SECONDS + 1) * 1000)).toBe(false)
  })

  it('open nothing else: another document, another collection, another secret, or a tampered token', () => {
    const token = signPreviewToken(SECRET, 'news', '42')
    expect(verifyPreviewToken(SECRET, 'news', '43', token)).toBe(false)
    expect(verifyPreviewToken(SECRET, 'campaigns', '42', token)).toBe(false)
    expect(verifyPreviewToken(`${SECRET}x`, 'news', '42', token)).toBe(false)
    const [expires, signature] = token.split('.')
    expect(verifyPreviewToken(SECRET, 'news', '42', `${Number(expires) + 3600}.${signature}`)).toBe(false)
    expect(verifyPreviewToken(SECRET, 'news', '42', undefined)).toBe(false)
    expect(verifyPreviewToken(SECRET, 'news', '42', 'garbage')).toBe(false)
  })
})
