/**
 * Requests Next.js itself cannot answer with a 4xx, refused before Next sees them (issue 12 §1):
 * - TRACE, TRACK and CONNECT: Next builds a WHATWG Request for the proxy and route handlers, which
 *   throws on these methods, so they came back as 500;
 * - a method a page does not take: pages answer GET and HEAD only (405 with Allow). The API, the
 *   admin (server actions) and Next's own assets keep their own method handling;
 * - a path that is not valid percent-encoding (`/news/%/`, `/api/%ff/`), which Next answers with 500;
 * - an RSC request whose Next-Router-State-Tree header does not parse, which a dynamic page answers
 *   with 500 (checked with Next's own validator, so a real client's header always passes).
 * One string test per request in the common case; the check runs in the Node.js server through
 * installFrontDoor (src/instrumentation-node.ts), ahead of the proxy, so it costs no proxy invocation.
 */
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state'

import { compressAnswer } from './compress-answers'
import { sendPageWithoutData, servePageData } from './page-data-answers'
import { preparePageScriptPolicy } from './page-script-policy'
import { guardRequest } from './request-guards'
import { wrapRequestEvent } from './wrap-request-event'

export const PAGE_ALLOW = 'GET, HEAD'
export const API_ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const UNSUPPORTED = new Set(['TRACE', 'TRACK', 'CONNECT'])

export type Refusal = { status: 400 | 405 | 413; message: string; allow?: string }

/** Paths whose handlers decide their own methods. */
function handlesOwnMethods(path: string): boolean {
  return /^\/(?:api|admin|_next)(?:\/|$)/.test(path)
}

export function checkRequest(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): Refusal | null {
  const verb = (method ?? 'GET').toUpperCase()
  const raw = url ?? '/'
  const q = raw.indexOf('?')
  const path = q === -1 ? raw : raw.slice(0, q)
  const ownMethods = handlesOwnMethods(path)
  if (UNSUPPORTED.has(verb)) return { status: 405, message: 'Method Not Allowed', allow: ownMethods ? API_ALLOW : PAGE_ALLOW }
  if (verb !== 'GET' && verb !== 'HEAD' && !ownMethods) return { status: 405, message: 'Method Not Allowed', allow: PAGE_ALLOW }
  if (path.includes('%')) {
    try {
      decodeURIComponent(path)
    } catch {
      return { status: 400, message: 'Bad Request: malformed percent-encoding in the path' }
    }
  }
  const tree = headers['next-router-state-tree']
  if (tree !== undefined && headers.rsc !== undefined) {
    try {
      parseAndValidateFlightRouterState(tree)
    } catch {
      return { status: 400, message: 'Bad Request: unreadable router state header' }
    }
  }
  return null
}

function refuse(res: ServerResponse, refusal: Refusal, head: boolean): void {
  const body = `${refusal.message}\n`
  res.statusCode = refusal.status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (refusal.allow) res.setHeader('Allow', refusal.allow)
  res.end(head ? undefined : body)
}

/** Wraps the 'request' event of every Node HTTP server in this process (Next's included). */
export function installFrontDoor(serverPrototype: Server): void {
  wrapRequestEvent(serverPrototype, Symbol.for('kaimono.frontDoorGuard'), (req, res) => {
    // Absolute-form targets, oversize bodies, slow clients (request-guards.ts, issue 41 §6).
    const guarded = guardRequest((req.socket as Socket & { server?: Server }).server, req, res)
    if (guarded === 'answered') return true
    if (guarded) {
      refuse(res, guarded, req.method === 'HEAD')
      return true
    }
    const refusal = checkRequest(req.method, req.url, req.headers)
    if (refusal) {
      refuse(res, refusal, req.method === 'HEAD')
      return true
    }
    // Every answer's compression, Brotli where the browser takes it (compress-answers.ts; Next's is off).
    compressAnswer(req, res)
    // A cached page's hydration payload: served on its own, and left out of the page (page-data.mjs).
    if (servePageData(req, res)) return true
    sendPageWithoutData(req, res)
    // A nonce for what Next renders now, and one script policy on every HTML answer (page-script-policy.ts).
    preparePageScriptPolicy(req, res)
  })
}
