import { notFound } from 'next/navigation'

import { type LocaleParams, resolveLocale } from '@/i18n/params'

/** Any path no page matches, in either language, renders that language's not-found page with 404. */
export default async function UnknownPage({ params }: LocaleParams) {
  await resolveLocale(params)
  notFound()
}
