'use client'

import { type ReactNode, useState, useSyncExternalStore } from 'react'

import styles from './contact.module.css'
import { doneSnapshot, draftSnapshot, parseDraft, subscribeContactStorage, unknownSnapshot } from './draft-storage'
import type { StepRequires } from './entry-check'

/**
 * A later step (Confirm, Complete, Error) for a visitor who got there through the form, and `fallback` (why
 * the page is empty, and the way to the form) for anyone who opened it directly.
 *
 * Both parts are in the page's HTML; until hydration `check` (the inline entry check, entry-check.ts)
 * marks which one CSS shows, before the first paint. Once the app runs, the stored entry decides, and
 * only that part stays. A step once shown stays shown: sending the entry from Confirm clears it on the
 * way to Complete, and the step handles that itself.
 */
export function ContactStepGate({
  requires,
  check,
  fallback,
  children,
}: {
  requires: StepRequires
  check: ReactNode
  fallback: ReactNode
  children: ReactNode
}) {
  const raw = useSyncExternalStore(subscribeContactStorage, requires === 'done' ? doneSnapshot : draftSnapshot, unknownSnapshot)
  const allowed = raw !== undefined && (requires === 'done' ? Boolean(raw) : Boolean(parseDraft(raw)))
  // Latched while rendering (React's pattern for state derived from earlier renders).
  const [shown, setShown] = useState(false)
  if (allowed && !shown) setShown(true)
  const entry = raw === undefined ? undefined : allowed || shown ? 'yes' : 'no'
  return (
    // The check sets data-entry on this element before hydration; React takes it over afterwards.
    <div className={styles.gate} data-requires={requires} data-entry={entry} suppressHydrationWarning>
      {check}
      <div className={styles.gateStep}>{entry !== 'no' && children}</div>
      <div className={styles.gateDirect}>{entry !== 'yes' && fallback}</div>
    </div>
  )
}
