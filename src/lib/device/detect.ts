/**
 * Device classes (requirements §4): one pure function for user agents and one for request headers,
 * shared by the server (per-request contexts) and the browser (after hydration).
 */
import { UAParser } from 'ua-parser-js'
import { Bots } from 'ua-parser-js/extensions'

import { DEFAULT_FALLBACK_USER_AGENT } from '@/lib/runtime-constants'

import { classify, type ClientHints, DEVICE_CLASS_NAMES, type DeviceClasses, type DeviceClassName, type DeviceInfo } from './classify'

export { classify, DEVICE_CLASS_NAMES } from './classify'
export type { ClientHints, DeviceClasses, DeviceClassName, DeviceInfo, DeviceSource } from './classify'

/** Classes from a User-Agent string; an empty one stands for the default Android phone. */
export function deviceFromUserAgent(userAgent: string | null | undefined, hints: ClientHints = {}): DeviceInfo {
  const ua = userAgent?.trim()
  const result = UAParser(ua || DEFAULT_FALLBACK_USER_AGENT, Bots)
  return { classes: classify(result, hints), source: ua ? 'user-agent' : 'default' }
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>

function headerGetter(headers: HeaderSource): (name: string) => string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (name) => (headers as Headers).get(name) ?? undefined
  }
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]))
  return (name) => lower.get(name.toLowerCase())
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined
  return value.trim().toLowerCase() === 'true'
}

/**
 * Classes for a request. Behind CloudFront the viewer headers decide the device type and iOS/Android
 * (CloudFront-Is-{Mobile,Tablet,Desktop,SmartTV,IOS,Android}-Viewer); everything they do not cover
 * (browser, Windows/macOS, crawler) comes from the User-Agent, which defaults to an Android phone.
 */
export function deviceFromHeaders(headers: HeaderSource): DeviceInfo {
  const get = headerGetter(headers)
  const fromUa = deviceFromUserAgent(get('user-agent'))
  const cf = {
    mobile: flag(get('cloudfront-is-mobile-viewer')),
    tablet: flag(get('cloudfront-is-tablet-viewer')),
    desktop: flag(get('cloudfront-is-desktop-viewer')),
    smartTv: flag(get('cloudfront-is-smarttv-viewer')),
    ios: flag(get('cloudfront-is-ios-viewer')),
    android: flag(get('cloudfront-is-android-viewer')),
  }
  const typeKnown = cf.mobile !== undefined || cf.tablet !== undefined || cf.desktop !== undefined || cf.smartTv !== undefined
  const osKnown = cf.ios !== undefined || cf.android !== undefined
  if (!typeKnown && !osKnown) return fromUa

  const c = { ...fromUa.classes }
  if (typeKnown) {
    // CloudFront may flag a tablet as mobile too; a tablet is a tablet.
    c.tablet = cf.tablet === true
    c.mobile = !c.tablet && cf.mobile === true
    c.desktop = !c.tablet && !c.mobile
  }
  if (osKnown) {
    c.ios = cf.ios === true
    c.android = cf.android === true
    if (c.ios || c.android) {
      c.windows = false
      c.macos = false
    }
  }
  return { classes: c, source: 'cdn' }
}

/** The classes that hold, in the order of DEVICE_CLASS_NAMES (for data attributes and logs). */
export function deviceClassList(classes: DeviceClasses): DeviceClassName[] {
  return DEVICE_CLASS_NAMES.filter((name) => classes[name])
}
