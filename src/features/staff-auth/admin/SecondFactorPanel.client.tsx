'use client'

import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react'

const TEXT = {
  ja: {
    heading: '2段階認証',
    on: (date: string, left: number) => `有効です(${date} に設定)。未使用のリカバリーコード: ${left} 個`,
    off: '無効です。ログインにはパスワードのほか、スマートフォンの認証アプリの確認コードが必要になります。',
    required: '管理者は2段階認証の設定が必須です。設定が終わるまで他の画面は使えません。',
    start: '2段階認証を設定する',
    scan: '認証アプリ(Google Authenticator、Microsoft Authenticator など)でこの QR コードを読み取ってください。読み取れない場合は次のキーを入力してください:',
    qrAlt: '2段階認証を設定するための QR コード',
    code: '認証アプリに表示された6桁のコード',
    confirm: '確認して有効にする',
    wrong: 'コードが正しくありません。最新のコードを入力してください。',
    codesTitle: 'リカバリーコード',
    codesHelp: 'スマートフォンをなくしたときに、確認コードの代わりに使えます。各コードは1回だけ使えます。この画面を閉じると二度と表示されないので、安全な場所に控えてください。',
    done: '控えました',
    disable: '2段階認証を無効にする',
    disableCode: '無効にするには現在のコードを入力してください',
    failed: '処理できませんでした。もう一度お試しください。',
  },
  en: {
    heading: 'Two-step verification',
    on: (date: string, left: number) => `On (set up ${date}). Unused recovery codes: ${left}`,
    off: 'Off. When on, signing in needs the code from an authenticator app on your phone as well as your password.',
    required: 'Administrators must set up two-step verification. The other screens are locked until you do.',
    start: 'Set up two-step verification',
    scan: 'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator or similar). If you cannot scan it, enter this key:',
    qrAlt: 'QR code for setting up two-step verification',
    code: '6-digit code shown by the app',
    confirm: 'Verify and turn on',
    wrong: 'That code is not right. Enter the current code.',
    codesTitle: 'Recovery codes',
    codesHelp: 'Use one instead of a code if you lose your phone. Each works once. They are shown only now: keep them somewhere safe.',
    done: 'I have kept them',
    disable: 'Turn off two-step verification',
    disableCode: 'Enter a current code to turn it off',
    failed: 'That did not work. Please try again.',
  },
} as const

type Status = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean }
type Setup = { secret: string; uri: string; qr: string }

/** On the account page (own account only): turns the second factor on with a QR code, shows recovery codes once. */
export function SecondFactorPanel() {
  const { i18n } = useTranslation()
  const t = TEXT[i18n.language === 'en' ? 'en' : 'ja']
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const base = `${config.routes.api}/users/totp`
  const [status, setStatus] = useState<Status | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState('')
  const [code, setCode] = useState('')
  const own = user && id !== undefined && String(user.id) === String(id)

  const load = useCallback(
    () =>
      fetch(`${base}/status`, { credentials: 'include' })
        .then((res) => (res.ok ? (res.json() as Promise<Status>) : null))
        .then((next) => {
          if (next) setStatus(next)
        })
        .catch(() => undefined),
    [base],
  )
  useEffect(() => {
    if (!own) return
    void fetch(`${base}/status`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<Status>) : null))
      .then((next) => {
        if (next) setStatus(next)
      })
      .catch(() => undefined)
  }, [own, base])
  if (!own || !status) return null

  const post = (path: string, body?: unknown) =>
    fetch(`${base}/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) })

  async function start() {
    setError('')
    const res = await post('setup')
    if (res.ok) setSetup((await res.json()) as Setup)
    else setError(t.failed)
  }
  // No <form> of its own: the panel sits inside the account page's form, which must not be submitted by it.
  async function confirm() {
    setError('')
    const res = await post('confirm', { code })
    if (!res.ok) return setError(res.status === 400 ? t.wrong : t.failed)
    setCodes(((await res.json()) as { recoveryCodes: string[] }).recoveryCodes)
    setSetup(null)
    setCode('')
  }
  async function disable() {
    setError('')
    const res = await post('disable', { code })
    if (!res.ok) return setError(res.status === 400 ? t.wrong : t.failed)
    setCode('')
    await load()
  }
  /** Enter in a code field runs its button instead of saving the account page. */
  const onEnter = (action: () => Promise<void>) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void action()
  }

  const date = status.enabledAt ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ja-JP', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' }).format(new Date(status.enabledAt)) : ''
  return (
    <section aria-labelledby="second-factor-heading" data-testid="second-factor-panel" style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem 1.25rem', margin: '1.5rem 0' }}>
      <h2 id="second-factor-heading" style={{ fontSize: '1.2rem', margin: '0 0 0.75rem' }}>{t.heading}</h2>
      {status.required && !status.enabled && !codes && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>{t.required}</p>
      )}
      <p data-testid="second-factor-status">{status.enabled ? t.on(date, status.recoveryCodesLeft) : t.off}</p>
      {codes && (
        <div data-testid="recovery-codes">
          <h3 style={{ fontSize: '1rem' }}>{t.codesTitle}</h3>
          <p>{t.codesHelp}</p>
          <ul style={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, listStyle: 'none', padding: 0 }}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => { setCodes(null); void load() }}>
            {t.done}
          </button>
        </div>
      )}
      {!status.enabled && !setup && !codes && (
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void start()}>
          {t.start}
        </button>
      )}
      {setup && (
        <div role="group" aria-labelledby="second-factor-heading" data-testid="second-factor-setup">
          <p>{t.scan}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server; nothing to optimise */}
          <img src={setup.qr} alt={t.qrAlt} width={200} height={200} data-testid="second-factor-qr" style={{ background: '#fff' }} />
          <p>
            <code data-testid="second-factor-secret" style={{ fontSize: '1.05rem', wordBreak: 'break-all' }}>{setup.secret}</code>
          </p>
          <label htmlFor="second-factor-code" style={{ display: 'block', marginBottom: '0.35rem' }}>{t.code}</label>
          <input id="second-factor-code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} onKeyDown={onEnter(confirm)} style={{ marginRight: '0.75rem' }} />
          <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => void confirm()}>{t.confirm}</button>
        </div>
      )}
      {status.enabled && !status.required && !codes && (
        <div role="group" aria-labelledby="second-factor-heading">
          <label htmlFor="second-factor-disable-code" style={{ display: 'block', marginBottom: '0.35rem' }}>{t.disableCode}</label>
          <input id="second-factor-disable-code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} onKeyDown={onEnter(disable)} style={{ marginRight: '0.75rem' }} />
          <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => void disable()}>{t.disable}</button>
        </div>
      )}
      {error && <p role="alert" style={{ color: 'var(--theme-error-500)' }}>{error}</p>}
    </section>
  )
}
