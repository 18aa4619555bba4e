'use client'

import { type ReactNode, useEffect, useSyncExternalStore } from 'react'

import { useRouter } from '@/i18n/navigation'

import { doneSnapshot, draftSnapshot, parseDraft, subscribeContactStorage, unknownSnapshot } from './draft-storage'

/**
 * Shows a server-rendered step (Complete, Error) only to a visitor who got there through the form;
 * anyone opening it directly goes back to the form.
 */
export function ContactStepGate({ requires, children }: { requires: 'done' | 'draft'; children: ReactNode }) {
  const router = useRouter()
  const raw = useSyncExternalStore(subscribeContactStorage, requires === 'done' ? doneSnapshot : draftSnapshot, unknownSnapshot)
  const allowed = raw !== undefined && (requires === 'done' ? Boolean(raw) : Boolean(parseDraft(raw)))
  useEffect(() => {
    if (raw !== undefined && !allowed) router.replace('/contact/')
  }, [raw, allowed, router])
  return allowed ? <>{children}</> : null
}
