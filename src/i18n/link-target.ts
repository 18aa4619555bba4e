import { i18nStrategy } from '@/lib/env.public'

import { isLocale } from './locales'
import { localizedPath } from './strategy'

/**
 * Marks the site's own links, which src/i18n/LinkNavigation.client.tsx turns into client navigations
 * (progress bar, page transition) and prefetches on intent. Anything else (an external URL, a file, a link
 * with `target`) is left to the browser.
 */
export const LINK_ATTRIBUTE = 'data-link'

/** The href and marker of a link to `href` on a page in `locale`: internal paths in that language's URL form. */
export function linkTarget(locale: string | null | undefined, href: string): { href: string; [LINK_ATTRIBUTE]?: '' } {
  const internal = href.startsWith('/') && !href.startsWith('//')
  if (!internal) return { href }
  return { href: locale && isLocale(locale) ? localizedPath(locale, href, i18nStrategy) : href, [LINK_ATTRIBUTE]: '' }
}
