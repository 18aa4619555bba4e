'use client'

import type { ReactNode } from 'react'

import { type NavigationHooks, NavigationHooksContext } from '@/i18n/NavigationHooks.client'

import { handleLinkNavigation } from './navigation-runtime'
import { type NetworkView, prefetchAllowed } from './prefetch-policy'

const mayPrefetch = () => prefetchAllowed(navigator as unknown as NetworkView)
const HOOKS: NavigationHooks = { onNavigate: handleLinkNavigation, mayPrefetch }

/**
 * Gives src/i18n's link listener and router the site's navigation behaviour: the progress bar and page transition
 * on every navigation, and the prefetch rule (requirements §2).
 */
export function NavigationHooksProvider({ children }: { children: ReactNode }) {
  return <NavigationHooksContext.Provider value={HOOKS}>{children}</NavigationHooksContext.Provider>
}
