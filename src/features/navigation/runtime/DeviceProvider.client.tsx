'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import type { DeviceClasses, DeviceSource } from '@/lib/device'
import { recomputeOnResize } from '@/lib/device/recompute-on-resize'

export type ClientDevice = {
  classes: DeviceClasses
  source: DeviceSource
  viewport: { width: number; height: number }
}

/** null until the browser has measured (server render and hydration), so both render the same. */
const DeviceContext = createContext<ClientDevice | null>(null)

/** The visitor's device classes in client components; null during the server render and hydration. */
export function useDevice(): ClientDevice | null {
  return useContext(DeviceContext)
}

/**
 * Fills in the device classes after hydration (the parser is loaded lazily, off the critical path),
 * mirrors them onto <html data-device="…"> for CSS, and recomputes them 50 ms after each resize.
 */
export function DeviceProvider({ children }: { children: ReactNode }) {
  const [device, setDevice] = useState<ClientDevice | null>(null)

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | undefined
    // The parser (about 24 kB gzipped) loads when the browser is idle, never ahead of the page's own work.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1))
    idle(() => {
      void import('@/lib/device/detect').then(({ deviceFromUserAgent, deviceClassList }) => {
        if (cancelled) return
        const compute = () => {
          const { classes, source } = deviceFromUserAgent(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints })
          const viewport = { width: window.innerWidth, height: window.innerHeight }
          document.documentElement.dataset.device = deviceClassList(classes).join(' ')
          setDevice({ classes, source, viewport })
        }
        compute()
        stop = recomputeOnResize(window, compute)
      })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>
}
