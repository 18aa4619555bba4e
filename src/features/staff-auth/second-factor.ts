/**
 * The second factor of staff sign-in (issue 41 §3): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator
 * app reads it) through the otpauth library, and one-time recovery codes.
 *
 * - The TOTP secret is stored encrypted (AES-256-GCM, key derived from PAYLOAD_SECRET), so a copy of the database
 *   alone does not give the codes away.
 * - A code is accepted one step either side of now (clock drift), and never twice: the step of the last accepted
 *   code is kept and a code from that step or before is refused (RFC 6238 §5.2).
 * - Recovery codes are 10 random base-32 characters (50 bits): stored as keyed SHA-256 hashes (HMAC, PAYLOAD_SECRET),
 *   which suits random codes that cannot be guessed from a dictionary; each one works once.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
export const RECOVERY_CODE_COUNT = 10
const ISSUER = 'Kaimono AI'
const CROCKFORD = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secretBase32: string, account = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) })
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, account: string): string {
  return totp(secretBase32, account).toString()
}

/** The current code (for tests and the enrolment check). */
export function totpCode(secretBase32: string, timestamp = Date.now()): string {
  return totp(secretBase32).generate({ timestamp })
}

/**
 * The time step of `code` if it is right now (±1 step) and later than `lastStep`; otherwise null.
 */
export function acceptTotp(secretBase32: string, code: string, lastStep: number | null | undefined, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secretBase32).validate({ token, timestamp, window: 1 })
  if (delta === null) return null
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta
  if (typeof lastStep === 'number' && step <= lastStep) return null
  return step
}

function key(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kaimono-staff-auth', purpose, 32))
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(plain: string, appSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(appSecret, 'totp-secret'), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.')
}

export function openSecret(sealed: string, appSecret: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(appSecret, 'totp-secret'), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** Ten fresh codes, shown once as `XXXXX-XXXXX`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10)
    const chars = Array.from(bytes, (b) => CROCKFORD[b % CROCKFORD.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

export function hashRecoveryCode(code: string, appSecret: string): string {
  return createHmac('sha256', key(appSecret, 'recovery-code')).update(normalizeRecoveryCode(code)).digest('base64url')
}

/** The stored hashes without the one `code` matches, or null when it matches none. */
export function spendRecoveryCode(hashes: readonly string[], code: string, appSecret: string): string[] | null {
  if (normalizeRecoveryCode(code).length !== 10) return null
  const wanted = Buffer.from(hashRecoveryCode(code, appSecret))
  const index = hashes.findIndex((hash) => {
    const candidate = Buffer.from(hash)
    return candidate.length === wanted.length && timingSafeEqual(candidate, wanted)
  })
  return index === -1 ? null : hashes.filter((_, i) => i !== index)
}
