/**
 * Request-level guards found missing by the black-box probe (issue 41 §6), as small functions any request
 * pipeline can call first (the guards stage of src/server/pipeline.ts, through front-door.ts):
 * - an absolute-form request target (`GET http://evil.example/en/ HTTP/1.1`) is answered 400: an origin server is
 *   never asked that by a browser or by nginx, and Next took the host from it and redirected there;
 * - every body has a size limit (BODY_LIMITS), checked on Content-Length up front and counted as it arrives when
 *   it is chunked: past it the answer is 413, the rest of the body is read and dropped (up to DRAIN_LIMIT_BYTES,
 *   so the client reads the 413 instead of a reset), then the connection is closed;
 * - slow clients are cut off: the whole header within SERVER_TIMEOUTS.headersTimeoutMs, the whole request (body
 *   included) within requestTimeoutMs: server.mjs passes SERVER_TIMEOUTS to http.createServer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export const SERVER_TIMEOUTS = {
  /** Node's default is 60 s. A browser sends its headers in one packet. */
  headersTimeoutMs: 20_000,
  /** Node's default is 300 s. The largest body (an image upload, 25 MB) at 5 Mbit/s takes 40 s. */
  requestTimeoutMs: 60_000,
  /**
   * How often Node checks both (its default: 30 s). Only the server's constructor takes it: a server made by the
   * app (the custom server) passes it; `next start`'s server keeps 30 s, so there a slow client is cut off at most
   * 30 s after its limit.
   */
  connectionsCheckingIntervalMs: 5_000,
} as const

const MB = 1024 * 1024

/** Largest body per path (bytes). Pages take GET and HEAD only; the API and the admin take JSON and forms. */
export const BODY_LIMITS = {
  /** Image uploads (Payload's media collection). */
  upload: 25 * MB,
  /** The rest of the API and the admin's server functions (large rich-text documents). */
  api: 5 * MB,
  /** The contact endpoint (its own handler refuses past 32 KB with its own JSON answer). */
  contact: 64 * 1024,
  /** Anything else. */
  other: 1 * MB,
} as const

/** After a 413, at most this much more of the body is read and dropped before the connection is closed. */
export const DRAIN_LIMIT_BYTES = 8 * MB

export type GuardRefusal = { status: 400 | 413; message: string }

/** `*` (OPTIONS only) or a path; anything else (an absolute URL, an authority) is refused. */
export function checkRequestTarget(method: string | undefined, target: string | undefined): GuardRefusal | null {
  const url = target ?? ''
  if (url.startsWith('/') && !url.startsWith('//')) return null
  if (url === '*' && (method ?? '').toUpperCase() === 'OPTIONS') return null
  return { status: 400, message: 'Bad Request: the request target must be a path' }
}

export function bodyLimitFor(target: string | undefined): number {
  const url = target ?? '/'
  if (/^\/api\/media(?:\/|\?|$)/.test(url)) return BODY_LIMITS.upload
  if (/^\/api\/contact(?:\/|\?|$)/.test(url)) return BODY_LIMITS.contact
  if (/^\/(?:api|admin)(?:\/|\?|$)/.test(url)) return BODY_LIMITS.api
  return BODY_LIMITS.other
}

/** The declared length, or null (chunked, or none); NaN for a value that is not a length. */
export function declaredLength(headers: IncomingMessage['headers']): number | null {
  const value = headers['content-length']
  if (value === undefined) return null
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN
}

function refuseOversize(socket: Socket | null, response: ServerResponse): void {
  if (!response.headersSent && !response.destroyed) {
    const body = 'Payload Too Large\n'
    response.writeHead(413, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    response.end(body)
  }
  // Read and drop the rest for a while, so the client is not reset before it reads the answer; then close.
  // (The connection may be gone already: a client that hung up, or an answer that went out before the body ended.)
  if (!socket || socket.destroyed) return
  const timer = setTimeout(() => socket.destroy(), 5_000)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
}

/**
 * Counts the body of `request` as it arrives (in front of whoever reads it: the bytes are counted where Node's
 * parser hands them to the request stream). Past `limit` the answer is 413 and nothing more reaches the reader.
 * Returns true when the request was answered at once (a declared length over the limit).
 */
export function limitRequestBody(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  const declared = declaredLength(request.headers)
  // Node lets go of `request.socket` (null) once the answer has gone out; later body chunks still come through here.
  const socket: Socket | null = request.socket
  let refused = false
  let dropped = 0
  const refuse = () => {
    refused = true
    refuseOversize(socket, response)
  }
  const push = request.push.bind(request)
  let received = 0
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) {
      // The whole body has come: after a 413 the connection is done with.
      if (refused) setImmediate(() => socket?.destroy())
      return refused ? false : push(chunk, encoding)
    }
    const size = typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length
    if (refused) {
      dropped += size
      if (dropped > DRAIN_LIMIT_BYTES) socket?.destroy()
      return true
    }
    received += size
    if (received > limit) {
      refuse()
      return true
    }
    return push(chunk, encoding)
  }
  if (declared !== null && declared > limit) {
    refuse()
    return true
  }
  return false
}

/** Everything above for one request; true when it has been answered (the request goes no further). */
export function guardRequest(request: IncomingMessage, response: ServerResponse): GuardRefusal | 'answered' | null {
  const refusal = checkRequestTarget(request.method, request.url)
  if (refusal) return refusal
  if (limitRequestBody(request, response, bodyLimitFor(request.url))) return 'answered'
  return null
}
