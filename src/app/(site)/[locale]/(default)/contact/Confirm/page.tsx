import type { Metadata } from 'next'

import { ContactConfirm } from '@/features/contact/ContactSteps'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'contactConfirm', '/contact/Confirm/')
}

export default async function ContactConfirmPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <ContactConfirm locale={locale} />
}
