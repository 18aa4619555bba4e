/** Test doubles that are real: an SMTP server on loopback (smtp-server) and contact requests. */
import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'

import { issueFormToken } from '../../src/features/contact/server/form-token'
import { SOCKET_ADDRESS_HEADER as PEER_ADDRESS_HEADER } from '../../src/lib/http/client-address'

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string; html: string }

/** A real SMTP server that can be stopped and started again on the same port. */
export class LoopbackSmtp {
  readonly received: ReceivedMail[] = []
  private server?: SMTPServer
  port = 0

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMime(raw),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`)
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
    } catch {
      return bytes
    }
  }
  return body
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim()
  }
  return headers
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
  )
}

/** Enough MIME to read nodemailer's text + html messages. */
export function parseMime(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = splitHeaders(head)
  for (const key of Object.keys(headers)) headers[key] = decodeWords(headers[key])
  const body = rest.join('\r\n\r\n')
  let text = ''
  let html = ''
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`]
  for (const part of parts) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    const h = splitHeaders(partHead)
    const decoded = decodeBody(partBody.join('\r\n\r\n'), h['content-transfer-encoding'])
    if ((h['content-type'] ?? '').startsWith('text/html')) html = decoded
    else if ((h['content-type'] ?? '').startsWith('text/plain')) text = decoded
  }
  return { headers, text, html }
}

export const SITE = 'http://localhost:3000'

/**
 * The app for a contact test, on a database of the test's own: `env` (DATABASE_URL, SMTP_URL, …) set
 * before the app first reads it, Payload started under the default key (as Next's routes start it) with
 * the dialect's migrations applied, the contact handler, and the rate limiters emptied.
 */
export async function startContactApp(dialect: 'sqlite' | 'postgres', env: Record<string, string>) {
  Object.assign(process.env, env)
  const { resetEnvForTests } = await import('../../src/lib/env')
  resetEnvForTests()
  const { getPayload } = await import('payload')
  const config = (await import('../../src/payload/payload.config')).default
  const payload: Payload = await getPayload({ config })
  const { migrations } =
    dialect === 'sqlite' ? await import('../../src/payload/migrations/sqlite') : await import('../../src/payload/migrations/postgres')
  // The generated migration list types its args precisely; the adapter accepts them as they are.
  await payload.db.migrate({ migrations: migrations as never })
  const { handleContactPost } = await import('../../src/features/contact/server/handle-post')
  const limits = await import('../../src/features/contact/server/rate-limit')
  await limits.resetContactLimitersForTests()
  return { payload, handle: handleContactPost, limits }
}

/** After a contact test on SQLite: the SMTP server stopped, Payload destroyed, the database file and its journals gone. */
export async function stopSqliteContactApp(smtp: LoopbackSmtp, payload: Payload | undefined, dbFile: string): Promise<void> {
  await smtp.stop()
  await payload?.destroy()
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true })
}

export function validValues(overrides: Record<string, unknown> = {}) {
  return {
    subject: 'skipCart',
    lastName: 'Smith',
    firstName: 'Jane',
    company: 'Acme Retail',
    jobTitle: 'Buyer',
    email: 'jane@acme.example',
    phone: '+44 20 7946 0000',
    message: 'Please tell us about Skip Cart.\nWe run 12 stores.',
    privacy: true,
    ...overrides,
  }
}

export function randomAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
}

let counter = 0
export function newKey(): string {
  counter++
  return `it${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`.padEnd(20, '0')
}

/** A contact POST as the browser sends it (same origin, a token from five seconds ago), from socket address `ip`. */
export function contactRequest(
  body: Record<string, unknown> = {},
  init: { headers?: Record<string, string>; raw?: string; ip?: string } = {},
): Request {
  const payload = {
    locale: 'en',
    values: validValues(),
    token: issueFormToken(Date.now() - 5000),
    idempotencyKey: newKey(),
    website: '',
    ...body,
  }
  return new Request(`${SITE}/api/contact/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: 'localhost:3000',
      // What the server stamps from the socket (src/lib/http/client-address.ts) on every request.
      [PEER_ADDRESS_HEADER]: init.ip ?? randomAddress(),
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(payload),
  })
}
