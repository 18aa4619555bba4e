import { notFound } from 'next/navigation'

import { type LocaleParams, resolveLocale } from '@/i18n/params'

/** /404/ shows the not-found page (with its 404 status), as SPEC section 2 lists it. */
export default async function NotFoundRoute({ params }: LocaleParams) {
  await resolveLocale(params)
  notFound()
}
