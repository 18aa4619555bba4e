import type { ServerResponse } from 'node:http'

/** The arguments of `ServerResponse.end`, as given. */
export type EndArgs = [chunk?: unknown, encoding?: unknown, callback?: unknown]

/** Calls the answer's own `end` (the one in place before `interceptEnd`) with any arguments. */
export type OriginalEnd = (...args: unknown[]) => ServerResponse

/**
 * Lets `onEnd` handle an answer's `end` call: it gets the arguments, whether anything was written before (an answer
 * sent in parts is never a whole page) and the answer's own `end`, which it must call (with these arguments or its
 * own). Used by the front door's compression (compress-answers.ts) and its page sending (page-data-answers.ts).
 */
export function interceptEnd(response: ServerResponse, onEnd: (answer: ServerResponse, args: EndArgs, wrote: boolean, end: OriginalEnd) => ServerResponse): void {
  let wrote = false
  const write = response.write
  const end = response.end
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    wrote = true
    return (write as (...a: unknown[]) => boolean).apply(this, args)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    return onEnd(this, args as EndArgs, wrote, (...given: unknown[]) => (end as OriginalEnd).apply(this, given))
  } as ServerResponse['end']
}

/**
 * Whether an answer is a whole page as it reaches `end`: nothing written before (an answer sent in parts is never
 * one), status 200, HTML, with Next's ETag and no encoding yet. The answers the front door keeps a Brotli copy of
 * (compress-answers.ts) and sends without their hydration payload (page-data-answers.ts).
 */
export function isWholePage(answer: ServerResponse, wrote: boolean): boolean {
  return (
    !wrote &&
    !answer.headersSent &&
    answer.statusCode === 200 &&
    Boolean(answer.getHeader('etag')) &&
    !answer.getHeader('content-encoding') &&
    String(answer.getHeader('content-type') ?? '').startsWith('text/html')
  )
}

/** The body given to `end` (not copied), its encoding and its length in bytes (measured); null without one. */
export function endBody(args: EndArgs): { chunk: string | Uint8Array; encoding: BufferEncoding; length: number } | null {
  const [chunk, given] = args
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return null
  const encoding = typeof given === 'string' ? (given as BufferEncoding) : 'utf8'
  const length = typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength
  return { chunk, encoding, length }
}
