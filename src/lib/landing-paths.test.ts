import { describe, expect, it } from 'vitest'

import { landingPathFromSegments, landingPathMessage, landingPathProblem, normalizeLandingPath } from './landing-paths'
import { SITE_ROUTES } from './site-routes'

describe('landing page paths', () => {
  it('takes a free path with or without slashes and up to four levels', () => {
    expect(normalizeLandingPath(' /lp/seminar-2027/ ')).toBe('lp/seminar-2027')
    expect(landingPathProblem('/lp/seminar-2027/')).toBeNull()
    expect(landingPathProblem('white-paper')).toBeNull()
    expect(landingPathProblem('a/b/c/d')).toBeNull()
    expect(landingPathProblem('a/b/c/d/e')).toBe('format')
  })

  it('refuses every fixed route, in any case, and its /en/ form', () => {
    for (const route of SITE_ROUTES.filter((r) => r.path !== '/')) {
      expect(landingPathProblem(`${route.path}x`.toLowerCase()), route.path).toBe('reserved')
    }
    expect(landingPathProblem('en/lp/seminar-2027')).toBe('reserved')
    expect(landingPathProblem('ja/lp')).toBe('reserved')
    expect(landingPathProblem('company')).toBe('reserved')
    expect(landingPathProblem('Company/x')).toBe('format')
    expect(landingPathProblem('admin')).toBe('reserved')
    expect(landingPathProblem('draft/x')).toBe('reserved')
  })

  it('refuses what cannot be a path of the site', () => {
    for (const bad of ['', '/', 'lp//x', 'lp/x.html', '../x', 'lp/ x', 'lp/セミナー', 'lp/-x', 'x'.repeat(121), 42, null]) {
      expect(landingPathProblem(bad), String(bad)).not.toBeNull()
    }
  })

  it('says why in the admin language', () => {
    expect(landingPathMessage('reserved', 'ja')).toContain('固定ページ')
    expect(landingPathMessage('reserved', 'en')).toContain('fixed page')
    expect(landingPathMessage('format', 'en')).toContain('lp/seminar-2027')
  })

  it('turns a request’s segments into a stored path only when it could be one', () => {
    expect(landingPathFromSegments(['lp', 'seminar-2027'])).toBe('lp/seminar-2027')
    expect(landingPathFromSegments(['lp', '%E0%A4%A'])).toBeNull()
    expect(landingPathFromSegments(['company', 'x'])).toBeNull()
    expect(landingPathFromSegments([])).toBeNull()
  })
})
