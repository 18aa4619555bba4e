import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'
import Image from '@/components/ui/StaticImage'
import { Link } from '@/i18n/navigation'
import type { AppImage } from '@/lib/cms/types'

import styles from './content.module.css'

type Props = {
  href: string
  title: string
  image: AppImage | null
  /** The `sizes` of the image for the grid the card sits in. */
  sizes: string
  /** The line above the title: date and category, or a campaign's status and period. */
  meta: ReactNode
  text?: string
  headingLevel?: 'h2' | 'h3'
  /** Campaign cards sit two to a row and carry a larger title. */
  size?: 'regular' | 'large'
  /** On phones: a row (thumbnail left, text right, no excerpt) instead of a full-width card. */
  compactOnPhone?: boolean
  /** The list's first card, on the screen when the page opens: its image is the page's main picture. */
  preload?: boolean
  'data-news-card'?: string
}

/** A news article or a campaign in a list: image, meta line, title (the whole card is its link), text. */
export function ContentCard({ href, title, image, sizes, meta, text, headingLevel = 'h3', size = 'regular', compactOnPhone = false, preload = false, ...data }: Props) {
  const Heading = headingLevel
  return (
    <article className={compactOnPhone ? `${styles.card} ${styles.compact}` : styles.card} {...data}>
      {image ? (
        <Image className={styles.cardImage} src={image.src} alt={image.alt} focus={image.focus} width={image.width} height={image.height} sizes={sizes} preload={preload} />
      ) : (
        <div className={styles.cardImagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        {meta}
        <Heading className={size === 'large' ? `${styles.cardTitle} ${styles.cardTitleLarge}` : styles.cardTitle}>
          <Link href={href} className={styles.cardLink}>
            <Phrases text={title} />
          </Link>
        </Heading>
        {text ? <p className={styles.cardText}><Phrases text={text} fit={false} /></p> : null}
      </div>
    </article>
  )
}

/** The meta line of a card or an article header (date, category, status...). */
export function ContentMeta({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>
}

/** A small rounded label in the meta line; `tone` picks its colours. */
export function ContentBadge({ tone = 'accent', children }: { tone?: 'accent' | 'muted' | 'warm'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge_${tone}`]}`}>{children}</span>
}
