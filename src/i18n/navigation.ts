/**
 * The only place that makes locale-aware links, redirects and client navigations. Import Link,
 * useRouter, redirect and getPathname from here, never from next/link or next/navigation directly.
 *
 * (next-intl's createNavigation drops the trailing slash of a prefixed root: '/en' instead of '/en/',
 * which costs every visitor a redirect; these follow src/i18n/strategy.ts exactly instead.)
 */
import { redirect as nextRedirect, permanentRedirect as nextPermanentRedirect } from 'next/navigation'

import { i18nStrategy } from '@/lib/env.public'

import type { Locale } from './locales'
import { localizedPath } from './strategy'

export { Link } from './Link'
export { type LocalizedRouter, useRouter } from './router.client'

export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return localizedPath(locale, href, i18nStrategy)
}

export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }))
}

export function permanentRedirect({ href, locale }: { href: string; locale: Locale }): never {
  return nextPermanentRedirect(getPathname({ href, locale }))
}
