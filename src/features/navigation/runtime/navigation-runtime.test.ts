// @vitest-environment happy-dom
/**
 * Only what a browser test cannot reach in reasonable time: the timers behind a leave animation that never
 * runs or a page that never arrives, and clicks before the idle-loaded runtime or on same-page links.
 * Focus, the leave/enter transition, reduced motion and the progress bar are checked in a real browser
 * against the production build (tests/e2e/navigation.spec.ts), not here on HTML this file writes itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { handleLinkNavigation, markRuntimeMounted, progressPhase, routeRendered, TRANSITION_ATTRIBUTE } from './navigation-runtime'

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce') })) as unknown as typeof window.matchMedia
}

function renderPage(title: string) {
  document.body.innerHTML = `<main><div data-page-transition-root><h1>${title}</h1><p>text</p></div></main>`
  return document.querySelector<HTMLElement>('[data-page-transition-root]')!
}

function click(href: string) {
  const router = { push: vi.fn(), replace: vi.fn() }
  const preventDefault = vi.fn()
  handleLinkNavigation({ href, preventDefault, router })
  return { router, preventDefault }
}

describe('page transition and focus after navigation', () => {
  let unmount: () => void
  beforeEach(() => {
    unmount = markRuntimeMounted()
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/company/')
    setReducedMotion(false)
  })
  afterEach(() => {
    unmount()
    routeRendered()
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  })

  it('leaves a click before the idle-loaded runtime has mounted to Next, with no transition or bar', () => {
    unmount()
    const root = renderPage('Company')
    const { router, preventDefault } = click('/news/')
    expect(preventDefault).not.toHaveBeenCalled()
    expect(router.push).not.toHaveBeenCalled()
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
    expect(progressPhase()).toBe('idle')
    unmount = markRuntimeMounted()
  })

  it('navigates even when the leave animation never runs', () => {
    renderPage('Company')
    const { router } = click('/news/')
    vi.advanceTimersByTime(300)
    expect(router.push).toHaveBeenCalledTimes(1)
  })

  it('brings the old page back if the new one never arrives', () => {
    const root = renderPage('Company')
    click('/news/')
    vi.advanceTimersByTime(10_000)
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
  })

  it('leaves same-page (hash) links alone: no progress, no transition', () => {
    const root = renderPage('Company')
    const { preventDefault } = click('/company/#offices')
    expect(preventDefault).not.toHaveBeenCalled()
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
    expect(progressPhase()).toBe('idle')
  })
})
