/**
 * Atom 1.0 (RFC 4287) for the news of one locale. Built by hand: a handful of elements, and every
 * text goes through one escaping function that also drops characters XML 1.0 does not allow.
 */
export type AtomEntry = {
  id: string
  url: string
  title: string
  summary: string
  contentHtml: string
  published: string
  updated: string
  category: { term: string; label: string }
}

export type AtomFeed = {
  id: string
  title: string
  subtitle: string
  selfUrl: string
  htmlUrl: string
  language: string
  author: string
  updated: string
  entries: AtomEntry[]
}

const NOT_XML_CHAR = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const isoDate = (value: string) => new Date(value).toISOString()

function entryXml(entry: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    `    <published>${isoDate(entry.published)}</published>`,
    `    <updated>${isoDate(entry.updated)}</updated>`,
    `    <category term="${escapeXml(entry.category.term)}" label="${escapeXml(entry.category.label)}"/>`,
    entry.summary ? `    <summary>${escapeXml(entry.summary)}</summary>` : null,
    entry.contentHtml ? `    <content type="html">${escapeXml(entry.contentHtml)}</content>` : null,
    '  </entry>',
  ]
    .filter((line) => line !== null)
    .join('\n')
}

export function buildAtomFeed(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.htmlUrl)}"/>`,
    `  <updated>${isoDate(feed.updated)}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n')
}
