/*
 * Payload's REST API behind a gate (src/lib/http/api-gate.ts): signed-in staff keep the whole API for
 * the admin panel; the public may only read published content and use the sign-in endpoints. Every
 * answer is personal or may be, so none is stored by a shared cache.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { allowedBeforeEnrolment, ENROLMENT_REQUIRED_MESSAGE } from '@/features/staff-auth/enrolment-gate'
import { mustEnrolFirst, type SignedInStaff } from '@/features/staff-auth/enrolment-status'
import { guardSignIn, signInRoute } from '@/features/staff-auth/sign-in-guard'
import { apiSegments, checkAnonymous, checkShape, type GateDecision } from '@/lib/http/api-gate'
import { env } from '@/lib/env'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

const handlers: Record<string, Handler> = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  DELETE: REST_DELETE(config),
  PATCH: REST_PATCH(config),
  PUT: REST_PUT(config),
  OPTIONS: REST_OPTIONS(config),
}

const NO_STORE = 'private, no-store'

function reject(decision: Extract<GateDecision, { kind: 'reject' }>): Response {
  const headers: Record<string, string> = { 'Cache-Control': NO_STORE, 'Content-Type': 'application/json; charset=utf-8' }
  if (decision.allow) headers.Allow = decision.allow
  return new Response(JSON.stringify({ errors: [{ message: decision.message }] }), { status: decision.status, headers })
}

type Staff = SignedInStaff

async function signedIn(request: Request): Promise<Staff | null> {
  const cookie = request.headers.get('cookie') ?? ''
  const authorization = request.headers.get('authorization')
  if (!authorization && !cookie.includes('payload-token')) return null
  const payload = await getPayload({ config })
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return (user as Staff | null) ?? null
  } catch {
    return null
  }
}

async function gate(request: Request, context: Context, method: string): Promise<Response> {
  const url = new URL(request.url)
  const segments = apiSegments(url.pathname)
  if (segments === null) return reject({ kind: 'reject', status: 400, message: 'Malformed URL' })
  const shape = checkShape(method, segments)
  if (shape.kind === 'reject') return reject(shape)

  // An uploaded file that is not there is a 404 (Payload itself answers 500).
  if (segments[0] === 'media' && segments[1] === 'file') {
    const file = await stat(path.join(path.resolve(env().MEDIA_DIR), path.basename(segments[2]))).catch(() => null)
    if (!file?.isFile()) return reject({ kind: 'reject', status: 404, message: 'Not Found' })
  }

  // A JSON body that is not JSON is the client's mistake: 400 here, where Payload would log it at ERROR with a stack.
  if (method !== 'GET' && method !== 'HEAD' && (request.headers.get('content-type') ?? '').toLowerCase().includes('json')) {
    const text = await request.clone().text()
    if (text.trim() !== '') {
      try {
        JSON.parse(text)
      } catch {
        return reject({ kind: 'reject', status: 400, message: 'Invalid JSON' })
      }
    }
  }

  let forwarded = request
  const user = await signedIn(request)
  if (user && !allowedBeforeEnrolment(method, segments, user.id) && (await mustEnrolFirst(await getPayload({ config }), user))) {
    return new Response(JSON.stringify({ errors: [{ message: ENROLMENT_REQUIRED_MESSAGE, data: { secondFactor: 'enrolment-required' } }] }), {
      status: 403,
      headers: { 'Cache-Control': NO_STORE, 'Content-Type': 'application/json; charset=utf-8', Vary: 'Cookie, Authorization' },
    })
  }
  // Deleting a preference that is not there is a 404: Payload answers 500 (its database adapter's fallback query,
  // when nothing matched, names a join it did not make). Only the staff member's own preferences are looked at.
  if (user && method === 'DELETE' && segments[0] === 'payload-preferences' && segments.length === 2) {
    const { totalDocs } = await (await getPayload({ config })).count({
      collection: 'payload-preferences',
      where: { key: { equals: segments[1] }, 'user.value': { equals: user.id }, 'user.relationTo': { equals: 'users' } },
    })
    if (totalDocs === 0) return reject({ kind: 'reject', status: 404, message: 'Not Found' })
  }
  if (!user) {
    const decision = checkAnonymous(method, segments, url.search)
    if (decision.kind === 'reject') return reject(decision)
    if (decision.search !== undefined && decision.search !== url.search) {
      url.search = decision.search
      forwarded = new Request(url, request)
    }
  }
  const handler = handlers[method === 'HEAD' ? 'GET' : method]
  if (method === 'HEAD') forwarded = new Request(forwarded.url, { method: 'GET', headers: forwarded.headers })
  // Sign-in and password reset: throttled per client and per account, answered in constant time (features/staff-auth).
  const signIn = signInRoute(method, segments)
  const response = signIn
    ? await guardSignIn(signIn, await getPayload({ config }), forwarded, (r) => handler(r, context))
    : await handler(forwarded, context)
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', NO_STORE)
  headers.append('Vary', 'Cookie, Authorization')
  return new Response(method === 'HEAD' ? null : response.body, { status: response.status, statusText: response.statusText, headers })
}

export const GET = (request: Request, context: Context) => gate(request, context, 'GET')
export const HEAD = (request: Request, context: Context) => gate(request, context, 'HEAD')
export const POST = (request: Request, context: Context) => gate(request, context, 'POST')
export const DELETE = (request: Request, context: Context) => gate(request, context, 'DELETE')
export const PATCH = (request: Request, context: Context) => gate(request, context, 'PATCH')
export const PUT = (request: Request, context: Context) => gate(request, context, 'PUT')
export const OPTIONS = (request: Request, context: Context) => gate(request, context, 'OPTIONS')
