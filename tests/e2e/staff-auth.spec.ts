import net from 'node:net'

import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { adminToken, clientIp, ownAccount, test } from './helpers'

/**
 * Staff accounts that resist attack (issue 41 §3 and the probe's findings of §6), against the production build:
 * the second factor end to end in the admin, the REST login, throttling per client address, the password reset's
 * answers, and the request-level refusals. The end-to-end tests pose as a proxy (TRUSTED_PROXIES=loopback): each
 * `X-Forwarded-For` is a client address of its own.
 */

/** The code an authenticator app shows now, from the same library the server checks with. */
function codeFor(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at })
}

/** Waits for the next 30-second step: a code is accepted once, so a second sign-in needs a new one. */
async function nextStep(): Promise<void> {
  const ms = 30_000 - (Date.now() % 30_000) + 300
  await new Promise((resolve) => setTimeout(resolve, ms))
}

async function signedInAs(page: Page): Promise<string | null> {
  // As the admin's own scripts ask (Payload counts the cookie only on same-origin requests).
  const res = await page.request.get('/api/users/me', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  const body = (await res.json()) as { user?: { email?: string } | null }
  return body.user?.email ?? null
}

async function fillPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await expect(page.getByTestId('second-factor-login')).toBeVisible()
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
}

async function signOut(page: Page) {
  await page.request.post('/api/users/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  await page.context().clearCookies()
  expect(await signedInAs(page)).toBeNull()
}

const login = (request: APIRequestContext, data: Record<string, string>, address: string) =>
  request.post('/api/users/login', { data, headers: { 'x-forwarded-for': address } })

test.describe('two-step verification', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin walk runs in the pc project')
  test.setTimeout(180_000)

  test('an admin enrols with the QR code, then cannot sign in without a code, signs in with one, and uses a recovery code once', async ({ page, request }) => {
    const account = await ownAccount(request, 'totp', 'admin')
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })

    // Signed in with the password alone (not enrolled yet).
    await fillPassword(page, account)
    await page.waitForURL(/\/admin\/?$/)
    expect(await signedInAs(page)).toBe(account.email)

    // Enrolment on the account page: the QR code is an SVG drawn on the server, seen on screen.
    await page.goto('/admin/account')
    const panel = page.getByTestId('second-factor-panel')
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: /2段階認証を設定する|Set up two-step verification/ }).click()
    const qr = page.getByTestId('second-factor-qr')
    await expect(qr).toBeVisible()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    await qr.scrollIntoViewIfNeeded()
    const onTop = await qr.evaluate((img) => {
      const box = img.getBoundingClientRect()
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img && (img as HTMLImageElement).naturalWidth > 0
    })
    expect(onTop, 'the QR code is drawn and nothing covers it').toBe(true)
    const secret = (await page.getByTestId('second-factor-secret').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await page.locator('#second-factor-code').fill(codeFor(secret))
    await page.getByRole('button', { name: /確認して有効にする|Verify and turn on/ }).click()
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
    const codes = (await page.getByTestId('recovery-codes').locator('li').allInnerTexts()).map((c) => c.trim())
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)
    await page.getByRole('button', { name: /控えました|I have kept them/ }).click()
    await expect(page.getByTestId('second-factor-status')).toContainText(/有効です|On \(/)

    // Signed out, the password alone no longer signs in: the screen asks for the code.
    await signOut(page)
    await fillPassword(page, account)
    await expect(page.locator('#field-second-factor')).toBeVisible()
    expect(await signedInAs(page)).toBeNull()
    await page.locator('#field-second-factor').fill('000000')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    expect(await signedInAs(page)).toBeNull()

    // With the current code (a new step: the enrolment's code is spent) it does.
    await nextStep()
    await page.locator('#field-second-factor').fill(codeFor(secret))
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/)
    expect(await signedInAs(page)).toBe(account.email)

    // A recovery code signs in once; the second use is refused.
    await signOut(page)
    await fillPassword(page, account)
    await page.getByRole('button', { name: /リカバリーコードを使う|Use a recovery code/ }).click()
    await page.locator('#field-second-factor').fill(codes[0])
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/)
    expect(await signedInAs(page)).toBe(account.email)
    await signOut(page)
    await fillPassword(page, account)
    await page.getByRole('button', { name: /リカバリーコードを使う|Use a recovery code/ }).click()
    await page.locator('#field-second-factor').fill(codes[0])
    await page.locator('button[type="submit"]').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    expect(await signedInAs(page)).toBeNull()

    // The REST login without the code is refused: no token, no cookie.
    const address = clientIp()
    const bare = await login(request, account, address)
    expect(bare.status()).toBe(401)
    const body = (await bare.json()) as { token?: string; errors?: { data?: { secondFactor?: string } }[] }
    expect(body.token).toBeUndefined()
    expect(body.errors?.[0]?.data?.secondFactor).toBe('required')
    expect(bare.headers()['set-cookie'] ?? '').not.toContain('payload-token=')
    // …and with a code it answers a token (the REST client's way through).
    await nextStep()
    const withCode = await login(request, { ...account, totp: codeFor(secret) }, address)
    expect(withCode.status()).toBe(200)
    expect(((await withCode.json()) as { token?: string }).token).toBeTruthy()
  })
})

