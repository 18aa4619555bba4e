/**
 * sitemap.xml as text: a `<urlset>` with hreflang alternates, or, past the size a file may have, a
 * `<sitemapindex>` whose parts are `/sitemaps/<n>.xml` (sitemaps.org protocol; Google's hreflang form).
 * Pure functions; the route handlers in src/app/sitemap.xml and src/app/sitemaps read the entries.
 */

export type SitemapEntry = {
  url: string
  lastModified?: string
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority?: number
  /** hreflang code → URL */
  alternates?: Record<string, string>
}

/**
 * URLs per file. The protocol allows 50,000 URLs and 50 MB, a ceiling rather than a target: with four
 * alternates an entry is about 540 bytes, and serving a cached part costs about 60 ms per MB on this
 * 2-shared-core machine (mostly compressing it), so 10,000 per file (5.4 MB) took 280–330 ms at
 * 10,000 articles; 2,500 (1.3 MB) keep each file far under the 200 ms the site aims at (bench/RESULTS.md).
 */
export const SITEMAP_URLS_PER_FILE = 2_500
/** The protocol's size limit (uncompressed), checked as well in case entries grow. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

function renderEntry(e: SitemapEntry): string {
  let out = `<url>\n<loc>${escapeXml(e.url)}</loc>\n`
  for (const [lang, href] of Object.entries(e.alternates ?? {})) {
    out += `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />\n`
  }
  if (e.lastModified) out += `<lastmod>${escapeXml(e.lastModified)}</lastmod>\n`
  if (e.changeFrequency) out += `<changefreq>${e.changeFrequency}</changefreq>\n`
  if (e.priority !== undefined) out += `<priority>${e.priority}</priority>\n`
  return `${out}</url>\n`
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(renderEntry).join('')}</urlset>\n`
}

export function renderSitemapIndex(urls: readonly string[], lastModified?: string): string {
  const items = urls.map((u) => `<sitemap>\n<loc>${escapeXml(u)}</loc>\n${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>\n` : ''}</sitemap>\n`)
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`
}

/**
 * The entries split into files of at most `perFile` URLs and `maxBytes` bytes each, in order. One part
 * means sitemap.xml is that urlset itself; more mean sitemap.xml is an index of them.
 */
export function splitSitemap(entries: readonly SitemapEntry[], perFile = SITEMAP_URLS_PER_FILE, maxBytes = SITEMAP_MAX_BYTES): SitemapEntry[][] {
  const overhead = renderUrlset([]).length
  const parts: SitemapEntry[][] = []
  let current: SitemapEntry[] = []
  let bytes = overhead
  for (const entry of entries) {
    const size = Buffer.byteLength(renderEntry(entry))
    if (current.length > 0 && (current.length >= perFile || bytes + size > maxBytes)) {
      parts.push(current)
      current = []
      bytes = overhead
    }
    current.push(entry)
    bytes += size
  }
  if (current.length > 0 || parts.length === 0) parts.push(current)
  return parts
}

/** The newest lastmod of some entries (for the index), if any has one. */
export function newestModification(entries: readonly SitemapEntry[]): string | undefined {
  let newest: string | undefined
  for (const e of entries) if (e.lastModified && (!newest || e.lastModified > newest)) newest = e.lastModified
  return newest
}
