// @vitest-environment happy-dom
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

  it('renders the first page without any transition', () => {
    const root = renderPage('Company')
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
  })

  it('lets the old page leave before asking the router for the new one, then lets the new one enter', () => {
    const root = renderPage('Company')
    const { router, preventDefault } = click('/Privacy/')
    expect(preventDefault).toHaveBeenCalled()
    expect(root.getAttribute(TRANSITION_ATTRIBUTE)).toBe('leaving')
    expect(router.push).not.toHaveBeenCalled()

    root.dispatchEvent(new Event('animationend'))
    expect(router.push).toHaveBeenCalledWith('/Privacy/', undefined)

    root.querySelector('h1')!.textContent = 'Privacy policy'
    const heading = routeRendered()
    expect(root.getAttribute(TRANSITION_ATTRIBUTE)).toBe('entering')
    expect(heading?.textContent).toBe('Privacy policy')
    expect(document.activeElement).toBe(heading)
    expect(heading?.getAttribute('tabindex')).toBe('-1')
    root.dispatchEvent(new Event('animationend'))
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
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

  it('with reduced motion leaves the navigation to Next at once and never animates, but still moves focus', () => {
    setReducedMotion(true)
    const root = renderPage('Company')
    const { router, preventDefault } = click('/Privacy/')
    expect(preventDefault).not.toHaveBeenCalled()
    expect(router.push).not.toHaveBeenCalled()
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
    const heading = routeRendered()
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
    expect(document.activeElement).toBe(heading)
  })

  it('leaves same-page (hash) links alone: no progress, no transition', () => {
    const root = renderPage('Company')
    const { preventDefault } = click('/company/#offices')
    expect(preventDefault).not.toHaveBeenCalled()
    expect(root.hasAttribute(TRANSITION_ATTRIBUTE)).toBe(false)
    expect(progressPhase()).toBe('idle')
  })

  it('starts the progress bar on a link click and finishes it when the route has rendered', () => {
    renderPage('Company')
    click('/Terms/')
    expect(progressPhase()).toBe('waiting')
    vi.advanceTimersByTime(200)
    expect(progressPhase()).toBe('visible')
    routeRendered()
    expect(progressPhase()).toBe('finishing')
  })
})
