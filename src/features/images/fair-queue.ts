/**
 * The encoder's scheduler: a few encodes at a time for the whole process, shared fairly between
 * clients.
 *
 * - At most `concurrency` jobs run at once, and one client at most `perClientConcurrency` of them
 *   (one fewer than the total), so there is always room for another client's job.
 * - Waiting jobs are taken round-robin by client, not in arrival order: a client with one image
 *   waiting goes before the fortieth image of a client that sent a hundred.
 * - A client may have `perClientWaiting` jobs waiting; beyond that it is refused at once
 *   ('client', answered 429). Beyond `maxWaiting` jobs in all, anyone is refused ('server', 503).
 * - A job still waiting after `maxWaitMs` is dropped ('timeout', 503), and a job whose request was
 *   abandoned (its AbortSignal fired) leaves the queue; nobody waits without an answer.
 * Every refusal says when to try again, estimated from the recent encode times.
 */
export type FairQueueOptions = {
  concurrency: number
  perClientConcurrency: number
  perClientWaiting: number
  maxWaiting: number
  maxWaitMs: number
}

export type QueueRefusal = 'client' | 'server' | 'timeout' | 'aborted'

export class QueueRefusedError extends Error {
  constructor(
    readonly reason: QueueRefusal,
    /** Whole seconds, at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(`encode queue refused the job (${reason})`)
  }
}

type Waiter = { start: () => void }
type ClientState = { active: number; waiting: Waiter[] }

export type FairQueue = {
  run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T>
  /** Jobs running and waiting, for tests and the benchmark. */
  readonly stats: { active: number; waiting: number; clients: number }
}

export function createFairQueue(options: FairQueueOptions): FairQueue {
  const clients = new Map<string, ClientState>()
  /** Clients with jobs waiting, in the order they will be served. */
  let rotation: string[] = []
  let active = 0
  let waiting = 0
  /** Moving average of job durations, for Retry-After. */
  let averageMs = 200

  function stateOf(client: string): ClientState {
    let state = clients.get(client)
    if (!state) {
      state = { active: 0, waiting: [] }
      clients.set(client, state)
    }
    return state
  }

  function forgetIfIdle(client: string, state: ClientState): void {
    if (state.active === 0 && state.waiting.length === 0) clients.delete(client)
  }

  function retryAfter(jobsAhead: number): number {
    const slots = Math.max(1, options.concurrency)
    return Math.max(1, Math.ceil(((jobsAhead + 1) * averageMs) / slots / 1000))
  }

  /** Starts waiting jobs while there are free slots, one client at a time in rotation. */
  function dispatch(): void {
    let scanned = 0
    while (active < options.concurrency && rotation.length > 0 && scanned < rotation.length) {
      const client = rotation.shift()!
      const state = clients.get(client)
      if (!state || state.waiting.length === 0) continue
      if (state.active >= options.perClientConcurrency) {
        // Its turn comes again when one of its own jobs finishes.
        rotation.push(client)
        scanned++
        continue
      }
      scanned = 0
      const waiter = state.waiting.shift()!
      waiting--
      if (state.waiting.length > 0) rotation.push(client)
      waiter.start()
    }
  }

  async function execute<T>(client: string, state: ClientState, job: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await job()
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2
      active--
      state.active--
      forgetIfIdle(client, state)
      dispatch()
    }
  }

  function run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new QueueRefusedError('aborted', 1))
    const state = stateOf(client)
    if (active < options.concurrency && state.active < options.perClientConcurrency && state.waiting.length === 0) {
      active++
      state.active++
      return execute(client, state, job)
    }
    if (state.waiting.length >= options.perClientWaiting) {
      forgetIfIdle(client, state)
      return Promise.reject(new QueueRefusedError('client', retryAfter(state.waiting.length)))
    }
    if (waiting >= options.maxWaiting) {
      forgetIfIdle(client, state)
      return Promise.reject(new QueueRefusedError('server', retryAfter(waiting)))
    }

    return new Promise<T>((resolve, reject) => {
      const leave = (error: Error) => {
        const index = state.waiting.indexOf(waiter)
        if (index < 0) return
        state.waiting.splice(index, 1)
        waiting--
        if (state.waiting.length === 0) rotation = rotation.filter((c) => c !== client)
        forgetIfIdle(client, state)
        cleanup()
        reject(error)
      }
      const timer = setTimeout(() => leave(new QueueRefusedError('timeout', retryAfter(waiting))), options.maxWaitMs)
      const onAbort = () => leave(new QueueRefusedError('aborted', 1))
      const cleanup = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        start: () => {
          cleanup()
          active++
          state.active++
          execute(client, state, job).then(resolve, reject)
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      if (state.waiting.length === 0) rotation.push(client)
      state.waiting.push(waiter)
      waiting++
      dispatch()
    })
  }

  return {
    run,
    get stats() {
      return { active, waiting, clients: clients.size }
    },
  }
}
