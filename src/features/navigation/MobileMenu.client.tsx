'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'

/** Must match the compact-header media query in globals.css. */
const COMPACT_HEADER_QUERY = '(max-width: 1199px)'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The phone menu: a button that opens a full-screen panel. While open, focus stays inside the panel,
 * Escape or the panel's × (drawn where the menu button was) closes it, and focus returns to the menu button.
 * The current page is marked in the list (aria-current, NavLink).
 */
export function MobileMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  // The menu button is hidden while the panel is open (the panel's own × takes its place), so focus goes back
  // to it once it shows again.
  const refocus = useRef(false)
  const close = useCallback(() => {
    refocus.current = true
    setOpen(false)
  }, [])
  useEffect(() => {
    if (open || !refocus.current) return
    refocus.current = false
    buttonRef.current?.focus()
  }, [open])

  // A navigation closes the menu.
  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setOpen(false)
  }

  // Widening the window to the full header (a tablet turned, a desktop window resized) closes the
  // menu, so the page is never left scroll-locked behind a panel that CSS has hidden.
  useEffect(() => {
    if (!open) return
    const compact = window.matchMedia(COMPACT_HEADER_QUERY)
    const onChange = () => {
      if (!compact.matches) setOpen(false)
    }
    compact.addEventListener('change', onChange)
    return () => compact.removeEventListener('change', onChange)
  }, [open])

  useEffect(() => {
    if (!open) return
    const panel = panelRef.current
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    document.documentElement.classList.add('menu-open')

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab' || !panel) return
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.documentElement.classList.remove('menu-open')
    }
  }, [open, close])

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="mobile-menu__icon" aria-hidden="true" />
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={openLabel}
        hidden={!open}
      >
        {/* The one close control (issue 44): an × where the menu button was, inside the dialog so a screen
            reader reaches it; the menu button hides while the panel is open. */}
        <button type="button" className="mobile-menu__close" onClick={close}>
          <span className="mobile-menu__icon mobile-menu__icon--close" aria-hidden="true" />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        {children}
      </div>
    </div>
  )
}
