import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'

import styles from './Prose.module.css'

/** Running text with comfortable measure and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>
}

/** A numbered sequence (how it works, steps). */
export function StepList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item) => (
        <li key={item.title} className={styles.step}>
          <h3 className={styles.stepTitle}>
            <Phrases text={item.title} />
          </h3>
          <p><Phrases text={item.text} fit={false} /></p>
        </li>
      ))}
    </ol>
  )
}

/** A small footnote (sources, as-of dates). */
export function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>
}
