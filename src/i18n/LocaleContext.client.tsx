'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { Locale } from './locales'

/** The strings of the error boundary (messages `errors.*`), which renders in the browser. */
export type ErrorStrings = { errorHeading: string; errorText: string; retry: string; backToHome: string }

/**
 * The page's language for client components that only need the locale (the one Link), without
 * next-intl's client runtime. Set once by the locale layout.
 */
export const LocaleContext = createContext<Locale | null>(null)
const ErrorStringsContext = createContext<ErrorStrings | null>(null)

/** The locale and the error boundary's strings, given by the locale layout to everything below it. */
export function ClientStringsProvider({ locale, errors, children }: { locale: Locale; errors: ErrorStrings; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <ErrorStringsContext.Provider value={errors}>{children}</ErrorStringsContext.Provider>
    </LocaleContext.Provider>
  )
}

/** The page's language (the locale layout's), for client components. */
export function usePageLocale(): Locale {
  const locale = useContext(LocaleContext)
  if (!locale) throw new Error('usePageLocale needs the locale layout (ClientStringsProvider)')
  return locale
}

export function useErrorStrings(): ErrorStrings | null {
  return useContext(ErrorStringsContext)
}
