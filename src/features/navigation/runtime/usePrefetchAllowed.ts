'use client'

import { useSyncExternalStore } from 'react'

import { type NetworkView, prefetchAllowed } from './prefetch-policy'

type ConnectionEvents = { addEventListener?: EventTarget['addEventListener']; removeEventListener?: EventTarget['removeEventListener'] }

function connection(): ConnectionEvents | undefined {
  return (navigator as Navigator & { connection?: ConnectionEvents }).connection
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  connection()?.addEventListener?.('change', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    connection()?.removeEventListener?.('change', onChange)
  }
}

const fromNavigator = () => prefetchAllowed(navigator as unknown as NetworkView)
// The server cannot know the visitor's connection; hydrate without prefetching, then decide.
const onServer = () => false

/** Whether links may prefetch now; follows online/offline and connection changes. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, fromNavigator, onServer)
}
