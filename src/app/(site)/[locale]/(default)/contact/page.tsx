import type { Metadata } from 'next'

import { ContactEntry } from '@/features/contact/ContactEntry'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'contact', '/contact/')
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <ContactEntry locale={locale} />
}
