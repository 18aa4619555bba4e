import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

import { env } from '../../../lib/env'

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
export function smtpOptions(url: string): SMTPTransport.Options {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // Fail fast so a server that is down costs a retry, not a hung job.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

let cached: { url: string; transporter: Transporter } | undefined

/** The SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(): Transporter {
  const url = env().SMTP_URL
  if (!url) throw new Error('SMTP_URL is not set: the mail stays in the outbox until it is configured')
  if (cached?.url !== url) {
    cached = {
      url,
      transporter: nodemailer.createTransport(smtpOptions(url)),
    }
  }
  return cached.transporter
}

/** For tests that point SMTP_URL somewhere else. */
export function resetSmtpTransportForTests(): void {
  cached?.transporter.close()
  cached = undefined
}
