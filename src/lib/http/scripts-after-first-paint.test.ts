import { describe, expect, it, vi } from 'vitest'

import {
  CHUNK_RECOVERY_GLOBAL,
  FIRST_PAINT_WAIT_MS,
  HELD_CLICKS,
  HELD_CLICKS_LIMIT_MS,
  HYDRATION_TASK_ENTRY,
  loaderScript,
  MAIN_PICTURES,
  PAGE_DATA_ATTRIBUTE,
  PAGE_DATA_PREFIX,
  scriptsAddedAfterFirstPaint,
  scriptsAfterFirstPaint,
} from './scripts-after-first-paint.mjs'

const page =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async="" nonce="n0"></script>' +
  '<script id="latin-face">try{}catch(e){}</script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script></head><body><main><h1>Title</h1></main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/_next/static/chunks/page.js" nonce="n0" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'

describe("Next's scripts after the first paint: the page's HTML", () => {
  const rewritten = scriptsAfterFirstPaint(page)

  it('lists the scripts its loader adds, in the order the page had them, and none for a page without a loader', () => {
    expect(scriptsAddedAfterFirstPaint(rewritten)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/page.js'])
    expect(scriptsAddedAfterFirstPaint(page)).toEqual([])
  })

  it("takes out Next's async chunk scripts, whatever the order of their attributes, and React's preload of them", () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|page)\.js"/)
    expect(rewritten).not.toContain('rel="preload" as="script"')
  })

  it('keeps every other script: inline ones, data blocks, the legacy polyfills, third-party tags', () => {
    for (const kept of [
      '<script id="latin-face">try{}catch(e){}</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<main><h1>Title</h1></main>',
    ]) {
      expect(rewritten).toContain(kept)
    }
  })

  it('adds one loader at the end of the body with the chunks in their order, once', () => {
    const loader = `<script id="scripts-after-paint">${loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/page.js'])}</script></body></html>`
    expect(rewritten.endsWith(loader)).toBe(true)
    expect(scriptsAfterFirstPaint(rewritten)).toBe(rewritten)
  })

  it('leaves a page without chunk scripts (or without a body end) unchanged', () => {
    const bare = '<html><head><script>1</script></head><body><p>x</p></body></html>'
    expect(scriptsAfterFirstPaint(bare)).toBe(bare)
    const cut = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>'
    expect(scriptsAfterFirstPaint(cut)).toBe(cut)
  })
})

/** Runs the loader against stand-ins for the browser; returns what it added to <head> and the triggers. */
type Picture = { complete: boolean; listeners: Map<string, () => void>; addEventListener: (type: string, listener: () => void) => void }
function picture(complete: boolean): Picture {
  const listeners = new Map<string, () => void>()
  return { complete, listeners, addEventListener: (type, listener) => listeners.set(type, listener) }
}

type PageData = { digest: string; answer: Promise<{ ok: boolean; json: () => Promise<unknown> }> }

