'use client'

import { createContext, useContext } from 'react'

/** What a client navigation hands to the site's navigation behaviour (the progress bar, the page transition). */
export type NavigationRequest = {
  href: string
  replace?: boolean
  scroll?: boolean
  /** Takes the navigation over: the behaviour calls `router` itself later. */
  preventDefault: () => void
  router: { push: (href: string, options?: { scroll?: boolean }) => void; replace: (href: string, options?: { scroll?: boolean }) => void }
}

/**
 * The behaviour the site's links (LinkNavigation) and the localized router run around a navigation. src/i18n only builds
 * locale URLs; the behaviour is given from above (features/navigation's provider, placed by the locale
 * layout), so this layer never imports a feature.
 */
export type NavigationHooks = {
  /** A navigation is about to start. */
  onNavigate: (navigation: NavigationRequest) => void
  /** Whether a link may prefetch at this moment (on the visitor's intent). */
  mayPrefetch: () => boolean
}

/** Without a provider: plain Next navigations, no prefetching. */
const PLAIN: NavigationHooks = { onNavigate: () => {}, mayPrefetch: () => false }

export const NavigationHooksContext = createContext<NavigationHooks>(PLAIN)

export function useNavigationHooks(): NavigationHooks {
  return useContext(NavigationHooksContext)
}
