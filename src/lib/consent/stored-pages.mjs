/**
 * The tag manager is a start-time setting (GTM_ID and the consent settings, docs/tag-manager.md): the server pipeline
 * (src/server/pipeline.ts) puts the snippet its pages carry here when it starts, and the cache handlers
 * (src/lib/http/csp-cache-handler.mjs, so also deploy/cache-handler.mjs) treat a stored site page rendered with another
 * snippet (or with one where none is configured) as absent: Next renders it afresh, once, and stores that. So one build
 * serves with or without a container, and a page prerendered or stored before a restart never carries the old one.
 * Plain JavaScript: the cache handlers load it outside Next's bundles. The value lives on globalThis, so the
 * pipeline (loaded through tsx) and the handler (loaded by Next) see the same one whatever loaded this module.
 */

const KEY = Symbol.for('kaimono.tagManagerSnippet')

/** Every page of the site's layout carries this script, first in its head (features/navigation/runtime). */
const SITE_LAYOUT = '<script id="chunk-recovery"'
const OPEN = '<script id="gtm"'

/** The snippet this server's pages carry ('' for none); before a call, stored pages are never checked. @param {string} snippet */
export function expectTagManagerSnippet(snippet) {
  globalThis[KEY] = snippet
}

/**
 * The snippet in a page's HTML ('' without one). Stored pages come as bytes: they are searched as bytes, and only the
 * snippet is decoded (decoding a whole page on every cache read cost ~0.8 ms; the byte search ~9 µs).
 * @param {string | Uint8Array} html
 */
export function tagManagerSnippetOf(html) {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const at = text.lastIndexOf(OPEN)
  if (at === -1) return ''
  const start = text.indexOf('>', at) + 1
  const end = text.indexOf('</script>', start)
  if (start === 0 || end === -1) return ''
  return typeof text === 'string' ? text.slice(start, end) : text.toString('utf8', start, end)
}

/**
 * Whether a stored page of the site's layout was rendered with other tag-manager settings than this server's.
 * @param {string | Uint8Array} html
 */
export function renderedWithOtherTagManager(html) {
  const expected = globalThis[KEY]
  if (typeof expected !== 'string') return false
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  if (!text.includes(SITE_LAYOUT)) return false
  return tagManagerSnippetOf(text) !== expected
}
