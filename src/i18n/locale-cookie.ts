import { LOCALE_COOKIE, type Locale } from './locales'

/** The attributes of the cookie that remembers the visitor's language (requirements §9), in one place. */
export function localeCookieOptions(secure: boolean) {
  return { maxAge: LOCALE_COOKIE.maxAgeSeconds, path: LOCALE_COOKIE.path, sameSite: LOCALE_COOKIE.sameSite, secure }
}

/** The same cookie as a Set-Cookie / document.cookie string. */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const { maxAge, path, sameSite } = localeCookieOptions(secure)
  const parts = [`${LOCALE_COOKIE.name}=${locale}`, `Max-Age=${maxAge}`, `Path=${path}`, `SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Saves the visitor's choice in the browser (called from the language switcher's click handler). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:')
}
