import { describe, expect, it } from 'vitest'

import { buildAtomFeed, escapeXml } from './atom-feed'

describe('the Atom feed', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`<b>"R&D"</b> it's\u0001`)).toBe('&lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt; it&apos;s')
  })

  it('lists each entry with id, title, link, dates and escaped HTML content', () => {
    const xml = buildAtomFeed({
      id: 'https://example.test/news/',
      title: 'News & notes',
      subtitle: 'Latest',
      selfUrl: 'https://example.test/news/feed/',
      htmlUrl: 'https://example.test/news/',
      language: 'en-US',
      author: 'Example, Inc.',
      updated: '2026-01-02T00:00:00.000Z',
      entries: [
        {
          id: 'https://example.test/news/a/',
          url: 'https://example.test/news/a/',
          title: 'A <new> cart',
          summary: 'Short',
          contentHtml: '<p>Body</p>',
          published: '2026-01-01T00:00:00.000Z',
          updated: '2026-01-02T00:00:00.000Z',
          category: { term: 'press', label: 'Press releases' },
        },
      ],
    })
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">')).toBe(true)
    expect(xml).toContain('<title>News &amp; notes</title>')
    expect(xml).toContain('<title>A &lt;new&gt; cart</title>')
    expect(xml).toContain('<content type="html">&lt;p&gt;Body&lt;/p&gt;</content>')
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://example.test/news/feed/"/>')
    expect(xml.match(/<entry>/g)).toHaveLength(1)
  })
})
