import type { Metadata } from 'next'

import { ContactComplete } from '@/features/contact/ContactSteps'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'contactComplete', '/contact/Complete/')
}

export default async function ContactCompletePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <ContactComplete locale={locale} />
}
