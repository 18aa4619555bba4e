'use client'

import { useRouter as useNextRouter } from 'next/navigation'
import { useContext, useMemo } from 'react'

import { linkTarget } from './link-target'
import { LocaleContext } from './LocaleContext.client'
import { useNavigationHooks } from './NavigationHooks.client'

type NavigateOptions = { scroll?: boolean }

export type LocalizedRouter = {
  /** Goes to an internal path ('/contact/Confirm/'), written in the current language's URL form. */
  push: (href: string, options?: NavigateOptions) => void
  replace: (href: string, options?: NavigateOptions) => void
  back: () => void
  refresh: () => void
  prefetch: (href: string) => void
}

/**
 * The router for code that navigates without a link: paths are localized like the one `Link`'s, and
 * each navigation starts the progress bar and the page transition exactly as a link click does.
 */
export function useRouter(): LocalizedRouter {
  const router = useNextRouter()
  // The page's language from the locale layout's small context, not next-intl's client runtime, which
  // would put use-intl (13 KB) into every page's shared bundle.
  const locale = useContext(LocaleContext)
  const { onNavigate } = useNavigationHooks()
  return useMemo(() => {
    const localize = (href: string) => linkTarget(locale, href).href
    const navigate = (href: string, replace: boolean, options?: NavigateOptions) => {
      const target = localize(href)
      let takenOver = false
      // Starts the bar; with a transition root it lets the old page leave, then navigates itself.
      onNavigate({ href: target, replace, scroll: options?.scroll, preventDefault: () => (takenOver = true), router })
      if (!takenOver) {
        const nextOptions = options?.scroll === false ? { scroll: false } : undefined
        if (replace) router.replace(target, nextOptions)
        else router.push(target, nextOptions)
      }
    }
    return {
      push: (href, options) => navigate(href, false, options),
      replace: (href, options) => navigate(href, true, options),
      back: () => router.back(),
      refresh: () => router.refresh(),
      prefetch: (href) => router.prefetch(localize(href)),
    }
  }, [router, locale, onNavigate])
}

/**
 * Re-renders the current route's server components without navigating: for screens outside the site's
 * localized pages (the CMS admin's own components), which need no locale paths or progress bar. Kept here
 * so that Next's router is used in one module only (lint bans it elsewhere).
 */
export function useServerRefresh(): () => void {
  const router = useNextRouter()
  return () => router.refresh()
}
