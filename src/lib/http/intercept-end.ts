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
