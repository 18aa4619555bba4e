import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'
import { Link } from '@/i18n/navigation'

import { HalfImage } from './HalfImage'
import styles from './Hero.module.css'
import type { SectionImage } from './types'

/**
 * The top of a landing page: the page's h1, lead, actions and its main (priority) image. The actions are
 * `links` within the site (the first one the main button, the others ghost buttons) or any `actions` node.
 */
export function Hero({
  eyebrow,
  title,
  lead,
  links = [],
  actions,
  image,
  tone = 'light',
  children,
}: {
  eyebrow?: string
  title: string
  lead: string
  links?: { href: string; label: string }[]
  actions?: ReactNode
  image: SectionImage
  tone?: 'light' | 'dark'
  children?: ReactNode
}) {
  return (
    <section className={`${styles.hero} ${tone === 'dark' ? styles.heroDark : ''}`}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heroTitle}>
            <Phrases text={title} />
          </h1>
          <p className={styles.heroLead}><Phrases text={lead} fit={false} /></p>
          {actions || links.length > 0 ? (
            <div className={styles.actions}>
              {links.map(({ href, label }, index) => (
                <Link key={href} href={href} className={index === 0 ? 'button' : 'button button--ghost'}>
                  {label}
                </Link>
              ))}
              {actions}
            </div>
          ) : null}
          {children}
        </div>
        <div className={styles.heroMedia}>
          <HalfImage image={image} preload className={styles.heroImage} />
        </div>
      </div>
    </section>
  )
}
