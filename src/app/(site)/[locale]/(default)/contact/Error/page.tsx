import type { Metadata } from 'next'

import { ContactError } from '@/features/contact/ContactSteps'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'contactError', '/contact/Error/')
}

export default async function ContactErrorPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <ContactError locale={locale} />
}
