import { Icon } from '@/components/ui/Icon'
import type { Office } from '@/lib/cms/types'

import styles from './offices.module.css'

/** Offices as cards (name, address, role, access). Server-free: the admin's live preview renders it too. */
export function OfficeList({ items, labels }: { items: Office[]; labels: { address: string; role: string; access: string } }) {
  return (
    <ul className={styles.list}>
      {items.map((office) => (
        <li key={office.id} id={office.id} className={styles.office}>
          <h3 className={styles.name}>
            <Icon name="pin" size={22} />
            {office.name}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{labels.address}</dt>
              <dd>{office.address}</dd>
            </div>
            <div>
              <dt>{labels.role}</dt>
              <dd>{office.role}</dd>
            </div>
            <div>
              <dt>{labels.access}</dt>
              <dd>{office.access}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