function runLoader({ hidden = false, paintTiming = true, pictures = [], pageData }: { hidden?: boolean; paintTiming?: boolean; pictures?: Picture[]; pageData?: PageData } = {}) {
  const added: string[] = []
  /** For each entry of `added`, the timer task that added it (0: not on a timer of the loader's). */
  const addedOnTask: number[] = []
  let task = 0
  let tasks = 0
  const fetched: string[] = []
  const asked: string[] = []
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | undefined
  const listeners = new Map<string, (event: unknown) => void>()
  const frames: Array<() => void> = []
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    currentScript: pageData ? { getAttribute: (name: string) => (name === PAGE_DATA_ATTRIBUTE ? pageData.digest : null) } : null,
    head: {
      appendChild: (element: { src: string; async: boolean; rel?: string; as?: string; href?: string }) => {
        added.push(element.rel ? `${element.rel} ${element.as} ${element.href}` : `${element.src}${element.async ? ' async' : ''}`)
        addedOnTask.push(task)
      },
    },
    createElement: () => ({ src: '', async: false }),
    querySelectorAll: (selector: string) => {
      asked.push(selector)
      return pictures
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => {
      if (listeners.get(type) === listener) listeners.delete(type)
    },
  }
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation']
    constructor(callback: typeof observer) {
      observer = callback
    }
    observe() {}
  }
  const recovered: string[] = []
  const window: Record<string, unknown> = {
    PerformanceObserver: paintTiming ? Observer : undefined,
    [CHUNK_RECOVERY_GLOBAL]: { recover: (cause: string) => recovered.push(cause) },
  }
  const self: { __next_f?: unknown[] } = {}
  const location = { pathname: '/en/news/', search: '?page=2' }
  const fetch = (url: string) => {
    fetched.push(url)
    return pageData!.answer
  }
  const requestAnimationFrame = (callback: () => void) => frames.push(callback)
  // The (fake) timers, each callback numbered as the task it runs on.
  const setTimeout = (callback: () => void, ms: number) =>
    globalThis.setTimeout(() => {
      const outer = task
      task = ++tasks
      callback()
      task = outer
    }, ms)
  new Function('document', 'window', 'requestAnimationFrame', 'self', 'location', 'fetch', 'setTimeout', loaderScript(['/a.js', '/b.js']))(
    document,
    window,
    requestAnimationFrame,
    self,
    location,
    fetch,
    setTimeout,
  )
  return {
    added,
    addedOnTask,
    fetched,
    recovered,
    nextData: () => self.__next_f,
    paint: (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (observer = undefined) }),
    hide: () => {
      document.visibilityState = 'hidden'
      listeners.get('visibilitychange')?.({})
    },
    frame: () => frames.shift()?.(),
    /** A click on `target`: whether the loader held it (stopped it before the app and the browser saw it). */
    click: (target: unknown) => {
      const seen = { prevented: false, stopped: false }
      listeners.get('click')?.({ target, preventDefault: () => (seen.prevented = true), stopImmediatePropagation: () => (seen.stopped = true) })
      return seen.prevented && seen.stopped
    },
    release: () => (window[HELD_CLICKS] as { release: () => void }).release(),
    beforeHydration: () => window.__next_s,
    asked,
  }
}

