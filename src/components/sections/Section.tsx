import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'

import styles from './Section.module.css'

/** A page section with its h2 (and optional eyebrow and lead). `tone` sets the background band. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  narrow = false,
  children,
}: {
  id?: string
  eyebrow?: string
  title?: string
  lead?: string
  tone?: 'plain' | 'alt' | 'brand' | 'dark'
  narrow?: boolean
  children?: ReactNode
}) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} className={`${styles.section} ${styles[`tone_${tone}`]}`} aria-labelledby={title ? headingId : undefined}>
      <div className={`container ${narrow ? styles.narrow : ''}`}>
        {title ? (
          <header className={styles.sectionHeader}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={headingId} className={styles.sectionTitle}>
              <Phrases text={title} />
            </h2>
            {lead ? <p className={styles.sectionLead}><Phrases text={lead} fit={false} /></p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  )
}

/** An h3 block inside a section or tab panel. */
export function SubSection({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className={styles.subSection}>
      <h3 className={styles.subTitle}>
        <Phrases text={title} />
      </h3>
      {lead ? <p className={styles.subLead}><Phrases text={lead} fit={false} /></p> : null}
      {children}
    </div>
  )
}
