/**
 * The browser side of a client navigation, shared by the one Link (which starts navigations), the
 * progress bar and the page transition (which watch them). A module-level store: there is one
 * navigation at a time per tab.
 */
import type { NavigationRequest } from '@/i18n/NavigationHooks.client'
import { PAGE_ENTER_MS, PAGE_LEAVE_MS, PROGRESS_BAR_DURATION_MS } from '@/lib/runtime-constants'

import { createProgressController, type ProgressController, type ProgressPhase } from './progress-controller'

const progressListeners = new Set<(phase: ProgressPhase) => void>()
let controller: ProgressController | undefined

function progress(): ProgressController {
  controller ??= createProgressController({ onChange: (phase) => progressListeners.forEach((fn) => fn(phase)) })
  return controller
}

export function subscribeProgress(listener: (phase: ProgressPhase) => void): () => void {
  progressListeners.add(listener)
  return () => progressListeners.delete(listener)
}

export function progressPhase(): ProgressPhase {
  return controller?.phase() ?? 'idle'
}

/** Call before a programmatic router.push/replace to show the progress bar for it. */
export function startNavigationProgress(): void {
  progress().start()
}

/** Called when the new route has rendered (its path or query changed). */
export function completeNavigationProgress(): void {
  controller?.done()
}

let runtimeMounted = false

/** The NavigationRuntime component has mounted (it loads when the page is idle); returns the unmount. */
export function markRuntimeMounted(): () => void {
  runtimeMounted = true
  return () => {
    runtimeMounted = false
  }
}

// Page transition ----------------------------------------------------------------------------

export const TRANSITION_ATTRIBUTE = 'data-page-transition'

/** A navigation still not rendered this long after the old page left has failed or stalled. */
const LEAVING_GIVE_UP_MS = 2 * PROGRESS_BAR_DURATION_MS

/** Marks the element that wraps the page content (see PageTransitionRoot). */
export const TRANSITION_ROOT_ATTRIBUTE = 'data-page-transition-root'

let leaving = false
let leaveWatchdog: number | undefined

export function transitionRoot(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`[${TRANSITION_ROOT_ATTRIBUTE}]`)
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/** True while the old page is leaving or has left and the new one has not arrived yet. */
export function isLeaving(): boolean {
  return leaving
}

export function endLeaving(): void {
  leaving = false
  window.clearTimeout(leaveWatchdog)
}

/**
 * Plays the old page's exit, then calls `navigate`. Without a transition root or with reduced
 * motion there is no animation, and `navigate` runs at once. Returns whether it animated.
 */
export function leaveThen(navigate: () => void): boolean {
  const root = transitionRoot()
  if (!root || prefersReducedMotion()) {
    navigate()
    return false
  }
  leaving = true
  root.setAttribute(TRANSITION_ATTRIBUTE, 'leaving')
  let gone = false
  const go = () => {
    if (gone) return
    gone = true
    navigate()
  }
  root.addEventListener('animationend', go, { once: true })
  // If the animation never runs (hidden tab, CSS not loaded), do not hold the navigation up.
  window.setTimeout(go, PAGE_LEAVE_MS + 80)
  // If the new page never arrives (the navigation failed), bring the old one back.
  window.clearTimeout(leaveWatchdog)
  leaveWatchdog = window.setTimeout(() => {
    if (!leaving) return
    leaving = false
    root.removeAttribute(TRANSITION_ATTRIBUTE)
  }, LEAVING_GIVE_UP_MS)
  return true
}

/**
 * A Link was clicked and Next is about to navigate (Link's onNavigate). Starts the progress bar and,
 * unless motion is reduced, lets the old page leave before handing the navigation to the router.
 * Same-page links (only the hash differs) are left to Next untouched.
 */
export function handleLinkNavigation({ href, replace, scroll, preventDefault, router }: NavigationRequest): void {
  // Before the (idle-loaded) runtime is mounted nobody would finish the bar or bring the page back in.
  if (!runtimeMounted) return
  const target = new URL(href, window.location.href)
  if (target.pathname === window.location.pathname && target.search === window.location.search) return
  startNavigationProgress()
  if (!transitionRoot() || prefersReducedMotion()) return
  preventDefault()
  const options = scroll === false ? { scroll: false } : undefined
  leaveThen(() => (replace ? router.replace(href, options) : router.push(href, options)))
}

/**
 * The new route has rendered: finish the progress bar, let the new page enter (never on first load,
 * never with reduced motion), and return the page's heading for focus and announcement.
 */
export function routeRendered(): HTMLElement | null {
  completeNavigationProgress()
  const root = transitionRoot()
  endLeaving()
  if (root) {
    if (prefersReducedMotion()) {
      root.removeAttribute(TRANSITION_ATTRIBUTE)
    } else {
      root.setAttribute(TRANSITION_ATTRIBUTE, 'entering')
      const settle = () => {
        if (root.getAttribute(TRANSITION_ATTRIBUTE) === 'entering') root.removeAttribute(TRANSITION_ATTRIBUTE)
      }
      root.addEventListener('animationend', settle, { once: true })
      window.setTimeout(settle, PAGE_ENTER_MS + 80)
    }
  }
  const heading = (root ?? document).querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('main h1, h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  }
  return heading
}
