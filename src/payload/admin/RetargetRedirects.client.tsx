'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

const TEXT = {
  ja: { label: 'リダイレクトの転送先', choose: '選んでください', submit: '転送先を変える', done: '転送先を変えました。', failed: '変更できませんでした' },
  en: { label: 'Point the redirects at', choose: 'Choose…', submit: 'Retarget redirects', done: 'The redirects point at the new target.', failed: 'Could not retarget' },
} as const

/** Points every redirect to this document at another article or campaign (POST /api/incoming-links/retarget). */
export function RetargetRedirects({ from, choices }: { from: { relationTo: string; value: string | number }; choices: { value: string; label: string }[] }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const text = i18n.language === 'en' ? TEXT.en : TEXT.ja
  const id = useId()
  const [choice, setChoice] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const [relationTo, value] = choice.split(':')
    if (!relationTo || !value) return
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/incoming-links/retarget`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
        body: JSON.stringify({ from, to: { relationTo, value: Number(value) } }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      setMessage(res.ok ? text.done : `${text.failed}: ${body.message ?? res.status}`)
      // The sidebar's list is drawn on the server: read it again.
      if (res.ok) window.location.reload()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div data-testid="retarget-redirects" style={{ display: 'grid', gap: '0.5rem', marginBottom: '0.75rem' }}>
      <label htmlFor={id}>{text.label}</label>
      <select id={id} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">{text.choose}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={!choice || busy} onClick={submit}>
        {text.submit}
      </button>
      <p role="status" style={{ margin: 0 }}>{message}</p>
    </div>
  )
}
