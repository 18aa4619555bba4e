/**
 * The pipeline's half of page-data.mjs (its payload-split stage, src/server/pipeline.ts): a page answered whole is sent without its hydration payload, and
 * `/_page-data/<digest><path>` serves the payload (issue 14 goal 1; docs/decisions.md P6).
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'

import { endBody, interceptEnd, isWholePage } from './intercept-end'
import {
  DIGEST,
  digestOfSentPage,
  knownPageWithoutData,
  PAGE_DATA_PREFIX,
  pageData,
  pageWithoutData,
  payloadHashesOf,
  policyWithout,
} from './page-data.mjs'

/** A year: the URL names the payload's digest, so what it answers never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Longest page path (with its query) the payload URL may name. */
const MAX_PAGE_PATH = 512
/** How long the pipeline waits for its own page answer before it gives up on a payload (503). */
const SELF_REQUEST_TIMEOUT_MS = 10_000

/** Paths that are not pages: never asked for on a payload's behalf. */
const NOT_A_PAGE = /^\/(?:_page-data|_next|_ipx|api|admin)(?:\/|$)/

/** The page's stored policy without the hashes of the scripts it goes out without. */
function dropPayloadHashes(response: ServerResponse, hashes: string[]): void {
  const policy = response.getHeader('content-security-policy')
  if (typeof policy === 'string' || Array.isArray(policy)) response.setHeader('content-security-policy', policyWithout(policy, hashes))
}

/**
 * Installs, on one answer, the sending of a page answered whole (status 200, HTML, Next's ETag, one `end`) without
 * its payload. Runs in the pipeline after the compression is installed, so the compression sees the smaller page.
 */
export function sendPageWithoutData(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  interceptEnd(response, (answer, args, wrote, end) => {
    if (!wrote && !answer.headersSent && answer.statusCode === 304 && answer.getHeader('etag')) {
      const hashes = payloadHashesOf(String(answer.getHeader('etag')))
      if (hashes) dropPayloadHashes(answer, hashes)
    } else if (isWholePage(answer, wrote)) {
      const etag = String(answer.getHeader('etag'))
      const body = endBody(args)
      if (body) {
        const { chunk } = body
        const page = pageWithoutData(etag, body.length, () => (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')))
        if (page) {
          if (answer.getHeader('content-length') !== undefined) answer.setHeader('Content-Length', Buffer.byteLength(page.html))
          dropPayloadHashes(answer, page.hashes)
          const callback = args.find((arg) => typeof arg === 'function')
          return end(page.html, 'utf8', callback)
        }
      } else if (request.method === 'HEAD') {
        // A HEAD answer has no body; its length is the page's as a GET of the same version sends it.
        const length = Number(answer.getHeader('content-length'))
        const page = Number.isFinite(length) ? knownPageWithoutData(etag, length) : undefined
        if (page) {
          answer.setHeader('Content-Length', Buffer.byteLength(page.html))
          dropPayloadHashes(answer, page.hashes)
        }
      }
    }
    return end(...args)
  })
}

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string>, head: boolean): void {
  response.statusCode = status
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  response.setHeader('Content-Length', Buffer.byteLength(body))
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('X-Robots-Tag', 'noindex')
  response.end(head ? undefined : body)
}

const refuse = (response: ServerResponse, status: number, message: string, head: boolean) =>
  answer(response, status, `${message}\n`, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, head)

/** The payload request's digest and page path; null when it is not one this serves. */
export function parsePageDataPath(url: string): { digest: string; page: string } | null {
  if (!url.startsWith(PAGE_DATA_PREFIX)) return null
  const rest = url.slice(PAGE_DATA_PREFIX.length)
  const slash = rest.indexOf('/')
  if (slash === -1) return null
  const digest = rest.slice(0, slash)
  const page = rest.slice(slash)
  if (!DIGEST.test(digest) || page.length > MAX_PAGE_PATH || page.startsWith('//') || NOT_A_PAGE.test(page)) return null
  return { digest, page }
}

/** This server's own answer for a page (a cached page: the pipeline splits it on the way out). */
function askSelf(request: IncomingMessage, page: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = request.socket
    const outgoing = httpRequest(
      {
        host: socket.localAddress?.replace(/^::ffff:/, ''),
        port: socket.localPort,
        path: page,
        method: 'GET',
        headers: { host: request.headers.host ?? 'localhost', 'accept-encoding': 'identity', accept: 'text/html' },
        timeout: SELF_REQUEST_TIMEOUT_MS,
      },
      (incoming) => {
        if (incoming.statusCode !== 200 || !String(incoming.headers['content-type'] ?? '').startsWith('text/html')) {
          incoming.resume()
          resolve(undefined)
          return
        }
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        incoming.on('error', () => resolve(undefined))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy())
    outgoing.on('error', () => resolve(undefined))
    outgoing.end()
  })
}

/**
 * Answers `/_page-data/…` (true), or leaves the request to the rest of the server (false). The payload of the digest
 * asked for, kept for a year by anyone; if this instance does not have it, the payload of the page as this instance
 * now has it, never stored by anyone (a newer version: React hydrates it, or renders it anew where the content
 * changed); 404 for a path that is no cached page. GET and HEAD only.
 */
export function servePageData(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? '/'
  if (!url.startsWith(PAGE_DATA_PREFIX)) return false
  // Other methods never get here: the pipeline answers them 405 before (refusals stage, front-door.ts checkRequest).
  const head = request.method === 'HEAD'
  const wanted = parsePageDataPath(url)
  if (!wanted) {
    refuse(response, 404, 'Not Found', head)
    return true
  }
  const json = { 'Content-Type': 'application/json; charset=utf-8' }
  const kept = pageData(wanted.digest)
  if (kept !== undefined) {
    answer(response, 200, kept, { ...json, 'Cache-Control': IMMUTABLE }, head)
    return true
  }
  void askSelf(request, wanted.page).then((html) => {
    const digest = html === undefined ? undefined : digestOfSentPage(html)
    const current = digest === undefined ? undefined : pageData(digest)
    if (response.destroyed) return
    if (current === undefined) refuse(response, 404, 'Not Found', head)
    else answer(response, 200, current, { ...json, 'Cache-Control': digest === wanted.digest ? IMMUTABLE : 'no-store' }, head)
  })
  return true
}
