import { describe, expect, it } from 'vitest'

import { slugProblem } from '../../lib/cms/query'
import { suggestSlug } from './slug-suggest'

describe('slug suggested from the title', () => {
  it('keeps an English title readable', () => {
    expect(suggestSlug('Spring Sale 2026!')).toBe('spring-sale-2026')
  })

  it('romanizes Japanese into a valid slug', () => {
    const slug = suggestSlug('スキップカート導入のお知らせ')
    expect(slug).toMatch(/^sukit/)
    expect(slugProblem(slug)).toBeNull()
  })

  it('never suggests a reserved or invalid slug', () => {
    expect(suggestSlug('Draft')).toBe('draft-1')
    expect(suggestSlug('!!!')).toBe('')
    expect(slugProblem(suggestSlug('a'.repeat(300)))).toBeNull()
  })
})
