import { defineRouting } from 'next-intl/routing'

import { i18nStrategy } from '@/lib/env.public'

import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from './locales'
import { nextIntlLocalePrefix } from './strategy'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: nextIntlLocalePrefix(i18nStrategy),
  // Detection is ours (src/proxy.ts, root only); next-intl's middleware is not used.
  localeDetection: false,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  },
})
