'use client'

import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'

import { type ClientDevice, deviceSnapshot, subscribeDevice } from './device-store'

export type { ClientDevice }

const onServer = () => null

/**
 * The visitor's device classes in client components; null during the server render, hydration and
 * until the classifier has run (it loads when the page is idle, see DeferredRuntime).
 */
export function useDevice(): ClientDevice | null {
  return useSyncExternalStore(subscribeDevice, deviceSnapshot, onServer)
}

/**
 * Kept for callers of the earlier API: the classes now live in a module store filled by the idle-loaded
 * classifier (device-classes.ts), so no provider is needed and this only renders its children.
 */
export function DeviceProvider({ children }: { children: ReactNode }) {
  return children
}
