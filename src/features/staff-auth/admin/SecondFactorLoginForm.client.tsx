'use client'

import { type FormEvent, useRef, useState } from 'react'

const TEXT = {
  ja: {
    title: 'ログイン',
    email: 'メールアドレス',
    password: 'パスワード',
    code: '認証アプリの確認コード(6桁)',
    codeHint: '認証アプリ(Google Authenticator など)に表示されている6桁の数字を入力してください。',
    recovery: 'リカバリーコード',
    recoveryHint: '2段階認証の設定時に控えたリカバリーコード(XXXXX-XXXXX)を入力してください。各コードは1回だけ使えます。',
    useRecovery: '認証アプリが使えない場合はリカバリーコードを使う',
    useCode: '認証アプリの確認コードを使う',
    submit: 'ログイン',
    verify: '確認してログイン',
    forgot: 'パスワードをお忘れですか?',
    wrong: 'メールアドレスまたはパスワードが正しくありません。',
    wrongCode: 'コードが正しくありません。最新のコードを入力してください。',
    tooMany: (minutes: number) => `試行回数が多すぎます。${minutes}分ほどしてからもう一度お試しください。`,
    failed: 'ログインできませんでした。しばらくしてからもう一度お試しください。',
  },
  en: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    code: 'Code from your authenticator app (6 digits)',
    codeHint: 'Enter the 6-digit number your authenticator app (Google Authenticator or similar) shows now.',
    recovery: 'Recovery code',
    recoveryHint: 'Enter one of the recovery codes (XXXXX-XXXXX) you kept when you set up two-step verification. Each works once.',
    useRecovery: 'Cannot use your app? Use a recovery code',
    useCode: 'Use the code from your authenticator app',
    submit: 'Sign in',
    verify: 'Verify and sign in',
    forgot: 'Forgot password?',
    wrong: 'The email or password is not correct.',
    wrongCode: 'That code is not right. Enter the current code.',
    tooMany: (minutes: number) => `Too many attempts. Try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    failed: 'Could not sign in. Please try again in a moment.',
  },
} as const

type Props = { language: 'ja' | 'en'; loginUrl: string; redirectTo: string; forgotUrl: string }
type ErrorBody = { errors?: { message?: string; data?: { secondFactor?: string } }[] }

export function SecondFactorLoginForm({ language, loginUrl, redirectTo, forgotUrl }: Props) {
  const t = TEXT[language]
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [useRecovery, setUseRecovery] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body: Record<string, string> = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }
    if (step === 'code') {
      const value = String(form.get('secondFactor') ?? '').trim()
      if (useRecovery) body.recoveryCode = value
      else body.totp = value
    }
    setBusy(true)
    setError('')
    try {
      const res = await fetch(loginUrl, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      if (res.ok) {
        window.location.assign(redirectTo)
        return
      }
      if (res.status === 429) {
        setError(t.tooMany(Math.max(1, Math.ceil(Number(res.headers.get('Retry-After') ?? '60') / 60))))
        return
      }
      const answer = (await res.json().catch(() => ({}))) as ErrorBody
      if (res.status === 401 && answer.errors?.[0]?.data?.secondFactor === 'required') {
        if (step === 'code') setError(t.wrongCode)
        setStep('code')
        requestAnimationFrame(() => codeRef.current?.focus())
        return
      }
      setError(res.status === 401 ? t.wrong : t.failed)
    } catch {
      setError(t.failed)
    } finally {
      setBusy(false)
    }
  }

  const fieldStyle = { display: 'grid', gap: '0.35rem', marginBottom: '1.25rem' } as const
  return (
    <form className="login__form" onSubmit={submit} method="post" action={loginUrl} data-testid="second-factor-login" noValidate={false}>
      <h1 style={{ fontSize: '1.6rem', margin: '0 0 1.5rem' }}>{t.title}</h1>
      <div className="login__form__inputWrap">
        <div className="field-type email" style={fieldStyle}>
          <label className="field-label" htmlFor="field-email">{t.email}</label>
          <input id="field-email" name="email" type="email" autoComplete="email" required readOnly={step === 'code'} />
        </div>
        <div className="field-type password" style={fieldStyle}>
          <label className="field-label" htmlFor="field-password">{t.password}</label>
          <input id="field-password" name="password" type="password" autoComplete="current-password" required readOnly={step === 'code'} />
        </div>
        {step === 'code' && (
          <div className="field-type text" style={fieldStyle}>
            <label className="field-label" htmlFor="field-second-factor">{useRecovery ? t.recovery : t.code}</label>
            <input
              ref={codeRef}
              id="field-second-factor"
              name="secondFactor"
              key={useRecovery ? 'recovery' : 'totp'}
              type="text"
              inputMode={useRecovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              pattern={useRecovery ? undefined : '[0-9 ]{6,7}'}
              maxLength={useRecovery ? 16 : 7}
              required
              aria-describedby="second-factor-hint"
            />
            <p id="second-factor-hint" className="field-description" style={{ margin: 0 }}>{useRecovery ? t.recoveryHint : t.codeHint}</p>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ justifySelf: 'start', margin: 0 }} onClick={() => setUseRecovery((v) => !v)}>
              {useRecovery ? t.useCode : t.useRecovery}
            </button>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 1rem' }} data-testid="login-error">
          {error}
        </p>
      )}
      <p style={{ margin: '0 0 1.25rem' }}>
        <a href={forgotUrl}>{t.forgot}</a>
      </p>
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy} style={{ width: '100%', margin: 0 }}>
        {step === 'code' ? t.verify : t.submit}
      </button>
    </form>
  )
}
