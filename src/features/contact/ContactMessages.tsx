import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

/**
 * Gives the contact steps' client components the `contact` messages. Only the contact pages ship
 * them, instead of adding the namespace to every page's client messages.
 */
export async function ContactMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale })
  return (
    <NextIntlClientProvider locale={locale} messages={{ contact: messages.contact }}>
      {children}
    </NextIntlClientProvider>
  )
}
