'use client'

import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

import styles from './Tabs.module.css'

export type TabItem = { id: string; label: string }

const CHANGE_EVENT = 'site:tabchange'

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange)
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('hashchange', onChange)
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The tab named by the address: #features or ?tab=features. */
function tabFromLocation(): string | null {
  const hash = decodeURIComponent(window.location.hash.slice(1))
  if (hash) return hash
  return new URLSearchParams(window.location.search).get('tab')
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select them, Home and
 * End jump to the first and last. The selected tab lives in the address (#id), so every tab can be
 * linked to and Back works. All panels are in the server HTML; without JavaScript they all show.
 */
export function Tabs({ label, tabs, panels }: { label: string; tabs: TabItem[]; panels: ReactNode[] }) {
  const fromUrl = useSyncExternalStore(subscribe, tabFromLocation, () => null)
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === fromUrl),
  )
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const root = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)

  // Where the list scrolls sideways (phones), the selected tab is always wholly in it: chosen with the arrow
  // keys, End, or a link to its panel. Only the list moves, never the page.
  useEffect(() => {
    const strip = list.current
    const tab = buttons.current[selectedIndex]
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return
    const margin = 24
    const start = tab.offsetLeft - margin
    const end = tab.offsetLeft + tab.offsetWidth + margin - strip.clientWidth
    if (strip.scrollLeft > start) strip.scrollLeft = Math.max(0, start)
    else if (strip.scrollLeft < end) strip.scrollLeft = end
  }, [selectedIndex])

  // Arriving with a tab in the address: the browser could not scroll to its panel (hidden in the
  // server HTML), so bring the tabs into view once.
  useEffect(() => {
    const wanted = tabFromLocation()
    if (wanted && tabs.some((tab) => tab.id === wanted)) root.current?.scrollIntoView({ block: 'start' })
    // Only on arrival; later changes come from the user, who is already looking at the tabs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const select = useCallback(
    (index: number, focus: boolean) => {
      const tab = tabs[index]
      const url = new URL(window.location.href)
      url.searchParams.delete('tab')
      url.hash = tab.id
      // replaceState keeps the page where it is (no jump to the panel) and adds no history entry.
      window.history.replaceState(window.history.state, '', url)
      window.dispatchEvent(new Event(CHANGE_EVENT))
      if (focus) buttons.current[index]?.focus()
    },
    [tabs],
  )

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (next === null) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <div ref={root} className={`${styles.tabs} js-tabs`}>
      <div ref={list} role="tablist" aria-label={label} className={`${styles.list} js-tabs__list`} data-count={tabs.length}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={tab.id}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.id}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selectedIndex}
          className={`${styles.panel} js-tabs__panel`}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  )
}
