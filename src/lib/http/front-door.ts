/**
 * Requests Next.js itself cannot answer with a 4xx, refused before Next sees them (issue 12 §1):
 * - TRACE, TRACK and CONNECT: Next builds a WHATWG Request for the proxy and route handlers, which
 *   throws on these methods, so they came back as 500;
 * - a method a page does not take: pages answer GET and HEAD only (405 with Allow). The API, the
 *   admin (server actions) and Next's own assets keep their own method handling;
 * - a path that is not valid percent-encoding (`/news/%/`, `/api/%ff/`), which Next answers with 500;
 * - an RSC request whose Next-Router-State-Tree header does not parse, which a dynamic page answers
 *   with 500 (checked with Next's own validator, so a real client's header always passes).
 * One string test per request in the common case; the check is the pipeline's refusals stage
 * (src/server/pipeline.ts), ahead of Next, so it costs no proxy invocation (docs/deviations.md "Refusals").
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { parseAndValidateFlightRouterState } from '../next-compat/index.mjs'

import { guardRequest } from './request-guards'


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

export function refuse(res: ServerResponse, refusal: Refusal, head: boolean): void {
  const body = `${refusal.message}\n`
  res.statusCode = refusal.status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (refusal.allow) res.setHeader('Allow', refusal.allow)
  res.end(head ? undefined : body)
}

/** The guards stage: absolute-form targets and oversize bodies (request-guards.ts); true when answered. */
export function guardRequestStage(req: IncomingMessage, res: ServerResponse): boolean {
  const guarded = guardRequest(req, res)
  if (guarded === 'answered') return true
  if (!guarded) return false
  refuse(res, guarded, req.method === 'HEAD')
  return true
}

/** The refusals stage: answers (true) what Next would answer with a 5xx or a page would take no method for. */
export function refuseRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = checkRequest(req.method, req.url, req.headers)
  if (!refusal) return false
  refuse(res, refusal, req.method === 'HEAD')
  return true
}
