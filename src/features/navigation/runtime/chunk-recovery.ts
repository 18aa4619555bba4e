/**
 * Chunk-load failure recovery (requirements §8 and §9): when a page's script or style chunk fails to
 * load (or a script chunk is still loading after the time-out), reload the page — at most once per
 * throttle period, the time of the last reload kept in sessionStorage so it survives the reload.
 *
 * `installChunkRecovery` runs as an inline script in <head>, before any chunk is requested, so it also
 * catches failures that stop the app from hydrating. It is therefore self-contained: it refers to
 * nothing outside its own body (its source text is what the page embeds) and uses only ES2017.
 */
import { CHUNK_RELOAD_STORAGE_KEY, CHUNK_RELOAD_THROTTLE_MS, SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@/lib/runtime-constants'

export type ChunkRecoveryOptions = {
  throttleMs: number
  timeoutMs: number
  storageKey: string
  /** Path segment that marks the app's own chunks. */
  chunkPath: string
}

export type ChunkRecoveryOutcome = 'reloading' | 'suppressed' | 'no-storage'

export type ChunkRecoveryApi = {
  recover: (cause: string) => ChunkRecoveryOutcome
  isChunkError: (error: unknown) => boolean
}

export const CHUNK_RECOVERY_OPTIONS: ChunkRecoveryOptions = {
  throttleMs: CHUNK_RELOAD_THROTTLE_MS,
  timeoutMs: SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
  storageKey: CHUNK_RELOAD_STORAGE_KEY,
  chunkPath: '/_next/static/',
}

/** The window property that exposes the installed recovery to the app (error boundaries). */
export const CHUNK_RECOVERY_GLOBAL = '__kaimonoChunkRecovery'

export function installChunkRecovery(win: Window & typeof globalThis, o: ChunkRecoveryOptions): ChunkRecoveryApi {
  const doc = win.document
  const outcomeKey = o.storageKey + ':outcome'

  function isChunkUrl(url: unknown): boolean {
    return typeof url === 'string' && url.indexOf(o.chunkPath) !== -1
  }

  function isChunkError(error: unknown): boolean {
    if (!error || typeof error !== 'object') return false
    const e = error as { name?: unknown; message?: unknown }
    if (e.name === 'ChunkLoadError') return true
    const message = typeof e.message === 'string' ? e.message : ''
    return /Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  }

  function recover(cause: string): ChunkRecoveryOutcome {
    const now = win.Date.now()
    let last = 0
    try {
      last = Number(win.sessionStorage.getItem(o.storageKey)) || 0
      if (last && now - last < o.throttleMs) {
        win.sessionStorage.setItem(outcomeKey, 'suppressed:' + cause)
        return 'suppressed'
      }
      win.sessionStorage.setItem(o.storageKey, String(now))
      win.sessionStorage.setItem(outcomeKey, 'reloading:' + cause)
    } catch {
      // Without storage a reload could loop forever; leave the page as it is.
      return 'no-storage'
    }
    win.location.reload()
    return 'reloading'
  }

  function watch(el: Element): void {
    if (el.tagName !== 'SCRIPT') return
    const script = el as HTMLScriptElement
    const src = script.src
    if (!isChunkUrl(src) || script.getAttribute('data-chunk-watched') !== null) return
    script.setAttribute('data-chunk-watched', '')
    let settled = false
    const settle = () => {
      settled = true
    }
    script.addEventListener('load', settle)
    script.addEventListener('error', settle)
    win.setTimeout(() => {
      if (settled) return
      // A script that had already loaded before it was watched shows up in the resource timings.
      const entries = win.performance && win.performance.getEntriesByName ? win.performance.getEntriesByName(src) : []
      for (let i = 0; i < entries.length; i++) {
        if ((entries[i] as PerformanceResourceTiming).responseEnd > 0) return
      }
      recover('timeout')
    }, o.timeoutMs)
  }

  win.addEventListener(
    'error',
    (event: Event) => {
      const target = event.target as (Element & { src?: string; href?: string; rel?: string }) | null
      if (target && target !== (win as unknown) && target.tagName) {
        if (target.tagName === 'SCRIPT' && isChunkUrl(target.src)) recover('script')
        else if (target.tagName === 'LINK' && target.rel === 'stylesheet' && isChunkUrl(target.href)) recover('style')
        return
      }
      if (isChunkError((event as ErrorEvent).error)) recover('error')
    },
    true,
  )
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkError(event.reason)) recover('rejection')
  })

  // The chunks are added to <head> (the scripts-after-paint loader's, Turbopack's for later chunks): only its
  // children are observed. Observing the whole document put a callback on every batch the parser inserted
  // (30 or so per page, 7 ms in all on a phone-speed CPU, inside the parser's tasks); a chunk script the
  // parser puts in <body> (a page the loader did not rewrite) is found when the document has been parsed.
  const watchAll = () => {
    const scripts = doc.getElementsByTagName('script')
    for (let i = 0; i < scripts.length; i++) watch(scripts[i])
  }
  watchAll()
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watchAll)
  if (typeof win.MutationObserver === 'function' && doc.head) {
    new win.MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node.nodeType === 1) watch(node as Element)
        })
      }
    }).observe(doc.head, { childList: true })
  }

  const api: ChunkRecoveryApi = { recover, isChunkError }
  ;(win as unknown as Record<string, unknown>)['__kaimonoChunkRecovery'] = api
  return api
}

/** The inline script text: the installer's own source, called with the requirements' constants. */
export function chunkRecoveryScript(options: ChunkRecoveryOptions = CHUNK_RECOVERY_OPTIONS): string {
  return `(${installChunkRecovery.toString()})(window, ${JSON.stringify(options)});`
}

/** For error boundaries: reload (throttled) when the error is a failed chunk load. */
export function recoverFromChunkError(error: unknown): ChunkRecoveryOutcome | undefined {
  if (typeof window === 'undefined') return undefined
  const api = (window as unknown as Record<string, ChunkRecoveryApi | undefined>)[CHUNK_RECOVERY_GLOBAL]
  if (!api || !api.isChunkError(error)) return undefined
  return api.recover('boundary')
}
