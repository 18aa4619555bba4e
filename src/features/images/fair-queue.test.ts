import { describe, expect, it } from 'vitest'

import { createFairQueue, QueueRefusedError } from './fair-queue'

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

const options = { concurrency: 2, perClientConcurrency: 1, perClientWaiting: 3, maxWaiting: 5, maxWaitMs: 60_000 }

describe('createFairQueue', () => {
  it('keeps a slot free for another client, and serves waiting clients in turn', async () => {
    const queue = createFairQueue(options)
    const started: string[] = []
    const gates = new Map<string, ReturnType<typeof gate>>()
    const job = (name: string) => () => {
      started.push(name)
      const g = gate()
      gates.set(name, g)
      return g.opened.then(() => name)
    }
    const a = ['a1', 'a2', 'a3'].map((n) => queue.run('A', job(n)))
    await tick()
    // One client never holds every slot.
    expect(started).toEqual(['a1'])
    const b = ['b1', 'b2'].map((n) => queue.run('B', job(n)))
    await tick()
    expect(started).toEqual(['a1', 'b1'])
    const c = queue.run('C', job('c1'))
    // Each client with work waiting gets a turn before any client gets another (A, B, C, A, …),
    // and a client at its own limit lets the next one go first.
    for (const [finished, next] of [['a1', 'a2'], ['b1', 'b2'], ['a2', 'c1'], ['b2', 'a3']]) {
      gates.get(finished)!.open()
      await tick()
      expect(started.at(-1)).toBe(next)
    }
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'c1', 'a3'])
    gates.get('c1')!.open()
    gates.get('a3')!.open()
    expect(await Promise.all([...a, ...b, c])).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1'])
    expect(queue.stats).toEqual({ active: 0, waiting: 0, clients: 0 })
  })

  it('refuses a client past its waiting share (429) and everyone past the total (503), with a retry time', async () => {
    const queue = createFairQueue(options)
    const hold = gate()
    const jobs = Array.from({ length: 5 }, () => queue.run('A', () => hold.opened).then(() => 'done'))
    // One runs, three wait, the fifth is refused at once.
    const refused = await jobs[4].catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(QueueRefusedError)
    expect(refused).toMatchObject({ reason: 'client' })
    expect((refused as QueueRefusedError).retryAfterSeconds).toBeGreaterThanOrEqual(1)

    // B runs one and queues two: five waiting in all, the process-wide bound.
    const others = [1, 2, 3].map(() => queue.run('B', () => hold.opened).then(() => 'done'))
    expect(queue.stats).toMatchObject({ active: 2, waiting: 5 })
    await expect(queue.run('D', () => hold.opened)).rejects.toMatchObject({ reason: 'server' })
    hold.open()
    expect(await Promise.all([...jobs.slice(0, 4), ...others])).toEqual(Array(7).fill('done'))
  })

  it('drops a job that waited too long, and one whose client went away', async () => {
    const queue = createFairQueue({ ...options, concurrency: 1, maxWaitMs: 10 })
    const hold = gate()
    const running = queue.run('A', () => hold.opened)
    await expect(queue.run('B', async () => 'never')).rejects.toMatchObject({ reason: 'timeout' })
    const gone = new AbortController()
    const waiting = queue.run('C', async () => 'never', gone.signal)
    gone.abort()
    await expect(waiting).rejects.toMatchObject({ reason: 'aborted' })
    expect(queue.stats.waiting).toBe(0)
    hold.open()
    await running
  })

  it('frees the slot when a job fails', async () => {
    const queue = createFairQueue({ ...options, concurrency: 1 })
    await expect(queue.run('A', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await queue.run('A', async () => 'next')).toBe('next')
  })
})
