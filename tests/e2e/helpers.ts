import type { Page } from '@playwright/test'

import { SITE_ROUTES } from '../../src/lib/site-routes'

export const LOCALE_PREFIX = { ja: '', en: '/en' } as const
export type TestLocale = keyof typeof LOCALE_PREFIX

/** Every static route, in both locales, as public URLs. */
export function allStaticUrls(): { locale: TestLocale; path: string; url: string; key: string }[] {
  const out: { locale: TestLocale; path: string; url: string; key: string }[] = []
  for (const route of SITE_ROUTES) {
    for (const locale of ['ja', 'en'] as const) {
      out.push({ locale, path: route.path, url: `${LOCALE_PREFIX[locale]}${route.path}`, key: route.key })
    }
  }
  return out
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 600
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
}
