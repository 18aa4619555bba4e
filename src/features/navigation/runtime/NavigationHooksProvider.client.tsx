'use client'

import { type ReactNode, useMemo } from 'react'

import { type NavigationHooks, NavigationHooksContext } from '@/i18n/NavigationHooks.client'

import { handleLinkNavigation } from './navigation-runtime'
import { type NetworkView, prefetchAllowed } from './prefetch-policy'
import { usePrefetchAllowed } from './usePrefetchAllowed'

const mayPrefetch = () => prefetchAllowed(navigator as unknown as NetworkView)

/**
 * Gives src/i18n's Link and router the site's navigation behaviour: the progress bar and page transition
 * on every navigation, and the prefetch rule (SPEC section 2).
 */
export function NavigationHooksProvider({ children }: { children: ReactNode }) {
  const viewportPrefetchAllowed = usePrefetchAllowed()
  const hooks = useMemo<NavigationHooks>(() => ({ onNavigate: handleLinkNavigation, mayPrefetch, viewportPrefetchAllowed }), [viewportPrefetchAllowed])
  return <NavigationHooksContext.Provider value={hooks}>{children}</NavigationHooksContext.Provider>
}
