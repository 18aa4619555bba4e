import { describe, expect, it } from 'vitest'

import ja from '../../../../messages/ja.json'
import { SITE_ROUTES } from '@/lib/site-routes'

import { copyNamespaceOf, richTextWords, SEARCHABLE_ROUTES } from './sources'

describe('what the search index reads', () => {
  it('gives every page namespace of messages (…Page) to a searchable route, so no page copy is left out', () => {
    const claimed = new Set(SEARCHABLE_ROUTES.map((route) => copyNamespaceOf(route.key)))
    const pageNamespaces = Object.keys(ja).filter((name) => name.endsWith('Page'))
    expect(pageNamespaces.filter((name) => !claimed.has(name) && name !== 'sitemapPage')).toEqual([])
  })

  it('indexes every listed route but the site map, and no contact step or the search page itself', () => {
    const keys = SEARCHABLE_ROUTES.map((route) => route.key)
    expect(keys).toEqual(SITE_ROUTES.filter((r) => r.listed && r.key !== 'sitemap').map((r) => r.key))
    for (const key of ['contactConfirm', 'contactComplete', 'contactError', 'search', 'sitemap']) expect(keys).not.toContain(key)
  })

  it('reads rich text headings apart from the body', () => {
    const text = (value: string) => ({ type: 'text', text: value })
    const words = richTextWords({ root: { children: [{ type: 'heading', children: [text('見出し')] }, { type: 'paragraph', children: [text('本文'), text('続き')] }] } })
    expect(words).toEqual({ headings: ['見出し'], body: ['本文続き'] })
  })
})
