'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { applyLatinFaceIfFetched, fetchLatinFaceForLaterPages } from '@/features/fonts/latin-face'

import { markRuntimeMounted, progressPhase, routeRendered, startNavigationProgress, subscribeProgress } from './navigation-runtime'
import type { ProgressPhase } from './progress-controller'
import styles from './runtime.module.css'

/** The runtime's two strings (messages `runtime.loading` and `runtime.navigatedTo` with `{title}`). */
export type RuntimeLabels = { loading: string; navigatedTo: string }

/**
 * The navigation progress bar and the screen-reader announcement of the new page. Loaded when the page
 * is idle (DeferredRuntime) and rendered inside a Suspense boundary (it reads the query string), so
 * statically generated pages stay static and first paint never waits for it.
 */
export function NavigationRuntime({ labels, latinFamily }: { labels: RuntimeLabels; latinFamily?: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const phase = useSyncExternalStore<ProgressPhase>(subscribeProgress, progressPhase, () => 'idle')
  const [announcement, setAnnouncement] = useState('')
  const rendered = useRef<string | null>(null)

  // From now on clicks get the progress bar and the page transition (before, they navigate plainly).
  useEffect(() => markRuntimeMounted(), [])

  // The Latin face, downloaded now (the page is idle) for the next pages, not applied to this one.
  useEffect(() => {
    if (latinFamily) void fetchLatinFaceForLaterPages(latinFamily)
  }, [latinFamily])

  // Every change of route after the first render: finish the bar, let the page in, move focus.
  useEffect(() => {
    const route = `${pathname}?${search}`
    if (rendered.current === null) {
      rendered.current = route
      return
    }
    if (rendered.current === route) return
    rendered.current = route
    // The new page leads with the Latin face once this browser has downloaded it (after a click: no layout shift counts).
    applyLatinFaceIfFetched()
    const heading = routeRendered()
    const title = heading?.textContent?.trim() || document.title
    setAnnouncement(labels.navigatedTo.replace('{title}', title))
  }, [pathname, search, labels.navigatedTo])

  // Back and forward buttons: the router renders the other page; show progress if it takes a while.
  useEffect(() => {
    const onPopState = () => {
      if (`${window.location.pathname}?${window.location.search.replace(/^\?/, '')}` !== rendered.current) {
        startNavigationProgress()
      }
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  const shown = phase === 'visible' || phase === 'finishing'
  return (
    <>
      <div
        className={styles.progress}
        data-navigation-progress={phase}
        role="progressbar"
        aria-label={labels.loading}
        hidden={!shown}
      >
        <div className={styles.progressFill} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
        {announcement}
      </p>
    </>
  )
}
