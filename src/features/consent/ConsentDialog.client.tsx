'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, CONTACT_STEPS_PATTERN } from '@/lib/consent/constants'

import styles from './ConsentDialog.module.css'

export type ConsentDialogText = {
  title: string
  body: string
  policy: string
  accept: string
  decline: string
  /** With `{choice}`. */
  current: string
  granted: string
  denied: string
  none: string
  saved: string
}

type Choice = 'granted' | 'denied'
type ConsentWindow = Window & { __consentNeeded?: number; __gtmStarted?: number }

const contactSteps = new RegExp(CONTACT_STEPS_PATTERN.slice(1, -1))

function storedChoice(): Choice | undefined {
  const m = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=(granted|denied)`))
  return (m?.[1] as Choice | undefined) ?? undefined
}

/**
 * The consent dialog (issue 42): opens by itself where the consent default is denied and no choice is
 * stored (the tag manager snippet says so with `site-consent-needed`), and from any element with
 * `data-consent-settings` (the footer's "外部送信の設定 / Cookie settings", the policy page's button).
 * The choice goes into a first-party cookie for a year and to the snippet (`site-consent`), which sends
 * the consent update and loads the tag manager only after "accept". A native modal <dialog>: focus moves
 * into it and back, Escape closes it without a choice (it asks again on the next page).
 */
export function ConsentDialog({ text, policyHref, tagsOnContact }: { text: ConsentDialogText; policyHref: string; tagsOnContact: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [choice, setChoice] = useState<Choice | undefined>(undefined)
  const [saved, setSaved] = useState(false)
  const pathname = usePathname()

  const open = useCallback((from: HTMLElement | null) => {
    const el = dialog.current
    if (!el || el.open) return
    opener.current = from
    setChoice(storedChoice())
    setSaved(false)
    el.showModal()
  }, [])

  useEffect(() => {
    const w = window as ConsentWindow
    const needed = () => {
      if (!storedChoice()) open(null)
    }
    if (w.__consentNeeded) needed()
    w.addEventListener('site-consent-needed', needed)
    // Capture phase: before the site's link listener turns the footer link into a navigation.
    const click = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.('[data-consent-settings]')
      if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      open(target as HTMLElement)
    }
    document.addEventListener('click', click, true)
    return () => {
      w.removeEventListener('site-consent-needed', needed)
      document.removeEventListener('click', click, true)
    }
  }, [open])

  // A client navigation into the contact steps after the tag manager started: a fresh document without it.
  useEffect(() => {
    if (!tagsOnContact && (window as ConsentWindow).__gtmStarted && contactSteps.test(pathname)) window.location.reload()
  }, [pathname, tagsOnContact])

  const decide = (value: Choice) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
    window.dispatchEvent(new CustomEvent('site-consent', { detail: value }))
    setChoice(value)
    setSaved(true)
    dialog.current?.close()
    // Tags already running on this page would keep sending (cookieless pings): a fresh document has none.
    if (value === 'denied' && (window as ConsentWindow).__gtmStarted) window.location.reload()
  }

  const onClose = () => {
    opener.current?.focus()
    opener.current = null
  }

  const current = text.current.replace('{choice}', choice === 'granted' ? text.granted : choice === 'denied' ? text.denied : text.none)
  return (
    <>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="consent-title" aria-describedby="consent-body" onClose={onClose} data-testid="consent-dialog">
        <h2 id="consent-title" className={styles.title}>
          {text.title}
        </h2>
        <p id="consent-body" className={styles.body}>
          {text.body}
        </p>
        <p className={styles.current}>{current}</p>
        <p className={styles.policy}>
          <a href={policyHref}>{text.policy}</a>
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => decide('granted')}>
            {text.accept}
          </button>
          <button type="button" className="button button--ghost" onClick={() => decide('denied')}>
            {text.decline}
          </button>
        </div>
      </dialog>
      <p className="visually-hidden" role="status">
        {saved ? text.saved : ''}
      </p>
    </>
  )
}
