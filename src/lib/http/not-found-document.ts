/**
 * The site's own 404 page for an unknown article or campaign (`/news/<slug>/`, `/en/campaign/<slug>/`).
 *
 * Why this exists: those pages are generated on demand and call `notFound()` for a slug the CMS does not
 * have. In Next 16.4 React's server renderer has no error boundaries, so the not-found error reaches the
 * document shell, and Next's recovery (`getErrorRSCPayload` in next/dist/server/app-render/app-render.js)
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
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

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

const documents = new Map<Locale, Buffer | null>()

/** The prerendered 404 page of `locale` (`next build` writes it; see app/(site)/[locale]/(default)/404). */
function notFoundDocument(locale: Locale): Buffer | null {
  if (!documents.has(locale)) {
    let html: Buffer | null = null
    try {
      html = readFileSync(path.join(process.cwd(), '.next', 'server', 'app', locale, '404.html'))
    } catch {
      html = null
    }
    documents.set(locale, html)
  }
  return documents.get(locale) ?? null
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
  let decided: boolean | null = null
  const swap = (): boolean => {
    if (decided === null) {
      decided = response.statusCode === 404 && isHtml(response) && notFoundDocument(locale) !== null
      if (!decided) Object.assign(response, original)
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
    const html = notFoundDocument(locale) as Buffer
    for (const name of ['etag', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'content-encoding', 'transfer-encoding']) this.removeHeader(name)
    this.statusCode = 404
    this.setHeader('Content-Type', 'text/html; charset=utf-8')
    this.setHeader('Content-Length', html.length)
    this.setHeader('Cache-Control', NO_STORE)
    const callback = args.find((value) => typeof value === 'function') as (() => void) | undefined
    const body = head ? '' : html
    return (original.end as (chunk: unknown, done?: () => void) => ServerResponse).call(this, body, callback)
  } as ServerResponse['end']
}

function isDocumentRequest(request: IncomingMessage): boolean {
  const method = request.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') return false
  // The client router's flight fetches render the not-found boundary themselves.
  return request.headers.rsc === undefined && !(request.url ?? '').includes('_rsc=')
}

const INSTALLED = Symbol.for('kaimono.notFoundDocument')

/** Wraps the 'request' event of every Node HTTP server in this process (Next's included). */
export function installNotFoundDocument(serverPrototype: Server): void {
  const proto = serverPrototype as Server & { [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      const locale = detailPageLocale(request.url ?? '')
      if (locale && isDocumentRequest(request)) answerNotFoundWithSitePage(response, locale, request.method === 'HEAD')
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof proto.emit
}
