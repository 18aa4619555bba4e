// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest'

import { tagManagerSnippet } from './security-headers'

type Layer = { dataLayer?: unknown[] }
const gtmScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src.startsWith('https://www.googletagmanager.com/'))

describe('the Tag Manager snippet', () => {
  afterEach(() => {
    for (const script of gtmScripts()) script.remove()
    delete (window as Layer).dataLayer
    vi.unstubAllGlobals()
  })

  it('sets up the data layer at once but loads gtm.js only after the load event, when idle', () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback
      return 1
    })
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true })
    new Function(tagManagerSnippet('GTM-ABC&x'))()
    expect((window as Layer).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })])
    expect(gtmScripts()).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    expect(gtmScripts()).toHaveLength(0)
    idle?.()
    expect(gtmScripts().map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC%26x'])
  })

  it('loads at once when idle if the page has already loaded', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callback()
      return 1
    })
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    new Function(tagManagerSnippet('GTM-XYZ'))()
    expect(gtmScripts()).toHaveLength(1)
  })
})
