import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** Reads the [locale] segment, 404s on anything else, and enables static rendering for it. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) {
    // Any other first segment (/favicon.ico, /.env, /api/, /_next/ …) is the default locale's 404 page.
    // Setting the locale first keeps that render static: without it next-intl would read the request
    // headers, which a statically rendered route may not do (a 500 "changed from static to dynamic").
    setRequestLocale(DEFAULT_LOCALE)
    notFound()
  }
  setRequestLocale(locale)
  return locale
}
