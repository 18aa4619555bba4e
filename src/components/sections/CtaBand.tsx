import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'

import styles from './CtaBand.module.css'

/** The closing call to action of a page. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title" className={styles.ctaTitle}>
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
