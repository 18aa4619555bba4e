import { getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { getLatestNews } from '@/lib/cms/news'
import { NEWS_LIST_PATH } from '@/lib/content-routes'

import { NewsCard } from './NewsCard'
import styles from './news.module.css'

/**
 * The newest articles for the home page. Reads cached CMS data tagged `news`, so the page that
 * places it is revalidated whenever an article is published, edited or withdrawn.
 */
export async function LatestNews({ locale, count = 3 }: { locale: Locale; count?: number }) {
  const [items, t] = await Promise.all([getLatestNews(locale, count), getTranslations({ locale, namespace: 'news' })])
  if (items.length === 0) return null
  return (
    <section className={styles.latest} aria-labelledby="latest-news-heading">
      <div className="container">
        <div className={styles.latestHeader}>
          <h2 id="latest-news-heading" className={styles.latestHeading}>
            <Phrases text={t('latestHeading')} />
          </h2>
          <Link href={NEWS_LIST_PATH} className="button button--ghost button--small">
            {t('viewAll')}
          </Link>
        </div>
        <div className={`${styles.grid} ${styles.latestGrid}`}>
          {items.map((item) => (
            <NewsCard key={item.slug} item={item} locale={locale} headingLevel="h3" />
          ))}
        </div>
      </div>
    </section>
  )
}
