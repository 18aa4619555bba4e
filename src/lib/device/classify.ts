/**
 * Device classes from a parsed user agent (requirements §4), without the parser's extensions: shared by
 * the server (detect.ts, with the bot list) and the browser fallback (detect-browser.ts, without it).
 */
import type { IResult } from 'ua-parser-js'
import { isBot } from 'ua-parser-js/bot-detection'

export const DEVICE_CLASS_NAMES = [
  'mobile',
  'tablet',
  'desktop',
  'ios',
  'android',
  'windows',
  'macos',
  'safari',
  'firefox',
  'edge',
  'chrome',
  'samsung',
  'crawler',
] as const

export type DeviceClassName = (typeof DEVICE_CLASS_NAMES)[number]
export type DeviceClasses = Record<DeviceClassName, boolean>

/** Where the classes came from: CDN viewer headers, the User-Agent, or the Android-phone default. */
export type DeviceSource = 'cdn' | 'user-agent' | 'default'

export type DeviceInfo = { classes: DeviceClasses; source: DeviceSource }

/** Browser hints only the client has: iPadOS Safari sends a Mac user agent but has a touch screen. */
export type ClientHints = { maxTouchPoints?: number }

function none(): DeviceClasses {
  return Object.fromEntries(DEVICE_CLASS_NAMES.map((name) => [name, false])) as DeviceClasses
}

export function classify(result: IResult, hints: ClientHints): DeviceClasses {
  const c = none()
  const os = result.os.name ?? ''
  const browser = result.browser.name ?? ''
  const type = result.device.type

  // An iPad on iPadOS 13+ presents itself as a Mac; a touch screen gives it away (client only).
  const iPadAsMac = os === 'macOS' && (hints.maxTouchPoints ?? 0) > 1

  c.tablet = type === 'tablet' || iPadAsMac
  c.mobile = !c.tablet && (type === 'mobile' || type === 'wearable')
  c.desktop = !c.tablet && !c.mobile

  c.ios = os === 'iOS' || iPadAsMac
  c.android = os === 'Android'
  c.windows = os === 'Windows'
  c.macos = os === 'macOS' && !iPadAsMac

  c.samsung = browser === 'Samsung Internet'
  c.edge = browser === 'Edge'
  c.firefox = browser === 'Firefox' || browser === 'Mobile Firefox'
  c.safari = browser === 'Safari' || browser === 'Mobile Safari'
  c.chrome = browser === 'Chrome' || browser === 'Mobile Chrome' || browser === 'Chrome Headless' || browser === 'Chromium'

  c.crawler = isBot(result)
  return c
}
