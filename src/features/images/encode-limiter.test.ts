import { describe, expect, it } from 'vitest'

import { createLimiter } from './encode-limiter'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createLimiter', () => {
  it('runs two encodes at once, queues the next in order and refuses beyond the queue', async () => {
    const run = createLimiter(2, 1, () => new Error('busy'))
    const gates = [deferred(), deferred(), deferred()]
    const started: number[] = []
    const jobs = gates.map((gate, i) =>
      run(async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    await expect(run(async () => 99)).rejects.toThrow('busy')
    gates[0].resolve()
    await jobs[0]
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1, 2])
    gates[1].resolve()
    gates[2].resolve()
    expect(await Promise.all(jobs)).toEqual([0, 1, 2])
  })

  it('frees the slot when a job fails', async () => {
    const run = createLimiter(1, 0, () => new Error('busy'))
    await expect(run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await run(async () => 'next')).toBe('next')
  })
})
