import { Phrases } from '@/components/ui/Phrases'
import type { ReactNode } from 'react'

import styles from './InfoTable.module.css'

/** A two-column fact table (row headers on the left; stacked on phones). */
export function InfoTable({
  caption,
  rows,
  hideCaption = false,
}: {
  caption: string
  rows: { label: string; value: ReactNode }[]
  /** When a heading right above already says it. */
  hideCaption?: boolean
}) {
  return (
    <table className={styles.infoTable}>
      <caption className={hideCaption ? 'visually-hidden' : styles.infoCaption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{typeof row.value === 'string' ? <Phrases text={row.value} fit={false} /> : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
