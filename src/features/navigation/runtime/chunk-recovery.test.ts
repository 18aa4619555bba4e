import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CHUNK_RECOVERY_GLOBAL as GLOBAL_THE_LOADER_CALLS } from '@/lib/http/scripts-after-first-paint.mjs'
import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/runtime-constants'

import { CHUNK_RECOVERY_GLOBAL, CHUNK_RECOVERY_OPTIONS, chunkRecoveryScript, installChunkRecovery } from './chunk-recovery'

type Listener = (event: unknown) => void

class FakeScript {
  tagName = 'SCRIPT'
  nodeType = 1
  attrs = new Map<string, string>()
  listeners = new Map<string, Listener[]>()
  constructor(public src: string) {}
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null
  }
  setAttribute(name: string, value: string) {
    this.attrs.set(name, value)
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }
  fire(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ type })
  }
}

/** A stand-in for the browser window: storage survives "reloads" because the test keeps it. */
function fakeWindow(storage: Map<string, string>, initialScripts: FakeScript[] = []) {
  const listeners = new Map<string, Listener[]>()
  let observe: ((records: { addedNodes: FakeScript[] }[]) => void) | undefined
  let observed: { target: unknown; options: MutationObserverInit } | undefined
  const scripts = [...initialScripts]
  const documentListeners = new Map<string, Listener[]>()
  const head = {}
  const document = {
    readyState: 'loading',
    head,
    documentElement: {},
    getElementsByTagName: () => scripts,
    addEventListener: (type: string, fn: Listener) => documentListeners.set(type, [...(documentListeners.get(type) ?? []), fn]),
  }
  const win = {
    Date,
    document,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload: vi.fn() },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    performance: { getEntriesByName: () => [] as { responseEnd: number }[] },
    MutationObserver: class {
      constructor(cb: typeof observe) {
        observe = cb
      }
      observe(target: unknown, options: MutationObserverInit) {
        observed = { target, options }
      }
    },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
  }
  return {
    win,
    emit: (type: string, event: unknown) => (listeners.get(type) ?? []).forEach((fn) => fn(event)),
    /** A script added to <head> after the recovery was installed (the loader's, Turbopack's). */
    addScript: (script: FakeScript) => {
      scripts.push(script)
      observe?.([{ addedNodes: [script] }])
    },
    /** A script the parser puts in <body> (no record: only <head>'s children are observed). */
    parseScript: (script: FakeScript) => scripts.push(script),
    /** The document has been parsed. */
    parsed: () => {
      document.readyState = 'interactive'
      ;(documentListeners.get('DOMContentLoaded') ?? []).forEach((fn) => fn({ type: 'DOMContentLoaded' }))
    },
    observed: () => observed,
    head,
  }
}

const install = (w: ReturnType<typeof fakeWindow>) => installChunkRecovery(w.win as never, CHUNK_RECOVERY_OPTIONS)

