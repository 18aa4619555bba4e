import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_FADE_MS, PROGRESS_BAR_THROTTLE_MS } from '@/lib/runtime-constants'

/**
 * The navigation progress bar's phases, without any DOM:
 * idle → waiting (navigation started, bar still hidden) → visible → finishing (full width, fading) → idle.
 *
 * - A navigation that is done within PROGRESS_BAR_THROTTLE_MS never shows the bar.
 * - The bar has finished and faded PROGRESS_BAR_DURATION_MS after the navigation started at the
 *   latest, even if the navigation has not completed (it then simply stops showing progress).
 */
export type ProgressPhase = 'idle' | 'waiting' | 'visible' | 'finishing'

export type ProgressTimers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export type ProgressOptions = {
  throttleMs?: number
  durationMs?: number
  fadeMs?: number
  timers?: ProgressTimers
  onChange: (phase: ProgressPhase) => void
}

export type ProgressController = {
  start: () => void
  done: () => void
  phase: () => ProgressPhase
  dispose: () => void
}

const globalTimers: ProgressTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createProgressController({
  throttleMs = PROGRESS_BAR_THROTTLE_MS,
  durationMs = PROGRESS_BAR_DURATION_MS,
  fadeMs = PROGRESS_BAR_FADE_MS,
  timers = globalTimers,
  onChange,
}: ProgressOptions): ProgressController {
  let phase: ProgressPhase = 'idle'
  let showTimer: unknown
  let capTimer: unknown
  let fadeTimer: unknown

  const set = (next: ProgressPhase) => {
    if (next === phase) return
    phase = next
    onChange(next)
  }
  const clearAll = () => {
    for (const handle of [showTimer, capTimer, fadeTimer]) if (handle !== undefined) timers.clearTimeout(handle)
    showTimer = capTimer = fadeTimer = undefined
  }
  const finish = () => {
    clearAll()
    set('finishing')
    fadeTimer = timers.setTimeout(() => {
      fadeTimer = undefined
      set('idle')
    }, fadeMs)
  }

  return {
    start() {
      clearAll()
      // A navigation that starts while the bar is showing keeps it showing; otherwise wait first.
      if (phase === 'visible' || phase === 'finishing') {
        set('visible')
      } else {
        set('waiting')
        showTimer = timers.setTimeout(() => {
          showTimer = undefined
          set('visible')
        }, throttleMs)
      }
      capTimer = timers.setTimeout(finish, Math.max(durationMs - fadeMs, throttleMs))
    },
    done() {
      if (phase === 'waiting') {
        clearAll()
        set('idle')
      } else if (phase === 'visible') {
        finish()
      }
    },
    phase: () => phase,
    dispose: clearAll,
  }
}

/** A flag that turns true only after `active` has held for `delayMs` (data-fetch loading indicators). */
export function createDelayedFlag({
  delayMs,
  timers = globalTimers,
  onChange,
}: {
  delayMs: number
  timers?: ProgressTimers
  onChange: (shown: boolean) => void
}) {
  let timer: unknown
  let shown = false
  return {
    set(active: boolean) {
      if (active) {
        if (shown || timer !== undefined) return
        timer = timers.setTimeout(() => {
          timer = undefined
          shown = true
          onChange(true)
        }, delayMs)
      } else {
        if (timer !== undefined) timers.clearTimeout(timer)
        timer = undefined
        if (shown) {
          shown = false
          onChange(false)
        }
      }
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    },
  }
}
