import { readFileSync } from 'node:fs'

import { Secret, TOTP } from 'otpauth'
import { beforeEach, describe, expect, it } from 'vitest'

import { beginSignIn, failureDelayMs, LOGIN_LIMITS, resetSignInLimitersForTests, signInKeys, signInSucceeded, takeResetSlot } from './login-throttle'
import { acceptTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, otpauthUri, sealSecret, spendRecoveryCode, totpCode } from './second-factor'
import { adminRouteOpenBeforeEnrolment } from './enrolment-status'
import { accountFromBody, PAYLOAD_PASSWORD_CHECK, signInRoute } from './sign-in-guard'

process.env.PAYLOAD_SECRET ??= 'unit-test-secret-0123456789abcdef'
const APP_SECRET = 'unit-test-secret-0123456789abcdef'

const headers = (address: string) => new Headers({ 'x-kaimono-socket-address': address })

describe('TOTP (RFC 6238) and recovery codes', () => {
  it('accepts the code an authenticator app shows, once, one step either side', () => {
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 11, 1, 12, 0, 10)
    const app = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
    const step = acceptTotp(secret, app.generate({ timestamp: now }), null, now)
    expect(step).toBe(Math.floor(now / 30_000))
    // The same code again is a replay.
    expect(acceptTotp(secret, app.generate({ timestamp: now }), step, now)).toBeNull()
    // The next step's code is accepted after it; one from 90 s ago never.
    expect(acceptTotp(secret, totpCode(secret, now + 30_000), step, now)).toBe(step! + 1)
    expect(acceptTotp(secret, totpCode(secret, now - 90_000), null, now)).toBeNull()
    expect(acceptTotp(secret, 'abcdef', null, now)).toBeNull()
  })

  it('gives an otpauth URI for the QR code', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'a@example.test')).toMatch(/^otpauth:\/\/totp\/Kaimono%20AI:a%40example\.test\?.*secret=JBSWY3DPEHPK3PXP/)
  })

  it('stores the secret sealed, and refuses a tampered one', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', APP_SECRET)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, APP_SECRET)).toBe('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, 'another-secret-0123456789abcdef')).toBeNull()
    // One bit of the ciphertext flipped: writing its last two base64 letters as "AA" left 1 seal in 256 unchanged.
    const [version, iv, tag, data] = sealed.split('.')
    const bytes = Buffer.from(data, 'base64url')
    bytes[0] ^= 1
    expect(openSecret([version, iv, tag, bytes.toString('base64url')].join('.'), APP_SECRET)).toBeNull()
  })

  it('spends a recovery code once, stored only as hashes', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const hashes = codes.map((code) => hashRecoveryCode(code, APP_SECRET))
    for (const hash of hashes) expect(codes.some((code) => hash.includes(code.replace('-', '')))).toBe(false)
    const left = spendRecoveryCode(hashes, codes[3].toLowerCase(), APP_SECRET)
    expect(left).toHaveLength(9)
    expect(spendRecoveryCode(left!, codes[3], APP_SECRET)).toBeNull()
    expect(spendRecoveryCode(hashes, 'AAAAA-AAAAA', APP_SECRET)).toBeNull()
  })
})

describe('sign-in throttling (memory store)', () => {
  beforeEach(() => resetSignInLimitersForTests(`unit-${Math.random()}`))

  it('refuses a client past its failures, whatever the accounts, and only that client', async () => {
    const decisions = []
    for (let i = 0; i < LOGIN_LIMITS.client.points + 2; i++) decisions.push(await beginSignIn(undefined, signInKeys(headers('203.0.113.5'), `user-${i}@example.test`)))
    expect(decisions.slice(0, LOGIN_LIMITS.client.points).every((d) => d.allowed)).toBe(true)
    expect(decisions.slice(LOGIN_LIMITS.client.points).every((d) => !d.allowed && d.retryAfterSeconds > 0)).toBe(true)
    expect((await beginSignIn(undefined, signInKeys(headers('203.0.113.6'), 'user-0@example.test'))).allowed).toBe(true)
  })

  it('refuses one client guessing one account, never the account for everyone', async () => {
    const attacker = signInKeys(headers('198.51.100.7'), 'admin@example.test')
    for (let i = 0; i < LOGIN_LIMITS.accountClient.points; i++) expect((await beginSignIn(undefined, attacker)).allowed).toBe(true)
    expect((await beginSignIn(undefined, attacker)).allowed).toBe(false)
    const owner = signInKeys(headers('192.0.2.44'), 'admin@example.test')
    expect((await beginSignIn(undefined, owner)).allowed).toBe(true)
  })

  it('forgives a successful sign-in', async () => {
    const keys = signInKeys(headers('192.0.2.50'), 'editor@example.test')
    for (let i = 0; i < LOGIN_LIMITS.accountClient.points - 1; i++) await beginSignIn(undefined, keys)
    await beginSignIn(undefined, keys)
    await signInSucceeded(undefined, keys)
    expect((await beginSignIn(undefined, keys)).allowed).toBe(true)
  })

  it('slows a client that keeps failing, up to a bound', () => {
    expect(failureDelayMs(LOGIN_LIMITS.client.slowAfter)).toBe(0)
    expect(failureDelayMs(LOGIN_LIMITS.client.slowAfter + 2)).toBe(2 * LOGIN_LIMITS.stepDelayMs)
    expect(failureDelayMs(1000)).toBe(LOGIN_LIMITS.maxDelayMs)
  })

  it('limits reset requests per client (refused) and per account (no mail, same answer)', async () => {
    const kinds = []
    for (let i = 0; i < LOGIN_LIMITS.resetAccount.points + 1; i++) kinds.push((await takeResetSlot(undefined, signInKeys(headers(`192.0.2.${60 + i}`), 'x@example.test'))).kind)
    expect(kinds).toEqual(['send', 'send', 'send', 'silent'])
    const fromOne = []
    for (let i = 0; i < LOGIN_LIMITS.resetClient.points + 1; i++) fromOne.push((await takeResetSlot(undefined, signInKeys(headers('192.0.2.99'), `u${i}@example.test`))).kind)
    expect(fromOne.at(-1)).toBe('refuse')
  })
})

