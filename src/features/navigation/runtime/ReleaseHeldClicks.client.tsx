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
    // On a task of its own, as a visitor's click comes: not inside React's commit of the hydration, where a
    // handler's state update and its follow-up (the contact form focuses its error summary on the next
    // frame) would run in a different order.
    const timer = window.setTimeout(() => {
      const held = (window as unknown as Record<string, { release?: () => void } | undefined>)[HELD_CLICKS]
      held?.release?.()
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    }, 0)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
