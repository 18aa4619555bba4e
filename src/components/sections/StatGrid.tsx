import { Phrases } from '@/components/ui/Phrases'

import styles from './StatGrid.module.css'
import type { Stat } from './types'

/** Key figures: a big value with its unit, a label and an optional footnote (e.g. an as-of date). */
export function StatGrid({ items, tone = 'light' }: { items: Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <ul className={`${styles.stats} ${tone === 'dark' ? styles.statsDark : ''}`} data-count={items.length}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <p className={styles.statLabel}>
            <Phrases text={item.label} />
          </p>
          <p className={styles.statValue}>
            {item.prefix ? <span className={styles.statPrefix}>{item.prefix}</span> : null}
            <span className={styles.statNumber}>{item.value}</span>
            {item.unit ? <span className={styles.statUnit}>{item.unit}</span> : null}
          </p>
          {item.note ? (
            <p className={styles.statNote}>
              <Phrases text={item.note} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