describe('chunk-load failure recovery', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reloads the page when a script chunk fails, and records the time in sessionStorage', () => {
    const storage = new Map<string, string>()
    const w = fakeWindow(storage)
    install(w)
    w.emit('error', { target: new FakeScript('http://localhost/_next/static/chunks/app-123.js') })
    expect(w.win.location.reload).toHaveBeenCalledTimes(1)
    expect(storage.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()))
  })

  it('reloads at most once per 60 seconds, across reloads', () => {
    const storage = new Map<string, string>()
    const failure = { target: new FakeScript('/_next/static/chunks/page-1.js') }

    const first = fakeWindow(storage)
    install(first)
    first.emit('error', failure)
    expect(first.win.location.reload).toHaveBeenCalledTimes(1)

    // The reloaded page fails again 59.999 s later: no second reload.
    vi.advanceTimersByTime(59_999)
    const second = fakeWindow(storage)
    install(second)
    second.emit('error', failure)
    expect(second.win.location.reload).not.toHaveBeenCalled()
    expect(storage.get(`${CHUNK_RELOAD_STORAGE_KEY}:outcome`)).toBe('suppressed:script')

    // A full minute after the first reload, a failure may reload again.
    vi.advanceTimersByTime(1)
    second.emit('error', failure)
    expect(second.win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('ignores failures of anything that is not one of the app chunks', () => {
    const w = fakeWindow(new Map())
    install(w)
    w.emit('error', { target: new FakeScript('https://www.googletagmanager.com/gtm.js') })
    w.emit('error', { target: { tagName: 'IMG', src: '/_next/static/media/x.png' } })
    w.emit('error', { target: w.win, error: new Error('boom') })
    w.emit('unhandledrejection', { reason: new TypeError('Failed to fetch') })
    expect(w.win.location.reload).not.toHaveBeenCalled()
  })

  it('recognises chunk errors thrown by the loaders (webpack, Turbopack, native import)', () => {
    for (const reason of [
      Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
      new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'),
      new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js'),
    ]) {
      const w = fakeWindow(new Map())
      install(w)
      w.emit('unhandledrejection', { reason })
      expect(w.win.location.reload).toHaveBeenCalledTimes(1)
    }
  })

  it('counts a script chunk still loading after 120 seconds as failed', () => {
    const w = fakeWindow(new Map())
    install(w)
    const slow = new FakeScript('/_next/static/chunks/slow.js')
    w.addScript(slow)
    vi.advanceTimersByTime(119_999)
    expect(w.win.location.reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(w.win.location.reload).toHaveBeenCalledTimes(1)
    expect(slow.getAttribute('data-chunk-watched')).toBe('')
  })

  it("observes only <head>'s children, not every node the parser inserts, and finds a chunk script in <body> once the document is parsed", () => {
    const w = fakeWindow(new Map())
    install(w)
    expect(w.observed()).toEqual({ target: w.head, options: { childList: true } })
    const parsedLate = new FakeScript('/_next/static/chunks/body.js')
    w.parseScript(parsedLate)
    expect(parsedLate.getAttribute('data-chunk-watched')).toBeNull()
    w.parsed()
    expect(parsedLate.getAttribute('data-chunk-watched')).toBe('')
    vi.advanceTimersByTime(120_000)
    expect(w.win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('does not count a script chunk that loaded in time, or had loaded before it was watched', () => {
    const loadedEarly = new FakeScript('/_next/static/chunks/early.js')
    const w = fakeWindow(new Map(), [loadedEarly])
    w.win.performance.getEntriesByName = () => [{ responseEnd: 12 }]
    install(w)
    const quick = new FakeScript('/_next/static/chunks/quick.js')
    w.addScript(quick)
    quick.fire('load')
    vi.advanceTimersByTime(200_000)
    expect(w.win.location.reload).not.toHaveBeenCalled()
  })

  it('does not reload when sessionStorage is unavailable (a reload loop could not be stopped)', () => {
    const w = fakeWindow(new Map())
    w.win.sessionStorage.getItem = () => {
      throw new Error('SecurityError')
    }
    const api = install(w)
    expect(api.recover('script')).toBe('no-storage')
    expect(w.win.location.reload).not.toHaveBeenCalled()
  })

  it('works from the inline script text the page embeds', () => {
    const storage = new Map<string, string>()
    const w = fakeWindow(storage)
    new Function('window', chunkRecoveryScript())(w.win)
    w.emit('error', { target: new FakeScript('/_next/static/chunks/x.js') })
    expect(w.win.location.reload).toHaveBeenCalledTimes(1)
    expect(chunkRecoveryScript()).toContain('"throttleMs":60000')
    expect(chunkRecoveryScript()).toContain('"timeoutMs":120000')
  })
})

describe('the recovery the scripts loader calls', () => {
  it('is offered under the name the loader looks for (a page whose hydration payload fails to load reloads through it)', () => {
    expect(GLOBAL_THE_LOADER_CALLS).toBe(CHUNK_RECOVERY_GLOBAL)
    expect(chunkRecoveryScript()).toMatch(new RegExp(`["']${CHUNK_RECOVERY_GLOBAL}["']`))
  })
})
