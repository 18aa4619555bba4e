'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { type CSSProperties, useId, useState } from 'react'

export type RetargetText = { label: string; hint?: string; choose: string; submit: string; done: string; failed: string }
export type RetargetChoice = { value: string; label: string }

/**
 * The sidebar's "point these links elsewhere" form, shared by the redirect and the text-link retarget: a choice of
 * target, one POST to `endpoint` (under the admin's API route) with `{ from, to }`, the answer in a status line, and a
 * reload on success, since the sidebar's list of links is drawn on the server.
 */
export function RetargetForm({
  endpoint,
  text,
  testId,
  from,
  choices,
  target,
  style,
}: {
  endpoint: string
  text: { ja: RetargetText; en: RetargetText }
  testId: string
  from: { relationTo: string; value: string | number }
  choices: RetargetChoice[]
  /** The request's `to` for a chosen option's value, or null when the value names no target. */
  target: (choice: string) => Record<string, unknown> | null
  style?: CSSProperties
}) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const words = i18n.language === 'en' ? text.en : text.ja
  const id = useId()
  const [choice, setChoice] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const to = target(choice)
    if (!to) return
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}${endpoint}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify({ from, to }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      setMessage(res.ok ? words.done : `${words.failed}: ${body.message ?? res.status}`)
      if (res.ok) window.location.reload()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div data-testid={testId} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.5rem', ...style }}>
      <label htmlFor={id}>{words.label}</label>
      {words.hint ? <p style={{ margin: 0, fontSize: '0.8125rem', opacity: 0.8 }}>{words.hint}</p> : null}
      <select id={id} value={choice} onChange={(event) => setChoice(event.target.value)} style={{ width: '100%', maxWidth: '100%' }}>
        <option value="">{words.choose}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={!choice || busy} onClick={submit}>
        {words.submit}
      </button>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
    </div>
  )
}
