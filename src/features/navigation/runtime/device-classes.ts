/**
 * The browser half of device detection (docs/decisions.md N2): classifies the browser,
 * writes the classes to <html data-device="…"> for CSS, and recomputes them 50 ms after each resize or orientation change. Loaded in its own chunk when the page is idle
 * (DeferredRuntime), never before first paint.
 *
 * Chromium-based browsers describe themselves in structured User-Agent Client Hints
 * (`navigator.userAgentData`: mobile, platform, brands), which classify them without the user-agent
 * parser; Safari and Firefox have no hints and load the shared parser (ua-parser-js) instead.
 */
import type { DeviceClasses } from '@/lib/device'
import { recomputeOnResize } from '@/lib/device/recompute-on-resize'

type UAData = { mobile: boolean; platform: string; brands: { brand: string }[] }

/** Classes from Client Hints, or null when the browser has none (or too little to go on). */
export function deviceFromClientHints(data: UAData | undefined): DeviceClasses | null {
  if (!data || !data.platform || !Array.isArray(data.brands)) return null
  const brands = data.brands.map((b) => b.brand)
  const has = (name: string) => brands.includes(name)
  const platform = data.platform
  const android = platform === 'Android'
  // Android tablets report mobile: false; there are no other Chromium tablets to tell apart.
  const tablet = android && !data.mobile
  const mobile = data.mobile && !tablet
  const edge = has('Microsoft Edge')
  const samsung = has('Samsung Internet')
  return {
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios: platform === 'iOS',
    android,
    windows: platform === 'Windows',
    macos: platform === 'macOS',
    safari: false,
    firefox: false,
    edge,
    chrome: !edge && !samsung && (has('Google Chrome') || has('Chromium')),
    samsung,
    crawler: false,
  }
}

export async function startDeviceClasses(): Promise<() => void> {
  const data = (navigator as Navigator & { userAgentData?: UAData }).userAgentData
  // Whenever the browser offers Client Hints they decide, even where the user-agent string says otherwise
  // (an overridden UA, Lighthouse's emulated phone): the parser loads only where there are none.
  const hinted = deviceFromClientHints(data)
  const parser = hinted ? null : await import('@/lib/device/detect-browser')
  const compute = () => {
    const classes: DeviceClasses = parser ? parser.deviceFromBrowserUserAgent(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints }).classes : hinted!
    document.documentElement.dataset.device = (Object.keys(classes) as (keyof DeviceClasses)[]).filter((k) => classes[k]).join(' ')
  }
  compute()
  return recomputeOnResize(window, compute)
}
