import { Phrases } from '@/components/ui/Phrases'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { NEWS_CATEGORIES, type NewsPage } from '@/lib/cms/types'

import { NewsCard } from './NewsCard'
import styles from './news.module.css'

function listHref(page: number, category: string | null): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/news/?${query}` : '/news/'
}

/** The news list: category filter, the cards, and page links. */
export async function NewsListView({ data, locale }: { data: NewsPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const filters = [null, ...NEWS_CATEGORIES]
  return (
    <div className={`container ${styles.listSection}`}>
      <nav className={styles.filters} aria-label={t('filterLabel')}>
        <ul>
          {filters.map((category) => (
            <li key={category ?? 'all'}>
              <Link
                href={listHref(1, category)}
                aria-current={data.category === category ? 'page' : undefined}
                className={styles.filter}
              >
                {category ? t(`categories.${category}`) : t('all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.items.length === 0 ? (
        <p className={styles.empty}><Phrases text={t('empty')} fit={false} /></p>
      ) : (
        <div className={styles.grid}>
          {data.items.map((item) => (
            <NewsCard key={item.slug} item={item} locale={locale} />
          ))}
        </div>
      )}
      {data.totalPages > 1 ? (
        <nav className={styles.pagination} aria-label={t('paginationLabel')}>
          {data.page > 1 ? (
            <Link href={listHref(data.page - 1, data.category)} rel="prev" className="button button--ghost button--small">
              {t('newer')}
            </Link>
          ) : (
            <span />
          )}
          <p className={styles.pageStatus}>{t('pageStatus', { page: data.page, total: data.totalPages })}</p>
          {data.page < data.totalPages ? (
            <Link href={listHref(data.page + 1, data.category)} rel="next" className="button button--ghost button--small">
              {t('older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
