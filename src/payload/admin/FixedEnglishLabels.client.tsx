'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { scheduleDateText } from './schedule-date'

/**
 * Payload 3.90 writes some labels in English whatever the admin's language, as literals in its own code (not
 * translation keys, so `i18n.translations` cannot reach them), and one as "[object Object]" in every language.
 * This provider puts the right label in their place, only inside the named places and only where the text or
 * attribute is exactly Payload's literal, so nothing the editors wrote is touched. Each row says where Payload
 * writes it; remove a row when Payload translates it (docs/decisions.md, 2026-12-01 "admin wording").
 */
const TEXTS = [
  // The schedule drawer's locale choice.
  { text: 'All', within: '.schedule-publish', ja: 'すべての言語' },
  // The live preview's width menu (a popup drawn at the end of the page) and its toolbar.
  { text: 'Responsive', within: '.live-preview-toolbar-controls, .popup-button-list', ja: 'レスポンシブ（枠いっぱい）' },
  { text: 'Phone (390)', within: '.live-preview-toolbar-controls, .popup-button-list', ja: 'スマートフォン（390）' },
  // The date picker's time list heading (react-datepicker's default caption).
  { text: 'Time', within: '.react-datepicker__header--time', ja: '時刻' },
] as const

/** The date pickers' screen-reader announcement (react-datepicker's "Selected date: …", in every date field). */
const PREFIXES = [
  { prefix: 'Selected date: ', ja: '選択した日時: ' },
  { prefix: 'Selected time: ', ja: '選択した時刻: ' },
  { prefix: 'Selected month: ', ja: '選択した月: ' },
  { prefix: 'Selected year: ', ja: '選択した年: ' },
] as const
const PREFIXES_WITHIN = '.react-datepicker__aria-live'

/** Screen-reader names and tooltips Payload and its libraries hard-code in English. */
const ATTRIBUTES = [
  // The schedule drawer's locale choice, as its tooltip (its text is in TEXTS).
  { selector: '.schedule-publish [title="All"]', attribute: 'title', ja: 'すべての言語' },
  // The 「編集中」 dialog is named by its modal's code name.
  { selector: 'dialog[aria-label="document-locked"]', attribute: 'aria-label', ja: '編集中の文書' },
  // The toast region (sonner's default name).
  { selector: 'section[aria-label="Notifications alt+T"]', attribute: 'aria-label', ja: '通知 alt+T' },
  // The list's select-all box and the rich-text toolbar's menus (Lexical's dropdowns).
  { selector: 'input[title="select-all"]', attribute: 'title', ja: 'すべて選択' },
  { selector: 'button[aria-label="text dropdown"]', attribute: 'aria-label', ja: '段落の種類' },
  { selector: 'button[aria-label="align dropdown"]', attribute: 'aria-label', ja: '文字の配置' },
  { selector: 'button[aria-label="add dropdown"]', attribute: 'aria-label', ja: '挿入' },
  { selector: 'div[aria-label="Insert Paragraph"]', attribute: 'aria-label', ja: '段落を挿入' },
  { selector: 'button[aria-label="Add block"]', attribute: 'aria-label', ja: 'ブロックを追加' },
  { selector: 'button[aria-label="Drag to move"]', attribute: 'aria-label', ja: 'ドラッグして移動' },
  { selector: 'button[aria-label="Edit link"]', attribute: 'aria-label', ja: 'リンクを編集' },
  { selector: 'button[aria-label="Remove link"]', attribute: 'aria-label', ja: 'リンクを外す' },
] as const

const SCHEDULE_DATE_INPUT = '.schedule-publish .react-datepicker__input-container input'
const keptFormat = new WeakSet<HTMLInputElement>()

/**
 * The drawer's date box (a controlled input: React writes its value again on every render, with no DOM event):
 * every value written to this one input goes through scheduleDateText, so it always reads yyyy/MM/dd HH:mm. What
 * the editor types in that form is parsed by the picker as a date (its fallback for a text it cannot read with its
 * own format), so typing and reading agree.
 */
function keepScheduleDateFormat(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>(SCHEDULE_DATE_INPUT)) {
    if (!keptFormat.has(input)) {
      keptFormat.add(input)
      // React's own value tracker is a property of the input itself; otherwise the browser's.
      const own = Object.getOwnPropertyDescriptor(input, 'value') ?? Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
      if (own?.get && own.set) {
        const { get, set } = own
        Object.defineProperty(input, 'value', {
          configurable: true,
          get() {
            return get.call(this)
          },
          set(value: unknown) {
            set.call(this, scheduleDateText(String(value ?? '')) ?? value)
          },
        })
      }
    }
    const fixed = scheduleDateText(input.value)
    if (fixed) input.value = fixed
  }
}

function fixTexts(root: ParentNode, japanese: boolean) {
  if (!japanese) return
  for (const place of TEXTS) {
    for (const container of root.querySelectorAll(place.within)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue === place.text) node.nodeValue = place.ja
      }
    }
  }
  for (const container of root.querySelectorAll(PREFIXES_WITHIN)) {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = PREFIXES.find(({ prefix }) => node!.nodeValue?.startsWith(prefix))
      if (match) node.nodeValue = match.ja + node.nodeValue!.slice(match.prefix.length)
    }
  }
}

function fixAttributes(root: ParentNode, japanese: boolean, t: (key: string, options?: Record<string, unknown>) => string) {
  if (japanese) {
    for (const { selector, attribute, ja } of ATTRIBUTES) for (const el of root.querySelectorAll(selector)) el.setAttribute(attribute, ja)
    // The menu button: 「開く メニュー」 is two words Payload joins; Japanese puts them the other way round.
    for (const el of root.querySelectorAll('button[aria-label="開く メニュー"]')) el.setAttribute('aria-label', 'メニューを開く')
    for (const el of root.querySelectorAll('button[aria-label="閉じる メニュー"]')) el.setAttribute('aria-label', 'メニューを閉じる')
  }
  // The header's second, invisible locale label (a spacer) is named "invisible" for screen readers: hidden from them.
  for (const el of root.querySelectorAll('[aria-label="invisible"]')) {
    el.removeAttribute('aria-label')
    el.setAttribute('aria-hidden', 'true')
  }
  // A checkbox's tooltip is its field's code name ("privacyAccepted"); the label beside it says it already.
  for (const el of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][title][name]')) {
    if (el.title === el.name) el.removeAttribute('title')
  }
  // The dashboard cards' "create" buttons: Payload passes the label object itself ("Create new [object Object]").
  for (const el of root.querySelectorAll('.card a[aria-label*="[object Object]"]')) {
    const title = el.closest('.card')?.querySelector('.card__title')?.textContent?.trim() ?? ''
    const text = t('general:createNewLabel', { label: title })
    el.setAttribute('aria-label', text)
    el.setAttribute('title', text)
  }
}

export function FixedEnglishLabels({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation()
  const japanese = i18n.language === 'ja'
  useEffect(() => {
    const fix = () => {
      fixTexts(document.body, japanese)
      keepScheduleDateFormat(document.body)
      fixAttributes(document.body, japanese, t as (key: string, options?: Record<string, unknown>) => string)
    }
    fix()
    // A change of our own fires the observer once more and finds nothing left to change.
    const observer = new MutationObserver(fix)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'title'] })
    return () => observer.disconnect()
  }, [japanese, t])
  return children
}
