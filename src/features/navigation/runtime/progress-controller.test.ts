import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DATA_FETCH_MIN_DISPLAY_DELAY_MS } from '@/lib/runtime-constants'

import { createDelayedFlag, createProgressController, type ProgressPhase } from './progress-controller'

describe('navigation progress bar', () => {
  let phases: ProgressPhase[]
  const make = () => createProgressController({ onChange: (p) => phases.push(p) })
  /** Moves the clock on by each step in turn and reads the bar's phase after each. */
  const phasesAfter = (bar: ReturnType<typeof make>, steps: number[]) =>
    steps.map((ms) => {
      vi.advanceTimersByTime(ms)
      return bar.phase()
    })

  beforeEach(() => {
    vi.useFakeTimers()
    phases = []
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('never appears for a navigation that completes within 200 ms', () => {
    const bar = make()
    bar.start()
    vi.advanceTimersByTime(199)
    bar.done()
    vi.advanceTimersByTime(10_000)
    expect(phases).toEqual(['waiting', 'idle'])
  })

  it('appears at 200 ms and finishes with a fade when the navigation completes', () => {
    const bar = make()
    bar.start()
    expect(phasesAfter(bar, [199, 1, 800])).toEqual(['waiting', 'visible', 'visible'])
    bar.done()
    expect(bar.phase()).toBe('finishing')
    expect(phasesAfter(bar, [300])).toEqual(['idle'])
    expect(phases).toEqual(['waiting', 'visible', 'finishing', 'idle'])
  })

  it('has finished and faded by 5000 ms even when the navigation hangs', () => {
    const bar = make()
    bar.start()
    expect(phasesAfter(bar, [4_699, 1, 300])).toEqual(['visible', 'finishing', 'idle'])
    // The late completion changes nothing.
    bar.done()
    expect(phases).toEqual(['waiting', 'visible', 'finishing', 'idle'])
  })

  it('stays visible for a second navigation started while showing, and caps that one at 5000 ms too', () => {
    const bar = make()
    bar.start()
    vi.advanceTimersByTime(1_000)
    bar.start()
    expect(bar.phase()).toBe('visible')
    expect(phasesAfter(bar, [4_699, 301])).toEqual(['visible', 'idle'])
  })
})

describe('data-fetch loading indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('appears no sooner than 200 ms after loading starts, and not at all for a quick fetch', () => {
    const seen: boolean[] = []
    const flag = createDelayedFlag({ delayMs: DATA_FETCH_MIN_DISPLAY_DELAY_MS, onChange: (v) => seen.push(v) })
    flag.set(true)
    vi.advanceTimersByTime(150)
    flag.set(false)
    vi.advanceTimersByTime(1_000)
    expect(seen).toEqual([])

    flag.set(true)
    vi.advanceTimersByTime(199)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([true])
    flag.set(false)
    expect(seen).toEqual([true, false])
  })
})
