import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'
import Image from '@/components/ui/StaticImage'
import { Link } from '@/i18n/navigation'
import type { AppImage } from '@/lib/cms/types'

import styles from './content.module.css'

type Props = {
  meta: ReactNode
  title: string
  lead: string
  image: AppImage | null
  /** Sanitized by the CMS mapper: text is escaped and link URLs are checked. */
  bodyHtml: string
  /** What follows the body: a campaign's call to action, an article's neighbours. */
  children?: ReactNode
  back: { href: string; label: string }
}

/** The page of one news article or campaign: meta line, title, lead, main image, body, then the way back. */
export function ContentArticle({ meta, title, lead, image, bodyHtml, children, back }: Props) {
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.articleHeader}>
        {meta}
        <h1 className={styles.articleTitle}>
          <Phrases text={title} />
        </h1>
        {lead ? <p className={styles.lead}><Phrases text={lead} fit={false} /></p> : null}
      </header>
      {image ? (
        <Image
          className={styles.articleImage}
          src={image.src}
          alt={image.alt}
          focus={image.focus}
          width={image.width}
          height={image.height}
          sizes="(min-width: 1024px) 880px, 100vw"
          priority
        />
      ) : null}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {children}
      <p className={styles.back}>
        <Link href={back.href} className="button button--ghost">
          {back.label}
        </Link>
      </p>
    </article>
  )
}

/** A campaign's call to action under the body (an external URL opens in a new tab). */
export function ContentCallToAction({ url, label }: { url: string; label: string }) {
  const external = /^https?:\/\//i.test(url)
  return (
    <p className={styles.cta}>
      {external ? (
        <a href={url} className="button" rel="noopener noreferrer" target="_blank">
          {label}
        </a>
      ) : (
        <Link href={url} className="button">
          {label}
        </Link>
      )}
    </p>
  )
}

/** Links to the previous and next article. */
export function ContentNeighbours({ label, previous, next }: { label: string; previous: { href: string; label: string; title: string } | null; next: { href: string; label: string; title: string } | null }) {
  return (
    <nav className={styles.adjacent} aria-label={label}>
      {previous ? (
        <Link href={previous.href} rel="prev" className={styles.adjacentLink}>
          <span className={styles.adjacentLabel}>{previous.label}</span>
          <Phrases text={previous.title} />
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} rel="next" className={`${styles.adjacentLink} ${styles.adjacentNext}`}>
          <span className={styles.adjacentLabel}>{next.label}</span>
          <Phrases text={next.title} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
