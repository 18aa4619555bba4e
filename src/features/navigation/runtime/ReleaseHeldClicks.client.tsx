'use client'

import { useEffect } from 'react'

import { HELD_CLICKS, HYDRATED_ATTRIBUTE } from '@/lib/http/scripts-after-first-paint.mjs'

/**
 * The page has hydrated: the clicks the page's script loader held until now (a button tapped between the
 * first paint and hydration) are clicked again, and later clicks go straight to the app
 * (src/lib/http/scripts-after-first-paint.mjs). Rendered once, last in the body.
 */
export function ReleaseHeldClicks() {
  useEffect(() => {
    const held = (window as unknown as Record<string, { release?: () => void } | undefined>)[HELD_CLICKS]
    held?.release?.()
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [])
  return null
}
