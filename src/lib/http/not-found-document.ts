/**
 * The site's own 404 page for an unknown article or campaign (`/news/<slug>/`, `/en/campaign/<slug>/`).
 *
 * Why this exists: those pages are generated on demand and call `notFound()` for a slug the CMS does not
 * have. In Next 16.4 React's server renderer has no error boundaries, so the not-found error reaches the
 * document shell, and Next's recovery (`getErrorRSCPayload` in Next's server app-render.js)
 * answers with an empty `<html id="__next_error__">` whose content only appears once the client router
 * has hydrated: no `lang`, no header, no text in the HTML (vercel/next.js#62228). `global-not-found` and a
 * `not-found.tsx` in the segment do not change that path; only unmatched URLs use them.
 *
 * What it does: for a GET/HEAD document request (not an RSC fetch) to one of those two routes, it lets
 * Next render as usual and looks at the status when Next starts the response. A 200 passes untouched (one
 * regular-expression test per request, no proxy invocation, pages stay static). A 404 is answered with the
 * statically generated `/<locale>/404/` document instead of the empty shell: the same page, header and
 * footer every other unknown path gets, with its `<title>`, `<html lang>` and one robots meta.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/**
 * `/news/<slug>/` and `/campaign/<slug>/`, with or without a locale prefix (captured). Not the preview
 * routes (`draft`, `Draft`): they are rendered per request and keep Next's own answer.
 */
const DETAIL_PAGE = /^(?:\/([a-z]{2}))?\/(?:news|campaign)\/(?![dD]raft\/)[^/?]+\/(?:\?|$)/

const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** The locale whose 404 page answers `url`, or null when `url` is not an article or campaign page. */
export function detailPageLocale(url: string): Locale | null {
  const match = DETAIL_PAGE.exec(url)
  if (!match) return null
  const prefix = match[1]
  if (prefix === undefined) return DEFAULT_LOCALE
  return isLocale(prefix) ? prefix : null
}

type NotFoundDocument = { html: Buffer; scriptPolicy: string | null }

const documents = new Map<Locale, NotFoundDocument | null>()

/**
 * Where `next build` wrote the prerendered `/<locale>/404/` page: `.next/server/app/<locale>/404.html`,
 * or, when the build runs with an adapter (the CSP hashes, next.config.ts `adapterPath`), Next 16.4's
 * route cache `.next/server/route-cache/APP_PAGE/<hash>/$/<locale>/404.html`.
 */
function notFoundDocumentPath(locale: Locale): string | null {
  const server = path.join(process.cwd(), '.next', 'server')
  const candidates = [path.join(server, 'app', locale, '404.html')]
  const routeCache = path.join(server, 'route-cache', 'APP_PAGE')
  if (existsSync(routeCache)) {
    for (const entry of readdirSync(routeCache)) candidates.push(path.join(routeCache, entry, '$', locale, '404.html'))
  }
  return candidates.find((file) => existsSync(file)) ?? null
}

/**
 * The prerendered 404 page of `locale` (see app/(site)/[locale]/(default)/404), with the script policy
 * stored beside it (its inline scripts' hashes, lib/http/build-adapter.mjs), so the page hydrates
 * under the site's CSP like any other.
 */
function notFoundDocument(locale: Locale): NotFoundDocument | null {
  if (!documents.has(locale)) {
    let found: NotFoundDocument | null = null
    const file = notFoundDocumentPath(locale)
    if (file) {
      let scriptPolicy: string | null = null
      try {
        const meta = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file.replace(/\.html$/, '.meta'), 'utf8')) as { headers?: Record<string, unknown> }
        const stored = meta.headers?.['content-security-policy']
        scriptPolicy = typeof stored === 'string' ? stored : null
      } catch {
        scriptPolicy = null
      }
      // Files of the build's own output, read at run time: nothing for the build to trace (turbopackIgnore).
      found = { html: readFileSync(/*turbopackIgnore: true*/ file), scriptPolicy }
    }
    documents.set(locale, found)
  }
  return documents.get(locale) ?? null
}

let siteWidePolicyValue: string | null | undefined

/**
 * The site-wide policy of next.config.ts (`/:path*`), as the build compiled it into routes-manifest.json.
 * Next's answer for a missing article does not carry it by the time the document is swapped in, so the
 * 404 document takes it from there (the front door then folds it with the page's hashes and the nonce).
 */
