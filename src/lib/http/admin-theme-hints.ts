/**
 * Payload's `withPayload` asks every browser, on every path, for its colour scheme as a critical client
 * hint (`Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` on `/:path*`), so the admin
 * renders in the visitor's theme at once. On the public site nothing reads that hint, and `Critical-CH`
 * makes Chromium restart a visitor's first navigation to send it: one more round trip before any page
 * shows (Lighthouse counted 610 ms on its throttled phone). This keeps Payload's rule, limited to the
 * admin, where it is read.
 */
import type { NextConfig } from 'next'

export type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

const THEME_HINT = 'sec-ch-prefers-color-scheme'
const HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])
export const ADMIN_SOURCE = '/admin/:path*'

/** True for the rule `withPayload` adds: only the colour-scheme hint headers (and Next's X-Powered-By). */
function isThemeHintRule(rule: HeaderRule): boolean {
  const isHint = (h: { key: string; value: string }) => HINT_HEADERS.has(h.key.toLowerCase()) && h.value.toLowerCase() === THEME_HINT
  return rule.headers.some(isHint) && rule.headers.every((h) => isHint(h) || h.key.toLowerCase() === 'x-powered-by')
}

export function scopeThemeHintsToAdmin(rules: HeaderRule[]): HeaderRule[] {
  return rules.map((rule) => (rule.source === '/:path*' && isThemeHintRule(rule) ? { ...rule, source: ADMIN_SOURCE } : rule))
}

/** Wraps a Next config's `headers()` so that Payload's colour-scheme hints apply to the admin only. */
export function withAdminOnlyThemeHints(config: NextConfig): NextConfig {
  const original = config.headers
  if (!original) return config
  return { ...config, headers: async () => scopeThemeHintsToAdmin(await original()) }
}
