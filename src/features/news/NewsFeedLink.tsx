import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/lib/seo'

import en from '../../../messages/en.json'
import ja from '../../../messages/ja.json'

/** Where each locale's Atom feed lives (the route is src/app/(site)/[locale]/(default)/news/feed/). */
export const NEWS_FEED_PATH = '/news/feed/'

const TITLES: Record<Locale, string> = { ja: ja.news.feedLink, en: en.news.feedLink }

/**
 * <link rel="alternate"> to the locale's news feed, for the document head of every page. Synchronous
 * on purpose: an async component in <head> breaks the server-rendered 404 page (Next then sends an
 * empty error shell).
 */
export function NewsFeedLink({ locale }: { locale: Locale }) {
  return <link rel="alternate" type="application/atom+xml" title={TITLES[locale]} href={absoluteUrl(locale, NEWS_FEED_PATH)} />
}