describe("Next's scripts after the first paint: the loader", () => {
  it('adds the scripts on a task of their own once the first contentful paint is reported, and only then', () => {
    vi.useFakeTimers()
    try {
      const loader = runLoader()
      loader.paint('first-paint')
      vi.advanceTimersByTime(0)
      expect(loader.added).toEqual([])
      loader.paint('first-contentful-paint')
      expect(loader.added).toEqual([])
      vi.advanceTimersByTime(0)
      // Each script is added on a task of its own: starting a request costs the main thread 1-15 ms on a busy
      // phone, and ten of them in one task were a long task of their own (docs/decisions.md P5).
      expect(loader.added).toEqual([])
      vi.advanceTimersByTime(1)
      expect(loader.added).toEqual(['/a.js async', '/b.js async'])
      expect(new Set(loader.addedOnTask).size).toBe(2)
      // With them, Next is asked to hydrate on a task of its own (its list of before-hydration scripts).
      expect(loader.beforeHydration()).toEqual([HYDRATION_TASK_ENTRY])
      // Never twice: not at the time limit, not when the tab is hidden later.
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS)
      loader.hide()
      expect(loader.added).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits for a main picture still loading at the first paint (its load or error, then a frame), within the time limit', () => {
    vi.useFakeTimers()
    try {
      const hero = picture(false)
      const map = picture(false)
      const loader = runLoader({ pictures: [hero, picture(true), map] })
      loader.paint('first-contentful-paint')
      vi.advanceTimersByTime(0)
      expect(loader.asked).toEqual([MAIN_PICTURES])
      hero.listeners.get('load')!()
      loader.frame()
      vi.advanceTimersByTime(0)
      expect(loader.added).toEqual([])
      map.listeners.get('error')!()
      vi.advanceTimersByTime(0)
      expect(loader.added).toEqual([])
      loader.frame()
      vi.advanceTimersByTime(1)
      expect(loader.added).toEqual(['/a.js async', '/b.js async'])

      const stuck = runLoader({ pictures: [picture(false)] })
      stuck.paint('first-contentful-paint')
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS + 1)
      expect(stuck.added).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('adds them at once in a hidden tab (it paints nothing), or when the tab is hidden before the paint', () => {
    expect(runLoader({ hidden: true }).added).toEqual(['/a.js async', '/b.js async'])
    const loader = runLoader()
    loader.hide()
    expect(loader.added).toEqual(['/a.js async', '/b.js async'])
  })

  it('adds them after the time limit where no paint is reported, and after two frames where paint timing is missing', () => {
    vi.useFakeTimers()
    try {
      const silent = runLoader()
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1)
      expect(silent.added).toEqual([])
      vi.advanceTimersByTime(2)
      expect(silent.added).toHaveLength(2)

      const old = runLoader({ paintTiming: false })
      old.frame()
      vi.advanceTimersByTime(0)
      expect(old.added).toEqual([])
      old.frame()
      vi.advanceTimersByTime(1)
      expect(old.added).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("Next's scripts after the first paint: clicks before the page has hydrated", () => {
  function button() {
    const clicked: number[] = []
    const self = { isConnected: true, clicked, click: () => clicked.push(1), closest: (selector: string) => (selector.includes('button') ? self : null) }
    return self
  }
  const link = { closest: () => null }

  it('holds a click on a button (once per button) and clicks it again when the app releases them', () => {
    const loader = runLoader()
    const menu = button()
    const tab = button()
    expect(loader.click(menu)).toBe(true)
    expect(loader.click(menu)).toBe(true)
    expect(loader.click(tab)).toBe(true)
    expect(menu.clicked).toEqual([])
    loader.release()
    expect(menu.clicked).toEqual([1])
    expect(tab.clicked).toEqual([1])
    // From then on the app handles clicks itself.
    expect(loader.click(button())).toBe(false)
  })

  it('lets a click on a plain link through, and forgets a button that left the page', () => {
    const loader = runLoader()
    expect(loader.click(link)).toBe(false)
    const gone = button()
    loader.click(gone)
    gone.isConnected = false
    loader.release()
    expect(gone.clicked).toEqual([])
  })

  it('lets held clicks go if the app never says it is ready', () => {
    vi.useFakeTimers()
    try {
      const loader = runLoader()
      const menu = button()
      loader.click(menu)
      vi.advanceTimersByTime(HELD_CLICKS_LIMIT_MS)
      expect(menu.clicked).toEqual([1])
      expect(loader.click(button())).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("Next's scripts after the first paint: a page sent without its hydration payload", () => {
  it("preloads the scripts, fetches the payload of this page's path, pushes it for Next, and only then adds the scripts", async () => {
    vi.useFakeTimers()
    try {
      let arrive: (value: { ok: boolean; json: () => Promise<unknown> }) => void = () => {}
      const answer = new Promise<{ ok: boolean; json: () => Promise<unknown> }>((resolve) => (arrive = resolve))
      const loader = runLoader({ pageData: { digest: 'D'.repeat(22), answer } })
      loader.paint('first-contentful-paint')
      vi.advanceTimersByTime(0)
      // The payload's request first (the scripts wait for it), then each preload on a task of its own.
      expect(loader.fetched).toEqual([`${PAGE_DATA_PREFIX}${'D'.repeat(22)}/en/news/?page=2`])
      expect(loader.added).toEqual([])
      vi.advanceTimersByTime(1)
      expect(loader.added).toEqual(['preload script /a.js', 'preload script /b.js'])
      arrive({ ok: true, json: async () => [[0], [1, 'a:1\n'], [1, 'b:2\n']] })
      await vi.waitFor(() => {
        vi.advanceTimersByTime(1)
        expect(loader.added).toHaveLength(4)
      })
      expect(loader.added.slice(2)).toEqual(['/a.js async', '/b.js async'])
      expect(new Set(loader.addedOnTask).size).toBe(4)
      // In order, as the page's scripts would have pushed them.
      expect(loader.nextData()).toEqual([[0], [1, 'a:1\n'], [1, 'b:2\n']])
      expect(loader.recovered).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks the chunk recovery to reload when the payload does not come, and still adds the scripts', async () => {
    const loader = runLoader({ hidden: true, pageData: { digest: 'E'.repeat(22), answer: Promise.resolve({ ok: false, json: async () => [] }) } })
    await vi.waitFor(() => expect(loader.added).toHaveLength(4))
    expect(loader.recovered).toEqual(['page-data'])
    expect(loader.nextData()).toBeUndefined()
  })
})
