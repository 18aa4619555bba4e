/**
 * The shared cache in front learns of a publish the way a CDN would: by a purge. When the app expires cache tags (a
 * publish, an unpublish, a global saved: src/payload/hooks/revalidate.ts → Next → the cache handler's revalidateTag),
 * the shared cache handler (deploy/cache-handler.mjs) finds the pages that carried those tags and sends one `PURGE`
 * per page to every nginx listed in EDGE_PURGE_URLS (comma-separated purge endpoints, e.g.
 * `http://127.0.0.1:8081`; deploy/nginx/purge.conf.template, Debian's libnginx-mod-http-cache-purge). nginx then
 * keeps pages for their own `s-maxage` (2 s) between purges instead of asking an instance on every request
 * (src/lib/http/edge-revalidation.ts, still used when EDGE_PURGE_URLS is unset).
 *
 * The purge follows the expiry (the handler has deleted the entries when it is sent), so the next request through
 * nginx renders the new page. An answer that was already on its way from an instance when the entries went (old
 * content, stored by nginx after the purge) is caught by the purge sent again every EDGE_PURGE_REPEAT_MS (default
 * 250) for 4 s, and at worst lives for the page's s-maxage. Unset (the single-process default, no nginx): nothing is sent.
 *
 * Plain JavaScript: Next loads the cache handler outside its bundles.
 */
import http from 'node:http'
import https from 'node:https'

import { DEFAULT_LOCALE_NAME as DEFAULT_LOCALE, LOCALE_LIST } from '../../i18n/locale-list.mjs'

/** The purge endpoints (EDGE_PURGE_URLS), without a trailing slash. @param {NodeJS.ProcessEnv} [source] */
export function edgePurgeUrls(source = process.env) {
  return (source.EDGE_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => /^https?:\/\/[^/]+/.test(url))
}

/** EDGE_PURGE_REPEAT_MS: how often the purge is sent again after a publish, for REPEAT_WINDOW_MS (0: never). @param {NodeJS.ProcessEnv} [source] */
export function edgePurgeRepeatMs(source = process.env) {
  const value = Number((source.EDGE_PURGE_REPEAT_MS ?? '').trim() || 250)
  return Number.isInteger(value) && value >= 0 && value <= 60_000 ? value : 250
}

/** How long the purge is repeated: longer than an instance takes to answer a page on a loaded machine. */
const REPEAT_WINDOW_MS = 4_000

/** Next's implicit tag for a path (`revalidatePath`, and every page's own path). */
const IMPLICIT_TAG_PREFIX = '_N_T_'

/** Next's route-cache key: `/route-cache/APP_PAGE/<build hash>/$/en/news/page/1` → `/en/news/page/1`. */
const ROUTE_CACHE_KEY = /^\/route-cache\/[A-Z_]+\/[0-9a-f]+\/\$(?=\/|$)/
/** The news list's internal paths (src/i18n/strategy.ts newsListRewrites): the query its public URL carries. */
const NEWS_LIST = /^news\/(?:category\/([^/]+)|page)\/([^/]+)$/

/**
 * The public URL of a page from its internal, locale-prefixed path (a cache key or an implicit tag's path):
 * `/ja/news/page/1` → `/news/`, `/en/news/category/press/2` → `/en/news/?category=press&page=2`, `/en` → `/en/`,
 * `/en/news/feed` → `/en/news/feed/`, `/sitemap.xml` → `/sitemap.xml` (src/i18n/strategy.ts: ja at `/`, trailing
 * slashes, the news list's query rewritten to a path). Percent-encoded as a browser sends it. Anything that is no page
 * path (a data-cache key, a layout tag, a route pattern) gives null. A page reached by other URLs (another order of
 * the query, a tracking parameter) is not purged: nginx keeps such a copy for its s-maxage (2 s).
 * @param {string} internal
 */
