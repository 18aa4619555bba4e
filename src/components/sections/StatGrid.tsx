import type { CSSProperties } from 'react'

import { Phrases } from '@/components/ui/Phrases'

import styles from './StatGrid.module.css'
import type { Stat } from './types'

/**
 * Estimated widths of a figure's line, for StatGrid.module.css to size the figures so that each stays on one line
 * with its prefix and unit ("2,326 cameras", "About 30 sec"), from the page's width and the grid's columns: a figure
 * in em of its own size (tabular digits of the heavy weight about 0.66 em, separators 0.3), a prefix or unit in
 * rem (set at 1rem: a Japanese character 1, a Latin letter about 0.62), each with the 4 px gap before it.
 */
const FULL_WIDTH = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/
const figureEm = (text: string) => [...text].reduce((sum, c) => sum + (/\d/.test(c) ? 0.66 : /[,.\s]/.test(c) ? 0.3 : FULL_WIDTH.test(c) ? 1 : 0.7), 0)
const besideRem = (text: string | undefined) => (text ? 0.25 + [...text].reduce((sum, c) => sum + (FULL_WIDTH.test(c) ? 1 : c === ' ' ? 0.28 : /[A-Z%]/.test(c) ? 0.8 : 0.62), 0) : 0)

/**
 * The two cards that bound the grid's figure size: the longest figure and the widest prefix and unit (with the
 * other's length as a tie-break). StatGrid.module.css takes the smaller of the sizes each allows, so every card fits.
 */
function bounds(items: Stat[], prefix: string): Record<string, string> {
  const widths = items.map((item) => ({ em: figureEm(item.value), side: besideRem(item.prefix) + besideRem(item.unit) }))
  const longest = widths.reduce((a, b) => (b.em > a.em || (b.em === a.em && b.side > a.side) ? b : a), { em: 1, side: 0 })
  const widest = widths.reduce((a, b) => (b.side > a.side || (b.side === a.side && b.em > a.em) ? b : a), { em: 1, side: 0 })
  return {
    [`--${prefix}-em-a`]: longest.em.toFixed(2),
    [`--${prefix}-side-a`]: longest.side.toFixed(2),
    [`--${prefix}-em-b`]: widest.em.toFixed(2),
    [`--${prefix}-side-b`]: widest.side.toFixed(2),
  }
}

/** Key figures: a big value with its unit, a label and an optional footnote (e.g. an as-of date). */
export function StatGrid({ items, tone = 'light' }: { items: Stat[]; tone?: 'light' | 'dark' }) {
  // Every figure of a grid is one size, so the figures of a row line up. On phones an odd last card has a row of
  // its own (twice as wide): the figures are sized for the paired cards (`pair`), and that card has room anyway.
  const paired = items.length > 1 && items.length % 2 === 1 ? items.slice(0, -1) : items
  const fit = { ...bounds(items, 'stat'), ...bounds(paired, 'pair') } as CSSProperties
  return (
    <ul className={`${styles.stats} ${tone === 'dark' ? styles.statsDark : ''}`} data-count={items.length} style={fit}>
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
