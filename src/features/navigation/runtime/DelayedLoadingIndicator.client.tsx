'use client'

import { useEffect, useRef, useState } from 'react'

import { DATA_FETCH_MIN_DISPLAY_DELAY_MS } from '@/lib/runtime-constants'

import { createDelayedFlag } from './progress-controller'
import styles from './runtime.module.css'

/** True once `active` has held for DATA_FETCH_MIN_DISPLAY_DELAY_MS; quick fetches never flash a spinner. */
export function useDelayedFlag(active: boolean, delayMs = DATA_FETCH_MIN_DISPLAY_DELAY_MS): boolean {
  const [shown, setShown] = useState(false)
  const flag = useRef<ReturnType<typeof createDelayedFlag> | null>(null)
  useEffect(() => {
    const created = createDelayedFlag({ delayMs, onChange: setShown })
    flag.current = created
    return () => {
      created.dispose()
      flag.current = null
    }
  }, [delayMs])
  useEffect(() => {
    flag.current?.set(active)
  }, [active])
  return active && shown
}

/**
 * A loading indicator for client-side data fetches, shown no sooner than 200 ms after loading starts.
 * `label` is the caller's translated text (messages `runtime.loading` unless something more specific).
 */
export function DelayedLoadingIndicator({ active, label }: { active: boolean; label: string }) {
  const shown = useDelayedFlag(active)
  if (!shown) return null
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  )
}
