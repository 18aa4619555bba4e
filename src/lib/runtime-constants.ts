/**
 * The client-runtime constants of requirements §4 and §9, in one place. Each is named after the
 * requirement it implements; nothing else in the code base repeats these numbers.
 */

/** requirements §9, chunk-reload throttle: at most one automatic reload per minute. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000

/** requirements §9, chunk load time-out: a script chunk still loading after this has failed. */
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000

/** requirements §9, progress-bar throttle: navigations faster than this never show the bar. */
export const PROGRESS_BAR_THROTTLE_MS = 200

/** requirements §9, progress-bar duration: the bar has finished and faded this long after the start at the latest. */
export const PROGRESS_BAR_DURATION_MS = 5_000

/** How long the bar takes to fade once finished (part of PROGRESS_BAR_DURATION_MS, never added to it). */
export const PROGRESS_BAR_FADE_MS = 300

/** requirements §9, data-fetch display delay: loading indicators appear no sooner than this. */
export const DATA_FETCH_MIN_DISPLAY_DELAY_MS = 200

/** requirements §4: device information is worked out again this long after a resize. */
export const DEVICE_RESIZE_RECOMPUTE_DELAY_MS = 50

/** requirements §4: a request without a user agent counts as an Android phone (used when a request carries none). */
export const DEFAULT_FALLBACK_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'

/** requirements §2: no link prefetch on 2G (Network Information API effectiveType values). */
export const PREFETCH_SKIPPED_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g']

/** How long the old page takes to leave (and the new one to enter) in a page transition. */
export const PAGE_LEAVE_MS = 160
export const PAGE_ENTER_MS = 220

/** The sessionStorage key that keeps the time of the last automatic chunk-failure reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'kaimono:chunk-reload-at'
