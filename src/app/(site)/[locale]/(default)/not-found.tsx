import type { Metadata } from 'next'
import { locale as rootLocale } from 'next/root-params'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/features/navigation/NotFoundContent'
import { isLocale, DEFAULT_LOCALE } from '@/i18n/locales'

/**
 * The locale from the root layout's [locale] segment (next/root-params), not from request headers:
 * reading headers would make every statically generated page that calls notFound() (an unknown article
 * slug, a list page past the end) fail at runtime instead of rendering this page.
 */
async function currentLocale() {
  const value: unknown = await rootLocale()
  const locale = typeof value === 'string' && isLocale(value) ? value : DEFAULT_LOCALE
  setRequestLocale(locale)
  return locale
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'errors' })
  // Next adds `<meta name="robots" content="noindex">` to every not-found answer; a second one would repeat it.
  return { title: t('notFoundTitle') }
}

/**
 * Rendered on the server with the 404 status: its text is in the HTML itself (requirements §8). It sits in
 * the default group, inside that group's header and footer, with the catch-all page of unknown paths
 * ([...rest]): Next writes a segment's not-found element into the data of every page below it, and at the
 * [locale] level, above the groups' layouts, it had to bring a whole second header and footer, ~9 KB of
 * every page's payload (docs/decisions.md R4).
 */
export default async function LocaleNotFound() {
  return <NotFoundContent locale={await currentLocale()} />
}
