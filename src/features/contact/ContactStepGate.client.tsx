'use client'

import { useRouter } from 'next/navigation'
import { useLocale } from 'next-intl'
import { type ReactNode, useEffect, useSyncExternalStore } from 'react'

import { getPathname } from '@/i18n/navigation'

import { doneSnapshot, draftSnapshot, parseDraft, subscribeContactStorage, unknownSnapshot } from './draft-storage'

/**
 * Shows a server-rendered step (Complete, Error) only to a visitor who got there through the form;
 * anyone opening it directly goes back to the form.
 */
export function ContactStepGate({ requires, children }: { requires: 'done' | 'draft'; children: ReactNode }) {
  const locale = useLocale()
  const router = useRouter()
  const raw = useSyncExternalStore(subscribeContactStorage, requires === 'done' ? doneSnapshot : draftSnapshot, unknownSnapshot)
  const allowed = raw !== undefined && (requires === 'done' ? Boolean(raw) : Boolean(parseDraft(raw)))
  useEffect(() => {
    if (raw !== undefined && !allowed) router.replace(getPathname({ href: '/contact/', locale }))
  }, [raw, allowed, router, locale])
  return allowed ? <>{children}</> : null
}