function siteWidePolicy(): string | null {
  if (siteWidePolicyValue === undefined) {
    siteWidePolicyValue = null
    try {
      const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8')) as {
        headers?: { source: string; headers: { key: string; value: string }[] }[]
      }
      const rule = manifest.headers?.find((entry) => entry.source === '/:path*')
      siteWidePolicyValue = rule?.headers.find((header) => header.key.toLowerCase() === 'content-security-policy')?.value ?? null
    } catch {
      siteWidePolicyValue = null
    }
  }
  return siteWidePolicyValue
}

function isHtml(response: ServerResponse): boolean {
  const type = response.getHeader('content-type')
  return typeof type === 'string' && type.startsWith('text/html')
}

/**
 * Watches one response: when Next starts it with status 404 and HTML, Next's bytes are dropped and the
 * locale's 404 document is sent in their place, once Next ends (so Next's own stream finishes normally).
 */
export function answerNotFoundWithSitePage(response: ServerResponse, locale: Locale, head: boolean): void {
  const original = { write: response.write, end: response.end, flushHeaders: response.flushHeaders, writeHead: response.writeHead }
  const wrappers: Partial<typeof original> = {}
  let decided: boolean | null = null
  const swap = (): boolean => {
    if (decided === null) {
      decided = response.statusCode === 404 && isHtml(response) && notFoundDocument(locale) !== null
      // Not a 404: step aside, but only where nothing wrapped the method after us. Next's compression
      // replaces write/end (and the drain events) once it starts; putting the originals back over it
      // sent bodies uncompressed and, for a body over 16 KB (the Japanese feed at 10,000 articles), made
      // Next wait for a drain that never came: the answer never ended (issue 14).
      if (!decided) {
        for (const name of Object.keys(wrappers) as (keyof typeof original)[]) {
          if (response[name] === wrappers[name]) Object.assign(response, { [name]: original[name] })
        }
      }
    }
    return decided
  }
  response.flushHeaders = function (this: ServerResponse) {
    if (!swap()) return original.flushHeaders.call(this)
  }
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    // Next sets the status and headers on the response object; a direct writeHead only sets them too.
    const [status] = args
    if (typeof status === 'number') this.statusCode = status
    if (!swap()) return original.writeHead.apply(this, args)
    // Headers handed to writeHead (the site-wide ones from next.config.ts among them) are kept on the
    // response, so the 404 document goes out with them.
    const headers = args.find((value, index) => index > 0 && typeof value === 'object' && value !== null && !Array.isArray(value))
    for (const [name, value] of Object.entries((headers ?? {}) as Record<string, number | string | string[] | undefined>)) {
      if (value !== undefined) this.setHeader(name, value)
    }
    return this
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!swap()) return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    const callback = rest.find((value) => typeof value === 'function') as (() => void) | undefined
    callback?.()
    return true
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!swap()) return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args)
    Object.assign(response, original)
    const { html, scriptPolicy } = notFoundDocument(locale) as NotFoundDocument
    for (const name of ['etag', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'content-encoding', 'transfer-encoding']) this.removeHeader(name)
    this.statusCode = 404
    this.setHeader('Content-Type', 'text/html; charset=utf-8')
    this.setHeader('Content-Length', html.length)
    this.setHeader('Cache-Control', NO_STORE)
    // The article's policy allowed the article's scripts: the 404 page brings its own hashes (merged
    // with the site-wide policy by the pipeline when the headers go out, lib/http/page-script-policy.ts).
    const policies = [siteWidePolicy(), scriptPolicy].filter((value): value is string => value !== null)
    this.setHeader('Content-Security-Policy', policies)
    const callback = args.find((value) => typeof value === 'function') as (() => void) | undefined
    const body = head ? '' : html
    return (original.end as (chunk: unknown, done?: () => void) => ServerResponse).call(this, body, callback)
  } as ServerResponse['end']
  Object.assign(wrappers, { write: response.write, end: response.end, flushHeaders: response.flushHeaders, writeHead: response.writeHead })
}

function isDocumentRequest(request: IncomingMessage): boolean {
  const method = request.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') return false
  // The client router's flight fetches render the not-found boundary themselves.
  return request.headers.rsc === undefined && !(request.url ?? '').includes('_rsc=')
}

/** The 404-document stage (src/server/pipeline.ts): watches an article or campaign document request. */
export function watchForNotFound(request: IncomingMessage, response: ServerResponse): void {
  const locale = detailPageLocale(request.url ?? '')
  if (locale && isDocumentRequest(request)) answerNotFoundWithSitePage(response, locale, request.method === 'HEAD')
}
