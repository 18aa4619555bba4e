import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { type ContactStrings, ContactStringsProvider } from './ContactText.client'

/**
 * Gives the contact steps' client components the `contact` messages (without the mail texts and the direct-visit
 * notice, which only the server renders). Only the contact pages ship them, instead of adding them to every page.
 */
export async function ContactMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { contact } = await getMessages({ locale })
  const strings: ContactStrings = { ...contact }
  delete (strings as Partial<typeof contact>).mail
  delete (strings as Partial<typeof contact>).direct
  return <ContactStringsProvider strings={strings}>{children}</ContactStringsProvider>
}