test.describe('sign-in throttling', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')
  test.setTimeout(120_000)

  test('a client spraying many accounts is slowed, then refused with 429 and Retry-After', async ({ request }) => {
    const attacker = clientIp()
    const statuses: number[] = []
    const times: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 12; i++) {
      const started = Date.now()
      const res = await login(request, { email: `sprayed-${i}-${Date.now()}@example.test`, password: 'guess-1234' }, attacker)
      times.push(Date.now() - started)
      statuses.push(res.status())
      if (res.status() === 429) retryAfter = res.headers()['retry-after']
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Every failure takes at least the floor; past the third the answers come later each time.
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(480)
    expect(times[9]).toBeGreaterThan(times[1] + 1500)
  })

  test('nobody can lock a named staff member out: the attacker is refused, the admin still signs in from another address', async ({ request }) => {
    const victim = await ownAccount(request, 'victim', 'admin')
    // More wrong passwords than Payload's old lockout took (10), from many addresses.
    for (let i = 0; i < 12; i++) expect((await login(request, { email: victim.email, password: `wrong-${i}` }, clientIp())).status()).toBe(401)
    // One address guessing one account is stopped after five…
    const attacker = clientIp()
    const answers: number[] = []
    for (let i = 0; i < 6; i++) answers.push((await login(request, { email: victim.email, password: `wrong-again-${i}` }, attacker)).status())
    expect(answers).toEqual([401, 401, 401, 401, 401, 429])
    // …even with the right password, from there; the account itself is not locked.
    expect((await login(request, victim, attacker)).status()).toBe(429)
    const own = await login(request, victim, clientIp())
    expect(own.status()).toBe(200)
    expect(((await own.json()) as { token?: string }).token).toBeTruthy()
  })

  test('a refusal says the same for an account that exists and one that does not', async ({ request }) => {
    const real = await ownAccount(request, 'exists', 'editor')
    const bodies: string[] = []
    for (const email of [real.email, `nobody-${Date.now()}@example.test`]) {
      const address = clientIp()
      let last = ''
      for (let i = 0; i < 6; i++) {
        const res = await login(request, { email, password: 'wrong-password' }, address)
        last = `${res.status()} ${JSON.stringify(await res.json())}`
      }
      bodies.push(last)
    }
    expect(bodies[0]).toMatch(/^429 /)
    expect(bodies[1]).toBe(bodies[0])
  })
})

test.describe('password reset', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('answers the same, in the same time, whether the account exists or not, and limits a client', async ({ request }) => {
    const real = await ownAccount(request, 'reset', 'editor')
    const ask = async (email: string, address: string) => {
      const started = Date.now()
      const res = await request.post('/api/users/forgot-password', { data: { email }, headers: { 'x-forwarded-for': address } })
      return { status: res.status(), body: await res.text(), ms: Date.now() - started, retryAfter: res.headers()['retry-after'] }
    }
    const known = await ask(real.email, clientIp())
    const unknown = await ask(`nobody-${Date.now()}@example.test`, clientIp())
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250)
    const address = clientIp()
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 6; i++) {
      const answer = await ask(`someone-${i}@example.test`, address)
      statuses.push(answer.status)
      retryAfter = answer.retryAfter ?? retryAfter
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })
})

