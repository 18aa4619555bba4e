/**
 * Next's cache handler for rendered pages (next.config.ts `cacheHandler`): Next's own file-system cache,
 * plus, on every page it stores (at build for prerendered pages, and whenever an ISR page regenerates),
 * a Content-Security-Policy header listing the SHA-256 hashes of that page's inline scripts (Next's
 * hydration payload `self.__next_f.push(…)`, the chunk-recovery script, the tag manager's snippet).
 *
 * Next sends a cached page's stored headers with appendHeader, so this policy arrives beside the
 * site-wide one from next.config.ts. A browser enforces every policy it receives: an inline script
 * runs only if both allow it, so on every cached page only the hashed scripts run, whatever the
 * site-wide policy says. Pages rendered per request (previews) never pass through here and keep the
 * site-wide policy. Plain JavaScript: Next loads this file at run time, outside its bundles.
 */
import { createHash } from 'node:crypto'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const DATA_TYPE = /\stype=["']?(?!(?:text\/javascript|module|application\/javascript)["'\s>])[^"'\s>]+/i
// The tag manager's script host, when one is configured (as in src/lib/http/security-headers.ts).
const GTM_SCRIPT = 'https://www.googletagmanager.com'

/** SHA-256 hashes (CSP source form) of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(match[1])) continue // JSON-LD and other data blocks do not run
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function scriptPolicyFor(html, { gtm = Boolean(process.env.GTM_ID) } = {}) {
  return `script-src 'self' ${inlineScriptHashes(html).join(' ')}${gtm ? ` ${GTM_SCRIPT}` : ''}`.replace(/\s+/g, ' ').trim()
}

function htmlOf(data) {
  const html = data?.html
  if (typeof html === 'string') return html
  if (html instanceof Uint8Array) return Buffer.from(html).toString('utf8')
  if (html && typeof html.toUnchunkedString === 'function') {
    try {
      return html.toUnchunkedString()
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * Adds the page's script policy to every page a cache handler stores. Wraps Next's file-system cache
 * here and the shared Redis handler in deploy/cache-handler.mjs, so both store the same headers.
 */
export function withPageScriptPolicy(Base) {
  return class extends Base {
    async set(key, data, ctx) {
      if (data && data.kind === 'APP_PAGE') {
        const html = htmlOf(data)
        if (html) data.headers = { ...(data.headers ?? {}), 'content-security-policy': scriptPolicyFor(html) }
      }
      return super.set(key, data, ctx)
    }
  }
}

export default withPageScriptPolicy(FileSystemCache)
