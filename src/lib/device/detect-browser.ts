/**
 * The browser's fallback classifier (Safari, Firefox: no Client Hints): ua-parser-js without its bot
 * list, which only the server needs (a crawler gets no client-side layout refinements anyway).
 */
import { UAParser } from 'ua-parser-js'

import { DEFAULT_FALLBACK_USER_AGENT } from '@/lib/runtime-constants'

import { classify, type ClientHints, type DeviceInfo } from './classify'

export function deviceFromBrowserUserAgent(userAgent: string, hints: ClientHints = {}): DeviceInfo {
  const ua = userAgent.trim()
  return { classes: classify(UAParser(ua || DEFAULT_FALLBACK_USER_AGENT), hints), source: ua ? 'user-agent' : 'default' }
}
