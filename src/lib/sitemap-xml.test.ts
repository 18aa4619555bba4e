import { describe, expect, it } from 'vitest'

import { renderSitemapIndex, renderUrlset, splitSitemap, type SitemapEntry } from './sitemap-xml'

const entry = (n: number): SitemapEntry => ({
  url: `https://example.com/news/a-${n}/`,
  lastModified: `2026-01-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
  alternates: { ja: `https://example.com/news/a-${n}/`, en: `https://example.com/en/news/a-${n}/`, 'x-default': `https://example.com/news/a-${n}/` },
})

describe('sitemap.xml text', () => {
  it('writes a urlset with hreflang alternates and escapes URLs', () => {
    const xml = renderUrlset([{ ...entry(1), url: 'https://example.com/?a=1&b=2', changeFrequency: 'daily', priority: 1 }])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    expect(xml).toContain('<loc>https://example.com/?a=1&amp;b=2</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.com/en/news/a-1/" />')
    expect(xml).toContain('<changefreq>daily</changefreq>\n<priority>1</priority>')
  })

  it('keeps one file while under the limits, and splits every entry into parts past them', () => {
    expect(splitSitemap([entry(1), entry(2)], 3)).toHaveLength(1)
    const entries = Array.from({ length: 7 }, (_, i) => entry(i))
    const parts = splitSitemap(entries, 3)
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1])
    expect(parts.flat()).toEqual(entries)
    // The byte limit splits too.
    const bySize = splitSitemap(entries, 100, Buffer.byteLength(renderUrlset(entries.slice(0, 2))))
    expect(bySize.every((p) => Buffer.byteLength(renderUrlset(p)) <= Buffer.byteLength(renderUrlset(entries.slice(0, 2))))).toBe(true)
    expect(bySize.flat()).toEqual(entries)
    expect(splitSitemap([])).toEqual([[]])
  })

  it('writes an index of the parts', () => {
    const xml = renderSitemapIndex(['https://example.com/sitemaps/1.xml', 'https://example.com/sitemaps/2.xml'], '2026-01-02T00:00:00.000Z')
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml.match(/<sitemap>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://example.com/sitemaps/2.xml</loc>\n<lastmod>2026-01-02T00:00:00.000Z</lastmod>')
  })
})
