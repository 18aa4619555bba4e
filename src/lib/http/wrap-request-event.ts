import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * Runs `onRequest` before every 'request' event of every Node HTTP server in this process (Next's
 * included), once per `key` however often it is installed. `onRequest` returns true when it has answered
 * the request itself: the event then goes no further.
 */
export function wrapRequestEvent(serverPrototype: Server, key: symbol, onRequest: (request: IncomingMessage, response: ServerResponse) => boolean | void): void {
  const proto = serverPrototype as Server & Record<symbol, boolean | undefined>
  if (proto[key]) return
  proto[key] = true
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (onRequest(request, response) === true) return true
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof proto.emit
}
