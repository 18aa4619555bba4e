import { afterEach, describe, expect, it, vi } from 'vitest'

import { deviceClassList, deviceFromHeaders, deviceFromUserAgent } from './detect'
import { recomputeOnResize } from './recompute-on-resize'

const UA = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadOSDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
}

describe('device classes from the user agent', () => {
  it('recognises a search-engine crawler', () => {
    expect(deviceFromUserAgent(UA.googlebot).classes).toMatchObject({ crawler: true, desktop: true, mobile: false })
    expect(deviceClassList(deviceFromUserAgent(UA.googlebotSmartphone).classes)).toEqual(['mobile', 'android', 'crawler'])
  })

  it('recognises Samsung Internet on an Android phone, and not as Chrome', () => {
    expect(deviceClassList(deviceFromUserAgent(UA.samsungInternet).classes)).toEqual(['mobile', 'android', 'samsung'])
  })

  it('recognises an iPad as an iOS tablet with Safari', () => {
    expect(deviceClassList(deviceFromUserAgent(UA.iPad).classes)).toEqual(['tablet', 'ios', 'safari'])
  })

  it('recognises an iPad that sends a Mac user agent by its touch screen (browser only)', () => {
    expect(deviceClassList(deviceFromUserAgent(UA.iPadOSDesktopMode).classes)).toEqual(['desktop', 'macos', 'safari'])
    expect(deviceClassList(deviceFromUserAgent(UA.iPadOSDesktopMode, { maxTouchPoints: 5 }).classes)).toEqual([
      'tablet',
      'ios',
      'safari',
    ])
  })

  it('tells Edge, Firefox and Chrome apart on Windows and macOS', () => {
    expect(deviceClassList(deviceFromUserAgent(UA.edgeWindows).classes)).toEqual(['desktop', 'windows', 'edge'])
    expect(deviceClassList(deviceFromUserAgent(UA.firefoxWindows).classes)).toEqual(['desktop', 'windows', 'firefox'])
    expect(deviceClassList(deviceFromUserAgent(UA.chromeMac).classes)).toEqual(['desktop', 'macos', 'chrome'])
    expect(deviceClassList(deviceFromUserAgent(UA.iPhone).classes)).toEqual(['mobile', 'ios', 'safari'])
  })

  it('falls back to an Android phone when no user agent is given', () => {
    for (const ua of [undefined, null, '', '   ']) {
      const info = deviceFromUserAgent(ua)
      expect(info.source).toBe('default')
      expect(deviceClassList(info.classes)).toEqual(['mobile', 'android', 'chrome'])
    }
  })
})

describe('device classes from request headers', () => {
  /** CloudFront's viewer headers for the given flags, spelled as CloudFront sends them (or as `spell` says). */
  const viewer = (flags: Record<string, boolean>, spell = (name: string) => `CloudFront-Is-${name}-Viewer`) =>
    Object.fromEntries(Object.entries(flags).map(([name, on]) => [spell(name), String(on)]))
  const lowerCase = (name: string) => `cloudfront-is-${name.toLowerCase()}-viewer`

  it('uses the User-Agent when there are no CloudFront viewer headers', () => {
    const info = deviceFromHeaders(new Headers({ 'user-agent': UA.iPad }))
    expect(info.source).toBe('user-agent')
    expect(deviceClassList(info.classes)).toEqual(['tablet', 'ios', 'safari'])
  })

  it('takes the device type and OS from CloudFront viewer headers over the User-Agent', () => {
    // A desktop user agent (e.g. "request desktop site") on a phone CloudFront identified as iOS mobile.
    const info = deviceFromHeaders({ 'User-Agent': UA.chromeMac, ...viewer({ Mobile: true, Tablet: false, Desktop: false, IOS: true, Android: false }) })
    expect(info.source).toBe('cdn')
    expect(deviceClassList(info.classes)).toEqual(['mobile', 'ios', 'chrome'])
  })

  it('treats a CloudFront tablet as a tablet even when it is also flagged mobile', () => {
    const info = deviceFromHeaders(new Headers({ 'user-agent': UA.samsungInternet, ...viewer({ Mobile: true, Tablet: true, Desktop: false, Android: true }, lowerCase) }))
    expect(deviceClassList(info.classes)).toEqual(['tablet', 'android', 'samsung'])
  })

  it('marks a crawler behind CloudFront as a desktop crawler', () => {
    const info = deviceFromHeaders({ 'user-agent': UA.googlebot, ...viewer({ Desktop: true, Mobile: false, Tablet: false }, lowerCase) })
    expect(deviceClassList(info.classes)).toEqual(['desktop', 'crawler'])
  })

  it('defaults to an Android phone when the request has no headers at all', () => {
    const info = deviceFromHeaders({})
    expect(info.source).toBe('default')
    expect(deviceClassList(info.classes)).toEqual(['mobile', 'android', 'chrome'])
  })
})

describe('device info on the client', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is recomputed 50 ms after the last resize, once per burst of resizes', () => {
    vi.useFakeTimers()
    const target = new EventTarget() as unknown as Window
    const recompute = vi.fn()
    const stop = recomputeOnResize(target, recompute)

    target.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(30)
    target.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(49)
    expect(recompute).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(recompute).toHaveBeenCalledTimes(1)

    target.dispatchEvent(new Event('orientationchange'))
    vi.advanceTimersByTime(50)
    expect(recompute).toHaveBeenCalledTimes(2)

    stop()
    target.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(100)
    expect(recompute).toHaveBeenCalledTimes(2)
  })
})
