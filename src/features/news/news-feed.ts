import 'server-only'

import { getTranslations } from 'next-intl/server'

import { LOCALE_ISO, type Locale } from '@/i18n/locales'
import { getNewsFeed } from '@/lib/cms/news'
import { newsPath } from '@/lib/content-routes'
import { absoluteUrl, siteName } from '@/lib/seo'

import { buildAtomFeed } from './atom-feed'
import { NEWS_FEED_PATH } from './NewsFeedLink'

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'

/** The Atom feed of a locale's newest articles, as XML text. */
export async function renderNewsFeed(locale: Locale): Promise<string> {
  const [articles, t, pages] = await Promise.all([
    getNewsFeed(locale),
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'pages.news' }),
  ])
  const site = siteName(locale)
  return buildAtomFeed({
    id: absoluteUrl(locale, '/news/'),
    title: t('feedTitle', { site }),
    subtitle: pages('description'),
    selfUrl: absoluteUrl(locale, NEWS_FEED_PATH),
    htmlUrl: absoluteUrl(locale, '/news/'),
    language: LOCALE_ISO[locale],
    author: site,
    updated: articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), '1970-01-01T00:00:00.000Z'),
    entries: articles.map((article) => ({
      id: absoluteUrl(locale, newsPath(article.slug)),
      url: absoluteUrl(locale, newsPath(article.slug)),
      title: article.title,
      summary: article.excerpt,
      contentHtml: article.bodyHtml,
      published: article.publishedAt,
      updated: article.updatedAt,
      category: { term: article.category, label: t(`categories.${article.category}`) },
    })),
  })
}
