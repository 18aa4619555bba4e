import Image from '@/components/ui/StaticImage'
import type { ReactNode } from 'react'

import styles from './ProfileCard.module.css'
import type { SectionImage } from './types'

/** A person: portrait, name, title and job title, then a biography or interview. */
export function ProfileCard({
  id,
  image,
  name,
  title,
  jobTitle,
  preload = false,
  children,
}: {
  id?: string
  /** Without a portrait the card shows the text alone. */
  image?: SectionImage
  name: string
  title: string
  jobTitle: string
  /** The first card of a page is above the fold. */
  preload?: boolean
  children: ReactNode
}) {
  return (
    <article id={id} className={styles.profile}>
      {image ? <Image src={image.src} width={image.width} height={image.height} alt={image.alt} focus={image.focus} preload={preload} sizes="(min-width: 768px) 220px, calc(100vw - 32px)" className={styles.profileImage} /> : null}
      <div className={styles.profileBody}>
        <p className={styles.profileTitle}>
          <span>{title}</span>
          <span className={styles.profileJob}>{jobTitle}</span>
        </p>
        <h3 className={styles.profileName}>{name}</h3>
        <div className={styles.prose}>{children}</div>
      </div>
    </article>
  )
}
