'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

/**
 * Payload 3.90 writes two labels in English whatever the admin's language, as literals in its own code (not
 * translation keys, so `i18n.translations` cannot reach them): "All" in the schedule drawer's locale choice and
 * "Responsive" in the live preview's width menu (a popup drawn at the end of the page). In a Japanese admin this
 * provider puts the Japanese label in their place, only inside those two places, and only where the text is
 * exactly the English literal. Remove it when Payload translates them (docs/decisions.md).
 */
const PLACES = [
  { text: 'All', within: '.schedule-publish', ja: 'すべての言語' },
  { text: 'Responsive', within: '.live-preview-toolbar-controls, .popup-button-list', ja: 'レスポンシブ（枠いっぱい）' },
] as const

function translate(root: ParentNode) {
  for (const place of PLACES) {
    for (const container of root.querySelectorAll(place.within)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue === place.text) node.nodeValue = place.ja
      }
    }
  }
}

export function FixedEnglishLabels({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const japanese = i18n.language === 'ja'
  useEffect(() => {
    if (!japanese) return
    translate(document.body)
    // A change of our own fires the observer once more and finds nothing left to change.
    const observer = new MutationObserver(() => translate(document.body))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [japanese])
  return children
}
