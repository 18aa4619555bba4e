import Image from '@/components/ui/StaticImage'
import { getFormatter, getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { Adjacent, NewsArticle } from '@/lib/cms/types'

import styles from './news.module.css'

/** One article: heading, date and category, main image, body, and links to the neighbours. */
export async function NewsArticleView({ article, adjacent, locale }: { article: NewsArticle; adjacent: Adjacent | null; locale: Locale }) {
  const format = await getFormatter({ locale })
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.articleHeader}>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{format.dateTime(new Date(article.publishedAt), 'long')}</time>
          <span className={styles.category}>{t(`categories.${article.category}`)}</span>
        </p>
        <h1 className={styles.articleTitle}>
          <Phrases text={article.title} />
        </h1>
        {article.excerpt ? <p className={styles.lead}>{article.excerpt}</p> : null}
      </header>
      {article.image ? (
        <Image
          className={styles.articleImage}
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          sizes="(min-width: 1024px) 880px, 100vw"
          priority
        />
      ) : null}
      {/* Sanitized by the mapper: text is escaped and link URLs are checked. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      <nav className={styles.adjacent} aria-label={t('adjacentLabel')}>
        {adjacent?.previous ? (
          <Link href={`/news/${adjacent.previous.slug}/`} rel="prev" className={styles.adjacentLink}>
            <span className={styles.adjacentLabel}>{t('previous')}</span>
            {adjacent.previous.title}
          </Link>
        ) : (
          <span />
        )}
        {adjacent?.next ? (
          <Link href={`/news/${adjacent.next.slug}/`} rel="next" className={`${styles.adjacentLink} ${styles.adjacentNext}`}>
            <span className={styles.adjacentLabel}>{t('next')}</span>
            {adjacent.next.title}
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <p className={styles.back}>
        <Link href="/news/" className="button button--ghost">
          {t('backToList')}
        </Link>
      </p>
    </article>
  )
}
