import type { ServerProps } from 'payload'

import { roleOf } from '../access'
import { formatTokyoTime } from './enquiry-export'
import { mailHealth } from './mail-health'

const box = (tone: 'warn' | 'ok') =>
  ({
    border: `2px solid ${tone === 'warn' ? 'var(--theme-error-500)' : 'var(--theme-success-500)'}`,
    background: tone === 'warn' ? 'var(--theme-error-50)' : 'var(--theme-success-50)',
    borderRadius: '4px',
    padding: '1rem 1.25rem',
    marginBottom: '1.5rem',
  }) as const

/**
 * On the admin dashboard, for staff who handle enquiries: says plainly when contact mail cannot leave
 * (no SMTP server configured, or sends failing) and how many mails are waiting, so nothing waits silently.
 */
export async function MailHealthNotice({ payload, user, i18n }: ServerProps) {
  const role = roleOf(user)
  if (role !== 'admin' && role !== 'support') return null
  const health = await mailHealth(payload)
  const ja = i18n?.language === 'ja'
  const outbox = '/admin/collections/contact-mails?where[status][equals]=pending'
  if (health.smtpConfigured && health.failing === 0 && health.waiting === 0) return null
  const problem = !health.smtpConfigured || health.failing > 0
  const since = health.oldestWaitingAt ? formatTokyoTime(health.oldestWaitingAt) : ''
  return (
    <section role={problem ? 'alert' : 'status'} style={box(problem ? 'warn' : 'ok')} data-testid="mail-health">
      <h2 style={{ margin: '0 0 0.5rem', fontSize: '1.1rem' }}>
        {problem
          ? ja
            ? 'お問い合わせのメールが送信できていません'
            : 'Contact mail is not being sent'
          : ja
            ? 'お問い合わせのメールを送信中です'
            : 'Contact mail is on its way'}
      </h2>
      <p style={{ margin: 0 }}>
        {!health.smtpConfigured &&
          (ja
            ? 'メールサーバー(SMTP_URL)が設定されていません。設定されるまでメールは送信待ちのまま保存されます。'
            : 'No mail server (SMTP_URL) is configured. Mails are kept waiting until one is.')}{' '}
        {ja ? (
          <>
            送信待ち <strong data-testid="mail-waiting">{health.waiting}</strong> 件、うち送信に失敗したもの{' '}
            <strong data-testid="mail-failing">{health.failing}</strong> 件
            {since && `(最も古いもの: ${since} 日本時間)`}。
          </>
        ) : (
          <>
            <strong data-testid="mail-waiting">{health.waiting}</strong> waiting, of which{' '}
            <strong data-testid="mail-failing">{health.failing}</strong> failed to send
            {since && ` (oldest: ${since} Japan time)`}.
          </>
        )}
      </p>
      {/* Without SMTP_URL the sentence above says it all; any other failure keeps the mail server's own words
          (English, as the server sent them) folded away for whoever fixes it. */}
      {health.lastError && health.smtpConfigured && (
        <details style={{ margin: '0.5rem 0 0' }}>
          <summary>{ja ? '技術的な詳細(メールサーバーからの最後のエラー)' : 'Technical details (the last error from the mail server)'}</summary>
          <code lang="en">{health.lastError}</code>
        </details>
      )}
      <p style={{ margin: '0.5rem 0 0' }}>
        {/* A plain link: the outbox list may load whole (eslint-config-next 16.5 asks for next/link here). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href={outbox}>{ja ? '送信メールの一覧を開く' : 'Open the mail outbox'}</a>
      </p>
    </section>
  )
}