export function publicPath(internal) {
  const pathname = internal.replace(ROUTE_CACHE_KEY, '') || '/'
  if (!pathname.startsWith('/') || /\/(?:layout|page)$/.test(pathname) || pathname.includes('[') || pathname.includes('(')) return null
  let segments
  try {
    segments = pathname.split('/').filter(Boolean).map((segment) => encodeURIComponent(decodeURIComponent(segment)))
  } catch {
    return null
  }
  if (segments[0] === DEFAULT_LOCALE) segments.shift()
  const prefix = LOCALE_LIST.includes(segments[0]) && segments[0] !== DEFAULT_LOCALE ? `/${segments[0]}` : ''
  const rest = segments.slice(prefix ? 1 : 0).join('/')
  const list = NEWS_LIST.exec(rest)
  if (list) {
    const [, category, page] = list
    if (page === 'invalid') return null
    const query = [...(category ? [`category=${category}`] : []), ...(page !== '1' ? [`page=${page}`] : [])]
    return `${prefix}/news/${query.length ? `?${query.join('&')}` : ''}`
  }
  if (segments.length === 0) return '/'
  const last = segments[segments.length - 1]
  return `/${segments.join('/')}${last.includes('.') ? '' : '/'}`
}

/**
 * The public paths to purge for expired `tags`, given the cache's entries (`entries`: cache key → its tags):
 * every page whose entry carries one of them, and the path of every implicit tag (`_N_T_/ja/news/x`).
 * @param {string[]} tags @param {Iterable<[string, string[]]>} entries
 */
export function pathsToPurge(tags, entries) {
  const wanted = new Set(tags)
  const paths = new Set()
  const add = (internal) => {
    const path = publicPath(internal)
    if (path) paths.add(path)
  }
  for (const tag of tags) if (tag.startsWith(IMPLICIT_TAG_PREFIX)) add(tag.slice(IMPLICIT_TAG_PREFIX.length))
  for (const [key, keyTags] of entries) if (keyTags.some((tag) => wanted.has(tag))) add(key)
  return [...paths].sort()
}

/** One PURGE; the status (404: nginx held no copy), or 0 when the edge could not be reached. */
function purgeOne(base, path, host) {
  const url = new URL(`${base}${path}`)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(url, { method: 'PURGE', headers: host ? { host } : {}, timeout: 2_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve(0))
    request.end()
  })
}

/**
 * Sends a PURGE for each path to each edge (`Host`: the public site's host, which is in nginx's cache key) and
 * resolves with what it did. Never throws: a purge that fails leaves the copy to its s-maxage.
 * @param {string[]} paths @param {{ urls?: string[], host?: string }} [options]
 */
export async function purgeEdges(paths, { urls = edgePurgeUrls(), host = siteHost() } = {}) {
  const results = await Promise.all(urls.flatMap((base) => paths.map(async (path) => ({ base, path, status: await purgeOne(base, path, host) }))))
  const failed = results.filter((result) => result.status === 0 || result.status >= 500)
  if (failed.length) {
    process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: 'edge purge failed; those copies expire with their s-maxage', failed: failed.slice(0, 10) })}\n`)
  }
  return results
}

/** The host (with its port, as browsers send it) of SITE_ORIGIN: nginx's cache key holds the client's Host. */
function siteHost(source = process.env) {
  try {
    return new URL(source.SITE_ORIGIN ?? '').host || undefined
  } catch {
    return undefined
  }
}

/**
 * Wraps a cache handler class: after its revalidateTag, purges the expired pages at every edge (and once more after
 * EDGE_PURGE_REPEAT_MS). `entriesOf(tags)`: the cache's entries (key → tags) before the expiry deletes them.
 * @template {new (...args: any[]) => { revalidateTag(tag: string | string[], ...rest: unknown[]): Promise<void> }} T
 * @param {T} Base @param {(tags: string[]) => Promise<Iterable<[string, string[]]>>} entriesOf
 */
export function withEdgePurge(Base, entriesOf) {
  const urls = edgePurgeUrls()
  if (urls.length === 0) return Base
  const repeatMs = edgePurgeRepeatMs()
  return class extends Base {
    async revalidateTag(tag, ...rest) {
      const tags = Array.isArray(tag) ? tag : [tag]
      const entries = await entriesOf(tags).catch(() => [])
      await super.revalidateTag(tag, ...rest)
      const paths = pathsToPurge(tags, entries)
      if (paths.length === 0) return
      await purgeEdges(paths, { urls })
      // Again every repeatMs for REPEAT_WINDOW_MS: an answer an instance had begun before the expiry (old content)
      // and nginx stored after the purge is removed as soon as it lands, not left for its s-maxage.
      if (repeatMs > 0) {
        const started = Date.now()
        const timer = setInterval(() => {
          if (Date.now() - started > REPEAT_WINDOW_MS) clearInterval(timer)
          void purgeEdges(paths, { urls })
        }, repeatMs)
        timer.unref()
      }
    }
  }
}
