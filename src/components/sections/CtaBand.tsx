import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'

import styles from './CtaBand.module.css'

/** The closing call to action of a page. */
/** `titleId` names the heading when a page has more than one band (landing pages). */
export function CtaBand({ title, text, children, titleId = 'cta-title' }: { title: string; text: string; children: ReactNode; titleId?: string }) {
  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id={titleId} className={styles.ctaTitle}>
            <Phrases text={title} />
          </h2>
          <p className={styles.ctaText}>
            <Phrases text={text} fit={false} />
          </p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  )
}
