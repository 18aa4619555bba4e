import Image from '@/components/ui/StaticImage'
import { getFormatter, getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { NewsSummary } from '@/lib/cms/types'

import styles from './news.module.css'

export async function NewsCard({ item, locale, headingLevel = 'h2' }: { item: NewsSummary; locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  const format = await getFormatter({ locale })
  const t = await getTranslations({ locale, namespace: 'news' })
  const Heading = headingLevel
  return (
    <article className={styles.card} data-news-card={item.category}>
      {item.image ? (
        <Image
          className={styles.cardImage}
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          sizes="(max-width: 599px) 96px, (min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
        />
      ) : (
        <div className={styles.cardImagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={item.publishedAt}>{format.dateTime(new Date(item.publishedAt), 'long')}</time>
          <span className={styles.category}>{t(`categories.${item.category}`)}</span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link href={`/news/${item.slug}/`} className={styles.cardLink}>
            <Phrases text={item.title} />
          </Link>
        </Heading>
        {item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
      </div>
    </article>
  )
}
