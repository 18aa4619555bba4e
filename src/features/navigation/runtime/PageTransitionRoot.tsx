import type { ReactNode } from 'react'

import styles from './runtime.module.css'

/**
 * Wraps a page's content so the navigation runtime can let the old page leave before the new one
 * enters. A plain server element: the runtime finds it by its data attribute, and it carries no
 * state, so the first load renders without any animation.
 */
export function PageTransitionRoot({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-page-transition-root="">
      {children}
    </div>
  )
}
