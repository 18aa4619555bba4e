import { getFormatter, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { HEADER_NAV, routeByKey } from '@/lib/site-routes'

import type { SnippetPart } from './normalize'
import { SEARCH_PAGE_SIZE, type SearchOutcome } from './server/search'
import styles from './search.module.css'

function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))
}

/** The pages suggested when nothing matches or nothing was asked: the header's sections and contact. */
async function Suggestions({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  return (
    <section className={styles.suggestions} aria-labelledby="search-suggestions">
      <h2 id="search-suggestions">{t('suggestions')}</h2>
      <ul>
        {[...HEADER_NAV, 'contact' as const].map((key) => (
          <li key={key}>
            <Link href={routeByKey(key).path}>{pages(`${key}.nav`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Results (or the empty state) of a search, with paging links that work without JavaScript. */
export async function SearchResultsView({ locale, outcome }: { locale: Locale; outcome: SearchOutcome }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const format = await getFormatter({ locale })
  if (outcome.status === 'limited' || outcome.status === 'failed') {
    return (
      <p className={styles.notice} role="alert">
        {t(outcome.status)}
      </p>
    )
  }
  if (outcome.status === 'empty') {
    return (
      <>
        <p className={styles.notice}>{t('start')}</p>
        <Suggestions locale={locale} />
      </>
    )
  }
  const { query, results, total, page, totalPages } = outcome
  const href = (n: number) => `/search/?q=${encodeURIComponent(query)}${n > 1 ? `&page=${n}` : ''}`
  const from = (page - 1) * SEARCH_PAGE_SIZE + 1
  return (
    <section className={styles.results} aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className={styles.count} tabIndex={-1} data-search-results-heading="">
        {total === 0 ? t('noResults', { query }) : t('count', { query, total })}
      </h2>
      {total === 0 ? (
        <>
          <p>{t('tips')}</p>
          <Suggestions locale={locale} />
        </>
      ) : (
        <>
          {totalPages > 1 ? <p className={styles.range}>{t('countRange', { total, from, to: from + results.length - 1 })}</p> : null}
          <ol className={styles.list} start={from}>
            {results.map((result) => (
              <li key={result.path} className={styles.item} data-search-kind={result.kind}>
                <p className={styles.meta}>
                  <span className={styles.kind}>{t(`kinds.${result.kind}`)}</span>
                  {result.date ? <time dateTime={result.date}>{format.dateTime(new Date(result.date), 'long')}</time> : null}
                </p>
                <h3 className={styles.title}>
                  <Link href={result.path}>
                    <Marked parts={result.title} />
                  </Link>
                </h3>
                <p className={styles.snippet}>
                  <Marked parts={result.snippet} />
                </p>
              </li>
            ))}
          </ol>
          {totalPages > 1 ? (
            <nav className={styles.pager} aria-label={t('pagination')}>
              {page > 1 ? <Link href={href(page - 1)} rel="prev">{t('previous')}</Link> : <span />}
              <span aria-current="page">{t('pageOf', { page, totalPages })}</span>
              {page < totalPages ? <Link href={href(page + 1)} rel="next">{t('next')}</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