test.describe('sessions', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('a password change signs out every other session of the account', async ({ request }) => {
    const account = await ownAccount(request, 'sessions', 'editor')
    const tokenOf = async () => ((await (await login(request, account, clientIp())).json()) as { token: string }).token
    const [changer, other] = [await tokenOf(), await tokenOf()]
    const me = async (token: string) => ((await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { id: number } | null }).user
    const id = (await me(changer))!.id
    expect(await me(other)).not.toBeNull()
    const changed = await request.patch(`/api/users/${id}`, { headers: { Authorization: `JWT ${changer}` }, data: { password: `${account.password}-new` } })
    expect(changed.status()).toBe(200)
    expect(await me(other)).toBeNull()
    expect(await me(changer)).not.toBeNull()
  })
})

/** Sends `request` as written on one connection and returns what came back (until the server closes it or 3 s pass). */
function onTheWire(baseURL: string, request: string | Buffer[], waitMs = 3000): Promise<string> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let answer = ''
    const done = () => resolve(answer)
    const timer = setTimeout(() => {
      socket.destroy()
      done()
    }, waitMs)
    socket.on('data', (data) => (answer += data.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      done()
    })
    const parts = typeof request === 'string' ? [Buffer.from(request, 'latin1')] : request
    const next = (i: number) => {
      if (i < parts.length && !socket.destroyed) socket.write(parts[i], () => next(i + 1))
    }
    next(0)
  })
}

test.describe('the probe\'s findings', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('an absolute-form request target is answered 400, never sent to that host', async ({ baseURL }) => {
    const answer = await onTheWire(baseURL!, 'GET http://evil.example/en/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).not.toMatch(/evil\.example/)
  })

  test('a chunked body over the limit is answered 413, not reset', async ({ baseURL }) => {
    const chunk = Buffer.concat([Buffer.from(`${(64 * 1024).toString(16)}\r\n`), Buffer.alloc(64 * 1024, 97), Buffer.from('\r\n')])
    // The probe's case: 2 MB chunked to the contact endpoint.
    const head = Buffer.from(`POST /api/contact/ HTTP/1.1\r\nHost: localhost\r\nOrigin: ${baseURL}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`)
    const answer = await onTheWire(baseURL!, [head, ...Array(32).fill(chunk), Buffer.from('0\r\n\r\n')])
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    // 6 MB chunked to the API (its limit is 5 MB).
    const api = Buffer.from(`POST /api/users/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`)
    const apiAnswer = await onTheWire(baseURL!, [api, ...Array(96).fill(chunk), Buffer.from('0\r\n\r\n')], 6000)
    expect(apiAnswer).toMatch(/^HTTP\/1\.1 413 /)
    // And on a page path, with a declared length.
    const declared = await onTheWire(baseURL!, [Buffer.from(`POST /api/users/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${12 * 1024 * 1024}\r\n\r\n`), Buffer.alloc(256 * 1024, 32)])
    expect(declared).toMatch(/^HTTP\/1\.1 413 /)
  })

  test('POST /api/users/verify/abc/ is a 4xx', async ({ request }) => {
    const res = await request.post('/api/users/verify/abc/')
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(res.status()).toBeLessThan(500)
  })

  test('an editor sees colleagues\' names and roles, never their sessions, hashes or second-factor secrets', async ({ request }) => {
    const editor = await ownAccount(request, 'reader', 'editor')
    const signedIn = await login(request, editor, clientIp())
    const token = ((await signedIn.json()) as { token: string }).token
    // The shared admin has sessions of its own.
    await adminToken(request)
    const res = await request.get('/api/users/?limit=100&depth=0', { headers: { Authorization: `JWT ${token}` } })
    expect(res.status()).toBe(200)
    const { docs } = (await res.json()) as { docs: Record<string, unknown>[] }
    const colleagues = docs.filter((doc) => doc.email !== editor.email)
    expect(colleagues.length).toBeGreaterThan(0)
    for (const doc of colleagues) {
      expect(doc).toHaveProperty('role')
      for (const key of ['sessions', 'hash', 'salt', 'totpSecret', 'totpPendingSecret', 'totpRecoveryCodes', 'loginAttempts', 'lockUntil', 'resetPasswordToken']) {
        expect(doc, `${key} of ${String(doc.email)}`).not.toHaveProperty(key)
      }
    }
    // Their own sessions they still see.
    const self = docs.find((doc) => doc.email === editor.email)
    expect(Array.isArray(self?.sessions)).toBe(true)
    for (const key of ['hash', 'salt', 'totpSecret', 'totpRecoveryCodes']) expect(self).not.toHaveProperty(key)
  })
})
