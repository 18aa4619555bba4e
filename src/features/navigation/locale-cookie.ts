import { LOCALE_COOKIE, type Locale } from '@/i18n/locales'

/** The Set-Cookie / document.cookie string that remembers the visitor's language (SPEC section 9). */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE.name}=${locale}`,
    `Max-Age=${LOCALE_COOKIE.maxAgeSeconds}`,
    `Path=${LOCALE_COOKIE.path}`,
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Saves the visitor's choice in the browser (called from the language switcher's click handler). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:')
}
