import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/lib/seo'

/** Where each locale's Atom feed lives (the route is src/app/(site)/[locale]/(default)/news/feed/). */
export const NEWS_FEED_PATH = '/news/feed/'

/** <link rel="alternate"> to the locale's news feed, for the document head of every page. */
export async function NewsFeedLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  return <link rel="alternate" type="application/atom+xml" title={t('feedLink')} href={absoluteUrl(locale, NEWS_FEED_PATH)} />
}
