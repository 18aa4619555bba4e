/**
 * The contact endpoint on Node's own request/response, answered ahead of Next's router (registered in
 * instrumentation.ts through lib/http/socket-address.ts). Next's per-request cost (routing, a web
 * Request and Response, the route module) was most of what an enquiry or a refusal cost: a refused
 * request took several milliseconds of server time there, a fraction of one here (issue 14).
 *
 * It runs the same handler as the App Router route (handle-post.ts: same checks, same order, same
 * answers) and writes the same headers Next would: the configured ones for `/api/contact/` from the
 * build's routes manifest (lib/http/next-config-headers.ts), then the route's own `cache-control` and
 * `content-type`, and Next's Vary. It takes only GET and POST, and a POST only once Payload is running in
 * this process (started by Next: the site's pages and the job ticker do that within seconds of start);
 * everything else, and every request when the build's headers cannot be read, goes on to the route in
 * src/app/api/contact/route.ts, which stays the reference.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { COMPRESSION_VARY, configuredHeaders, NEXT_ROUTE_VARY } from '../../../lib/http/next-config-headers'
import type { FrontPathHandler } from '../../../lib/http/socket-address'
import { logger } from '../../../lib/logger'
import { type ContactRequest, type ContactResponse, handleContact, handleContactGet } from './handle-post'
import { handleContactForm, type HtmlAnswer, isFormPost } from './no-script'

export const CONTACT_PATH = '/api/contact/'

/** A body still arriving after the 413 is read and dropped up to this much, then the connection is closed. */
const DISCARD_LIMIT = 1024 * 1024

type Answer = { status: number; body: unknown; headers?: ContactResponse['headers'] }

/** The Payload instance Next's routes started (getPayload's process-wide cache), if it is running. */
function runningPayload(): Payload | undefined {
  const cache = (globalThis as { _payload?: Map<string, { payload?: Payload | null }> })._payload
  return cache?.get('default')?.payload ?? undefined
}

function single(value: string | string[] | undefined): string | null {
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * Reads at most `limit` bytes of the request body; undefined when it is larger. The rest of a larger
 * body is read and dropped (closing a socket with unread data could lose the answer), up to
 * DISCARD_LIMIT more; past that the connection is closed.
 */
function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      done()
    }
    if (Number(request.headers['content-length'] ?? '0') > limit) settle(() => resolve(undefined))
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (settled) {
        if (size > limit + DISCARD_LIMIT) request.destroy()
      } else if (size > limit) {
        settle(() => resolve(undefined))
      } else {
        chunks.push(chunk)
      }
    })
    request.once('end', () => settle(() => resolve(Buffer.concat(chunks, size).toString('utf8'))))
    request.once('close', () => settle(() => reject(new Error('the client went away before sending the whole body'))))
    request.once('error', (error) => settle(() => reject(error)))
  })
}

/**
 * The headers of every answer, as Next sends them for the route: the configured ones (Vary merged with
 * Next's own and compression's, as Next merges them), then the route's own.
 */
function answerHeaders(configured: [string, string][]): [string, string][] {
  const vary = configured.find(([key]) => key.toLowerCase() === 'vary')?.[1]
  return [
    ...configured.filter(([key]) => key.toLowerCase() !== 'vary'),
    ['Vary', [vary, NEXT_ROUTE_VARY, COMPRESSION_VARY].filter(Boolean).join(', ')],
    ['cache-control', 'no-store'],
    ['content-type', 'application/json'],
  ]
}

function answer(response: ServerResponse, { status, body, headers }: Answer, base: [string, string][]): void {
  if (response.headersSent || response.destroyed) return
  const text = JSON.stringify(body)
  const all: [string, string][] = [...base]
  for (const [key, value] of Object.entries(headers ?? {})) all.push([key.toLowerCase(), value])
  all.push(['content-length', String(Buffer.byteLength(text))])
  response.writeHead(status, all)
  response.end(text)
}

function answerHtml(response: ServerResponse, { status, html, location, headers }: HtmlAnswer, base: [string, string][]): void {
  if (response.headersSent || response.destroyed) return
  const text = html ?? ''
  const all: [string, string][] = base.filter(([key]) => key.toLowerCase() !== 'content-type')
  all.push(['content-type', 'text/html; charset=utf-8'])
  for (const [key, value] of Object.entries(headers ?? {})) all.push([key.toLowerCase(), value])
  if (location) all.push(['location', location])
  all.push(['content-length', String(Buffer.byteLength(text))])
  response.writeHead(status, all)
  response.end(text)
}

/**
 * The front door's handler for `/api/contact/`: takes GET and POST (returns true), or leaves the request
 * to Next (false). `configured` are the headers next.config.ts gives the path (read from the build by
 * default); without them every request goes to Next.
 */
export function contactFrontDoor(configured: [string, string][] | null = configuredHeaders(CONTACT_PATH)): FrontPathHandler {
  if (!configured) {
    logger.warn({ event: 'contact.frontDoorOff' }, 'no readable routes manifest: /api/contact/ is answered by Next')
    return () => false
  }
  const base = answerHeaders(configured)
  return (request, response) => {
    const method = request.method
    if (method !== 'GET' && method !== 'POST') return false
    if (method === 'GET') {
      answer(response, { status: 200, body: handleContactGet() }, base)
      return true
    }
    const payload = runningPayload()
    if (!payload) return false
    const input: ContactRequest = {
      headers: { get: (name) => single(request.headers[name]) },
      readBody: (limit) => readBody(request, limit),
    }
    // The form posted without JavaScript (no-script.ts): answered with HTML or a 303.
    if (isFormPost(single(request.headers['content-type']))) {
      handleContactForm(input, async () => payload).then(
        (result) => {
          answerHtml(response, result, base)
          result.afterResponse?.().catch((error: unknown) => logger.warn({ err: error, event: 'contact.afterResponseFailed' }, 'after-response work failed'))
        },
        (error: unknown) => {
          if (request.destroyed || response.destroyed) return
          logger.error({ err: error, event: 'contact.frontDoorFailed' }, 'contact form post failed in the front door')
          answerHtml(response, { status: 503, html: '' }, base)
        },
      )
      return true
    }
    handleContact(input, async () => payload).then(
      (result) => {
        answer(response, result, base)
        // As the route's after(): the mails are queued and sent once the answer has gone out.
        result.afterResponse?.().catch((error: unknown) => logger.warn({ err: error, event: 'contact.afterResponseFailed' }, 'after-response work failed'))
      },
      (error: unknown) => {
        if (request.destroyed || response.destroyed) return
        logger.error({ err: error, event: 'contact.frontDoorFailed' }, 'contact request failed in the front door')
        answer(response, { status: 500, body: { ok: false, code: 'storeFailed' } }, base)
      },
    )
    return true
  }
}
