import { describe, expect, it } from 'vitest'

import { API_MAX_LIMIT, apiSegments, checkAnonymous, checkPublicRead, checkShape } from './api-gate'

const anon = (method: string, path: string, search = '') => checkAnonymous(method, apiSegments(path)!, search)

describe('the REST API gate', () => {
  it('refuses malformed percent-encoding in the path', () => {
    expect(apiSegments('/api/%/')).toBeNull()
    expect(apiSegments('/api/news/%ff/')).toBeNull()
    expect(apiSegments('/api/news/1/')).toEqual(['news', '1'])
  })

  it('lets through the custom endpoints the admin calls (the CSV exports)', () => {
    expect(checkShape('GET', ['enquiries', 'export.csv'])).toEqual({ kind: 'pass' })
    expect(checkShape('GET', ['enquiries', 'export-filtered.csv'])).toEqual({ kind: 'pass' })
  })

  it('answers 405 with Allow for methods the API never takes', () => {
    expect(checkShape('TRACE', ['news'])).toMatchObject({ status: 405, allow: expect.stringContaining('GET') })
  })

  it('turns shapes that Payload would answer with 500 or 501 into 404, for everyone', () => {
    expect(checkShape('GET', [])).toMatchObject({ status: 404 })
    expect(checkShape('GET', ['news', 'abc'])).toMatchObject({ status: 404 })
    // A sub-route's name in the id's place of a change would reach the database as NaN.
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      expect(checkShape(method, ['enquiries', 'export.csv'])).toMatchObject({ status: 404 })
      expect(checkShape(method, ['users', 'login'])).toMatchObject({ status: 404 })
      expect(checkShape(method, ['users', 'totp'])).toMatchObject({ status: 404 })
    }
    expect(checkShape('PATCH', ['enquiries', '12'])).toEqual({ kind: 'pass' })
    expect(checkShape('DELETE', ['news', '3'])).toEqual({ kind: 'pass' })
    expect(checkShape('GET', ['news', 'access', 'x'])).toMatchObject({ status: 404 })
    expect(checkShape('GET', ['payload-migrations', 'x'])).toMatchObject({ status: 404 })
    // Document locks: the admin's 「編集中」 dialog reads, hands over and releases them; anonymous callers get a 404.
    for (const method of ['GET', 'PATCH', 'DELETE']) expect(checkShape(method, ['payload-locked-documents', '3'])).toEqual({ kind: 'pass' })
    expect(anon('GET', '/api/payload-locked-documents/')).toMatchObject({ status: 404 })
    expect(checkShape('GET', ['media', 'file'])).toMatchObject({ status: 404 })
    expect(checkShape('GET', ['media', 'file', '..'])).toMatchObject({ status: 404 })
    expect(checkShape('GET', ['og'])).toMatchObject({ status: 404 })
    expect(checkShape('GET', ['news', '12'])).toEqual({ kind: 'pass' })
    expect(checkShape('GET', ['news', 'versions'])).toEqual({ kind: 'pass' })
    expect(checkShape('GET', ['enquiries', 'export.csv'])).toEqual({ kind: 'pass' })
    expect(checkShape('GET', ['payload-preferences', 'nav'])).toEqual({ kind: 'pass' })
  })

  it('lets the public read published content with a checked query only', () => {
    expect(anon('GET', '/api/news/')).toEqual({ kind: 'pass', search: '' })
    expect(anon('HEAD', '/api/news/')).toMatchObject({ kind: 'pass' })
    expect(anon('GET', '/api/news/3/', '?locale=en&limit=5')).toEqual({ kind: 'pass', search: '?locale=en' })
    expect(anon('GET', '/api/news/', '?where=abc')).toMatchObject({ status: 400 })
    expect(anon('GET', '/api/news/', '?where[publishedAt][greater_than]=notadate')).toMatchObject({ status: 400 })
    expect(anon('GET', '/api/news/', '?where[title][near]=1,2')).toMatchObject({ status: 400 })
    expect(anon('GET', '/api/news/', '?where[_status][equals]=draft')).toMatchObject({ status: 400 })
    expect(anon('GET', '/api/news/', '?where[title][greater_than]=a')).toMatchObject({ status: 400 })
    expect(anon('GET', '/api/news/', '?sort=password')).toMatchObject({ status: 400 })
    expect(anon('GET', '/api/news/', '?limit=abc')).toMatchObject({ status: 400 })
    const ok = anon('GET', '/api/news/', '?where[publishedAt][greater_than]=2024-01-01&where[slug][equals]=a-b&sort=-publishedAt&draft=true&select[title]=true')
    expect(ok).toMatchObject({ kind: 'pass' })
    const search = new URLSearchParams((ok as { search: string }).search)
    expect(search.get('where[publishedAt][greater_than]')).toBe('2024-01-01')
    expect(search.get('sort')).toBe('-publishedAt')
    expect(search.has('draft')).toBe(false)
    expect(search.has('select[title]')).toBe(false)
  })

  it('bounds limit, including 0 (Payload\'s "everything")', () => {
    for (const value of ['0', '101', '100000']) {
      const out = checkPublicRead('news', `?limit=${value}`)
      expect(new URLSearchParams((out as { search: string }).search).get('limit')).toBe(String(API_MAX_LIMIT))
    }
    expect(new URLSearchParams((checkPublicRead('campaigns', '?limit=7') as { search: string }).search).get('limit')).toBe('7')
  })

  it('keeps the public away from everything else', () => {
    expect(anon('POST', '/api/news/')).toMatchObject({ status: 404 })
    expect(anon('DELETE', '/api/news/1/')).toMatchObject({ status: 404 })
    expect(anon('GET', '/api/enquiries/')).toMatchObject({ status: 403 })
    expect(anon('GET', '/api/enquiries/export.csv')).toMatchObject({ status: 403 })
    expect(anon('GET', '/api/contact-mails/')).toMatchObject({ status: 403 })
    expect(anon('GET', '/api/users/')).toMatchObject({ status: 403 })
    expect(anon('GET', '/api/nothing-here/')).toMatchObject({ status: 404 })
    expect(anon('GET', '/api/news/access/')).toMatchObject({ status: 404 })
    expect(anon('GET', '/api/news/versions/')).toMatchObject({ status: 404 })
  })

  it('keeps the sign-in endpoints the admin needs before anyone is signed in', () => {
    expect(anon('GET', '/api/users/me/')).toEqual({ kind: 'pass' })
    expect(anon('POST', '/api/users/login/')).toEqual({ kind: 'pass' })
    expect(anon('POST', '/api/users/logout/')).toEqual({ kind: 'pass' })
    expect(anon('POST', '/api/users/forgot-password/')).toEqual({ kind: 'pass' })
    expect(anon('GET', '/api/users/login/')).toMatchObject({ status: 403 })
    expect(anon('GET', '/api/payload-jobs/run/')).toEqual({ kind: 'pass' })
    expect(anon('GET', '/api/media/file/a.webp')).toMatchObject({ kind: 'pass' })
  })
})
