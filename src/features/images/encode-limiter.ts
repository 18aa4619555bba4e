/**
 * Runs at most `limit` jobs at once; up to `maxWaiting` more wait in arrival order, and beyond that
 * a job is refused at once (the caller answers 503) instead of queueing behind minutes of work.
 * A finishing job hands its slot straight to the next waiter, so a newcomer cannot slip in between.
 */
export function createLimiter(limit: number, maxWaiting: number, refuse: () => Error) {
  let active = 0
  const waiting: (() => void)[] = []
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= limit) {
      if (waiting.length >= maxWaiting) throw refuse()
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else {
      active++
    }
    try {
      return await job()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
