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

/**
 * The installer as the plain JavaScript (ES2017) the page embeds. A string, not a function's `toString()`: the
 * script policy lists this text's hash (src/server/app-scripts.ts), and a compiled function's text depends on the
 * compiler that built it (Next's for the page, tsx's for the server entry). chunk-recovery.test.ts runs it.
 */
const INSTALL_SOURCE = `function(win, o) {
  const doc = win.document;
  const outcomeKey = o.storageKey + ":outcome";
  function isChunkUrl(url) {
    return typeof url === "string" && url.indexOf(o.chunkPath) !== -1;
  }
  function isChunkError(error) {
    if (!error || typeof error !== "object") return false;
    const e = error;
    if (e.name === "ChunkLoadError") return true;
    const message = typeof e.message === "string" ? e.message : "";
    return /Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|dynamically imported module|Importing a module script failed/i.test(
      message
    );
  }
  function recover(cause) {
    const now = win.Date.now();
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(o.storageKey)) || 0;
      if (last && now - last < o.throttleMs) {
        win.sessionStorage.setItem(outcomeKey, "suppressed:" + cause);
        return "suppressed";
      }
      win.sessionStorage.setItem(o.storageKey, String(now));
      win.sessionStorage.setItem(outcomeKey, "reloading:" + cause);
    } catch (e) {
      return "no-storage";
    }
    win.location.reload();
    return "reloading";
  }
  function watch(el) {
    if (el.tagName !== "SCRIPT") return;
    const script = el;
    const src = script.src;
    if (!isChunkUrl(src) || script.getAttribute("data-chunk-watched") !== null) return;
    script.setAttribute("data-chunk-watched", "");
    let settled = false;
    const settle = () => {
      settled = true;
    };
    script.addEventListener("load", settle);
    script.addEventListener("error", settle);
    win.setTimeout(() => {
      if (settled) return;
      const entries = win.performance && win.performance.getEntriesByName ? win.performance.getEntriesByName(src) : [];
      for (let i = 0; i < entries.length; i++) {
        if (entries[i].responseEnd > 0) return;
      }
      recover("timeout");
    }, o.timeoutMs);
  }
  win.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target && target !== win && target.tagName) {
        if (target.tagName === "SCRIPT" && isChunkUrl(target.src)) recover("script");
        else if (target.tagName === "LINK" && target.rel === "stylesheet" && isChunkUrl(target.href)) recover("style");
        return;
      }
      if (isChunkError(event.error)) recover("error");
    },
    true
  );
  win.addEventListener("unhandledrejection", (event) => {
    if (isChunkError(event.reason)) recover("rejection");
  });
  const watchAll = () => {
    const scripts = doc.getElementsByTagName("script");
    for (let i = 0; i < scripts.length; i++) watch(scripts[i]);
  };
  watchAll();
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", watchAll);
  if (typeof win.MutationObserver === "function" && doc.head) {
    new win.MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node.nodeType === 1) watch(node);
        });
      }
    }).observe(doc.head, { childList: true });
  }
  const api = { recover, isChunkError };
  win["__kaimonoChunkRecovery"] = api;
  return api;
}`

/** Installs the recovery on `win` (what the inline script does in the page; the tests call it directly). */
export function installChunkRecovery(win: Window & typeof globalThis, o: ChunkRecoveryOptions): ChunkRecoveryApi {
  const install = new Function(`return (${INSTALL_SOURCE})`)() as (w: Window & typeof globalThis, options: ChunkRecoveryOptions) => ChunkRecoveryApi
  return install(win, o)
}

/** The inline script text: the installer's own source, called with the requirements' constants. */
export function chunkRecoveryScript(options: ChunkRecoveryOptions = CHUNK_RECOVERY_OPTIONS): string {
  return `(${INSTALL_SOURCE})(window, ${JSON.stringify(options)});`
}

/** For error boundaries: reload (throttled) when the error is a failed chunk load. */
export function recoverFromChunkError(error: unknown): ChunkRecoveryOutcome | undefined {
  if (typeof window === 'undefined') return undefined
  const api = (window as unknown as Record<string, ChunkRecoveryApi | undefined>)[CHUNK_RECOVERY_GLOBAL]
  if (!api || !api.isChunkError(error)) return undefined
  return api.recover('boundary')
}
