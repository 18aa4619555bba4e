'use client'

import { useEffect } from 'react'

/**
 * Keeps Enter from submitting a search box while a Japanese IME composition is open (the Enter that
 * confirms the conversion), and on a results page moves focus to the results heading so a screen reader
 * reads the count. The boxes themselves are plain GET forms that work without JavaScript.
 */
export function SearchComposeGuard() {
  useEffect(() => {
    let composing = false
    const inBox = (target: EventTarget | null) => target instanceof HTMLInputElement && target.form?.hasAttribute('data-search-box')
    const start = (event: Event) => {
      if (inBox(event.target)) composing = true
    }
    const end = (event: Event) => {
      if (inBox(event.target)) setTimeout(() => (composing = false))
    }
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && inBox(event.target) && (composing || event.isComposing || event.keyCode === 229)) event.preventDefault()
    }
    document.addEventListener('compositionstart', start, true)
    document.addEventListener('compositionend', end, true)
    document.addEventListener('keydown', keydown, true)
    document.querySelector<HTMLElement>('[data-search-results-heading]')?.focus()
    return () => {
      document.removeEventListener('compositionstart', start, true)
      document.removeEventListener('compositionend', end, true)
      document.removeEventListener('keydown', keydown, true)
    }
  }, [])
  return null
}
