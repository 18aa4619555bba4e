import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'

import { HalfImage } from './HalfImage'
import styles from './MediaSplit.module.css'
import type { SectionImage } from './types'

/** Text beside an image (stacked on phones); `reverse` puts the image first on wide screens. */
export function MediaSplit({
  image,
  eyebrow,
  title,
  children,
  reverse = false,
  priority = false,
  headingLevel = 2,
}: {
  image: SectionImage
  eyebrow?: string
  title: string
  children: ReactNode
  reverse?: boolean
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={`${styles.split} ${reverse ? styles.splitReverse : ''}`}>
      <div className={styles.splitText}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.splitTitle}>
          <Phrases text={title} />
        </Heading>
        {children}
      </div>
      <div className={styles.splitMedia}>
        <HalfImage image={image} preload={priority} className={styles.roundedImage} />
      </div>
    </div>
  )
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>
          <Phrases text={item} />
        </li>
      ))}
    </ul>
  )
}
