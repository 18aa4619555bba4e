import { DEFAULT_LOCALE_NAME, LOCALE_LIST } from './locale-list.mjs'

/**
 * The one list of locales (kept in locale-list.mjs for the plain-JavaScript cache helpers). Routing, the CMS's
 * localization, the sitemap and the head tags all read it.
 */
export const LOCALES = LOCALE_LIST
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = DEFAULT_LOCALE_NAME

/** ISO tags used for <html lang>, hreflang and og:locale (requirements §1). */
export const LOCALE_ISO: Record<Locale, string> = { ja: 'ja', en: 'en-US' }
export const LOCALE_OG: Record<Locale, string> = { ja: 'ja_JP', en: 'en_US' }
/** Each language's own name, shown by the language switcher. */
export const LOCALE_LABEL: Record<Locale, string> = { ja: '日本語', en: 'English' }

/** requirements §9: cookie i18n_redirected, 365 days, path /, SameSite=Lax. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