describe('the sign-in routes', () => {
  it('reads the account from JSON and from the admin form encoding', async () => {
    const json = new Request('http://x/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ' Admin@Example.test ' }) })
    expect(await accountFromBody(json)).toBe('admin@example.test')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'B@example.test' }))
    expect(await accountFromBody(new Request('http://x/', { method: 'POST', body: form }))).toBe('b@example.test')
    expect(signInRoute('POST', ['users', 'login'])).toBe('login')
    expect(signInRoute('POST', ['users', 'forgot-password'])).toBe('forgot-password')
    expect(signInRoute('GET', ['users', 'login'])).toBeNull()
  })
})

describe('before enrolment (a required role without a second factor yet)', () => {
  it('opens only what enrolment needs', async () => {
    const { allowedBeforeEnrolment } = await import('./enrolment-gate')
    const open: [string, string[]][] = [
      ['GET', ['users', 'me']],
      ['POST', ['users', 'logout']],
      ['POST', ['users', 'refresh-token']],
      ['GET', ['users', 'totp', 'status']],
      ['POST', ['users', 'totp', 'setup']],
      ['POST', ['users', 'totp', 'confirm']],
      ['GET', ['users', '7']],
      ['PATCH', ['users', '7']],
      ['GET', ['payload-preferences', 'nav']],
    ]
    for (const [method, segments] of open) expect(allowedBeforeEnrolment(method, segments, 7), `${method} ${segments.join('/')}`).toBe(true)
    const closed: [string, string[]][] = [
      ['GET', ['users']],
      ['POST', ['users']],
      ['GET', ['users', '8']],
      ['PATCH', ['users', '8']],
      ['DELETE', ['users', '7']],
      ['POST', ['users', 'totp', 'disable']],
      ['GET', ['enquiries']],
      ['GET', ['audit-log']],
      ['POST', ['news']],
      ['POST', ['graphql']],
      ['GET', []],
    ]
    for (const [method, segments] of closed) expect(allowedBeforeEnrolment(method, segments, 7), `${method} ${segments.join('/')}`).toBe(false)
  })
})

describe('an unknown account costs what a known one does', () => {
  it('derives with the parameters of the installed Payload\'s current password hashes', () => {
    // Payload does not export them: read from its source, so an upgrade that changes the cost fails here.
    const source = readFileSync('node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js', 'utf8')
    expect(Number(/currentPasswordHashIterations = (\d+)/.exec(source)?.[1])).toBe(PAYLOAD_PASSWORD_CHECK.iterations)
    expect(Number(/currentPasswordHashKeyLength = (\d+)/.exec(source)?.[1])).toBe(PAYLOAD_PASSWORD_CHECK.keyLength)
  })
})

describe('admin routes before enrolment', () => {
  it('leaves open only the account page and the sign-in and sign-out screens', () => {
    for (const open of [['account'], ['logout'], ['logout-inactivity'], ['login'], ['forgot'], ['reset', 'abc'], ['verify', 'x']]) expect(adminRouteOpenBeforeEnrolment(open), open.join('/')).toBe(true)
    for (const held of [undefined, [], ['collections', 'enquiries'], ['collections', 'users', '1'], ['globals', 'home'], ['accounts'], ['create-first-user']]) expect(adminRouteOpenBeforeEnrolment(held), String(held)).toBe(false)
  })
})
