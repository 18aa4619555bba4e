import type { ReactNode } from 'react'

import styles from './layouts.module.css'

/**
 * The contact layout (requirements §2): one focused column for the form and its steps. Its phone
 * variant is full width with larger touch targets, hides the default layout's action bar (the
 * visitor is already on the contact page), and on iOS keeps form text at 16px so Safari does not
 * zoom into a field on focus (html[data-device~="ios"], set by runtime/device-classes.ts).
 */
export function ContactLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.contact} data-layout="contact">
      {children}
    </div>
  )
}
