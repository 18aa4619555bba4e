'use client'

import { type ComponentType, Suspense, useEffect, useState } from 'react'

import { addFontStylesheetAfterLoad } from '@/features/fonts/font-stylesheet'
import { whenIdle } from '@/lib/when-idle'

import type { RuntimeLabels } from './NavigationRuntime.client'

/**
 * Loads the navigation runtime (progress bar, page transitions, focus and announcement after a client
 * navigation) and the device classifier in their own chunks once the page is idle, so neither is part
 * of the code the first paint and hydration wait for. Until the runtime is there, a click navigates
 * plainly (no transition), which is what a first load needs anyway.
 *
 * `japaneseFontList` (Japanese pages): the web font's stylesheet, added at the same moment only where the
 * device has no Japanese face of its own (src/features/fonts/japanese-font-fallback.ts).
 * `latinFamily`: the Latin face's font-family list, which the runtime then downloads for the next pages
 * (src/features/fonts/latin-face.ts).
 * `fontStylesheet`: the configured web-font stylesheet, added to the head once the page has loaded
 * (src/features/fonts/font-stylesheet.ts).
 */
export function DeferredRuntime({
  labels,
  japaneseFontList,
  latinFamily,
  fontStylesheet,
}: {
  labels: RuntimeLabels
  japaneseFontList?: string
  latinFamily?: string
  fontStylesheet?: string
}) {
  const [Runtime, setRuntime] = useState<ComponentType<{ labels: RuntimeLabels; latinFamily?: string }> | null>(null)

  useEffect(() => {
    let cancelled = false
    let stopDevice: (() => void) | undefined
    const cancelIdle = whenIdle(() => {
      if (japaneseFontList) {
        void import('@/features/fonts/japanese-font-fallback').then((m) => {
          if (!cancelled) m.addJapaneseWebFontIfMissing(japaneseFontList)
        })
      }
      void import('./NavigationRuntime.client').then((m) => {
        if (!cancelled) setRuntime(() => m.NavigationRuntime)
      })
      void import('./device-classes')
        .then((m) => (cancelled ? undefined : m.startDeviceClasses()))
        .then((stop) => {
          if (cancelled) stop?.()
          else stopDevice = stop
        })
    })
    return () => {
      cancelled = true
      cancelIdle()
      stopDevice?.()
    }
  }, [japaneseFontList])

  useEffect(() => {
    if (fontStylesheet) void addFontStylesheetAfterLoad(fontStylesheet)
  }, [fontStylesheet])

  if (!Runtime) return null
  // Reads the query string: its own Suspense boundary.
  return (
    <Suspense fallback={null}>
      <Runtime labels={labels} latinFamily={latinFamily} />
    </Suspense>
  )
}

