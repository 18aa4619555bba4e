'use client'

import { useRouter as useNextRouter } from 'next/navigation'
import { useEffect } from 'react'

import { LINK_ATTRIBUTE } from './link-target'
import { useNavigationHooks } from './NavigationHooks.client'

/** The URL of the site link an event happened in, if the browser should not handle it alone. */
function siteLinkUrl(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${LINK_ATTRIBUTE}]`) : null
  if (!link || link.target || link.hasAttribute('download')) return null
  const url = new URL(link.href)
  return url.origin === window.location.origin ? url : null
}

/** Only the fragment differs from the current page: the browser scrolls by itself. */
function sameDocument(url: URL): boolean {
  const here = window.location
  return url.hash !== '' && url.pathname === here.pathname && url.search === here.search
}

/**
 * One listener for every site link (src/i18n/Link.tsx renders plain `<a data-link>`): a click becomes a
 * client navigation that starts the progress bar and page transition (NavigationHooks), and pointing at,
 * touching or focusing a link prefetches its page when the prefetch rule allows. Modified clicks (new tab,
 * download), other buttons, links with a target and same-page fragments stay the browser's.
 */
export function LinkNavigation() {
  const router = useNextRouter()
  const { onNavigate, mayPrefetch } = useNavigationHooks()

  useEffect(() => {
    const prefetched = new Set<string>()
    const intent = (event: Event) => {
      const url = siteLinkUrl(event.target)
      if (!url) return
      const key = url.pathname + url.search
      if (prefetched.has(key) || !mayPrefetch()) return
      prefetched.add(key)
      router.prefetch(key)
    }
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const url = siteLinkUrl(event.target)
      if (!url || sameDocument(url)) return
      event.preventDefault()
      const href = url.pathname + url.search + url.hash
      let takenOver = false
      onNavigate({ href, preventDefault: () => (takenOver = true), router })
      if (!takenOver) router.push(href)
    }
    document.addEventListener('click', click)
    document.addEventListener('pointerover', intent, { passive: true })
    document.addEventListener('touchstart', intent, { passive: true })
    document.addEventListener('focusin', intent)
    return () => {
      document.removeEventListener('click', click)
      document.removeEventListener('pointerover', intent)
      document.removeEventListener('touchstart', intent)
      document.removeEventListener('focusin', intent)
    }
  }, [router, onNavigate, mayPrefetch])

  return null
}
