import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'

import { type APIRequestContext, expect } from '@playwright/test'
import { Redis } from 'ioredis'
import { Secret, TOTP } from 'otpauth'

import { clientIp, ownAccount, test } from './helpers'

/**
 * Issue 41 §3 as deployed: two more server processes of the same build on E2E_PORT + 6 and + 7, both with the
 * second factor required for admins (STAFF_SECOND_FACTOR_ROLES=admin, as in production; the suite's own server runs
 * without it) and the sign-in throttle in the real Redis (127.0.0.1:6379). They share the suite's SQLite database and
 * a PAYLOAD_SECRET of this run's own, which also gives their Redis keys a prefix of this run's own (removed
 * afterwards). Accounts are made through the suite's server, which shares the database.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100)
const SERVERS = [BASE_PORT + 6, BASE_PORT + 7].map((port) => `http://localhost:${port}`)
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SECRET = `e2e-staff-auth-${randomBytes(12).toString('hex')}`
// As features/staff-auth/login-throttle.ts names its keys.
const KEY_PREFIX = `signin:${createHmac('sha256', SECRET).update('limiter').digest('hex').slice(0, 8)}`

function codeFor(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at })
}

const login = (request: APIRequestContext, base: string, data: Record<string, string>, address: string) =>
  request.post(`${base}/api/users/login`, { data, headers: { 'x-forwarded-for': address } })

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${base} exited (${child.exitCode})`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`the server for ${base} did not start`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

test.describe('staff sign-in on two servers with Redis and the second factor required for admins', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')
  test.describe.configure({ mode: 'serial' })

  const servers: ChildProcess[] = []

  // The skip above is decided per test; hooks would still run in the phone project and start a second pair of
  // servers on the same ports, so they look at the project themselves.
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'pc') return
    test.setTimeout(240_000)
    for (const base of SERVERS) {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PAYLOAD_SECRET: SECRET,
        REDIS_URL,
        STAFF_SECOND_FACTOR_ROLES: 'admin',
        ALLOWED_ORIGINS: base,
        LOG_LEVEL: 'warn',
      }
      servers.push(spawn(process.execPath, ['server.mjs', '-p', new URL(base).port], { env, stdio: 'ignore' }))
    }
    await Promise.all(SERVERS.map((base, i) => waitUntilUp(base, servers[i])))
  })

  test.afterAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'pc') return
    for (const server of servers) server.kill('SIGTERM')
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys(`${KEY_PREFIX}:*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  test('an admin who has not enrolled gets a session only for enrolment: the REST API and /api/graphql refuse everything else until the code is confirmed', async ({ request }) => {
    test.setTimeout(120_000)
    const account = await ownAccount(request, 'unenrolled', 'admin')
    const [base] = SERVERS
    const signedIn = await login(request, base, account, clientIp())
    expect(signedIn.status()).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    const as = { Authorization: `JWT ${token}` }

    // What enrolment needs answers…
    const me = await request.get(`${base}/api/users/me`, { headers: as })
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email)
    const status = (await (await request.get(`${base}/api/users/totp/status`, { headers: as })).json()) as { required: boolean; enabled: boolean }
    expect(status).toMatchObject({ required: true, enabled: false })

    // …nothing else: enquiries, the audit log, accounts, content, GraphQL.
    const refusals = [
      request.get(`${base}/api/enquiries?limit=1`, { headers: as }),
      request.get(`${base}/api/audit-log?limit=1`, { headers: as }),
      request.get(`${base}/api/users?limit=5`, { headers: as }),
      request.post(`${base}/api/users`, { headers: as, data: { email: `made-${Date.now()}@example.test`, password: 'made-by-unenrolled-1', role: 'admin', name: 'x' } }),
      request.post(`${base}/api/news`, { headers: as, data: { title: 'unenrolled' } }),
      request.post(`${base}/api/graphql`, { headers: as, data: { query: '{ Enquiries { docs { email } } }' } }),
    ]
    for (const res of await Promise.all(refusals)) {
      expect(res.status(), res.url()).toBe(403)
      const body = (await res.json()) as { errors: { data?: { secondFactor?: string } }[] }
      expect(body.errors[0].data?.secondFactor, res.url()).toBe('enrolment-required')
      expect(res.headers()['cache-control']).toContain('no-store')
    }
    // The same token at the other server: the same refusal.
    expect((await request.get(`${SERVERS[1]}/api/enquiries?limit=1`, { headers: as })).status()).toBe(403)

    // Enrolment through the API the account page uses; then the same session reads enquiries.
    const setup = (await (await request.post(`${base}/api/users/totp/setup`, { headers: as })).json()) as { secret: string }
    const confirmed = await request.post(`${base}/api/users/totp/confirm`, { headers: as, data: { code: codeFor(setup.secret) } })
    expect(confirmed.status()).toBe(200)
    const enquiries = await request.get(`${base}/api/enquiries?limit=1`, { headers: as })
    expect(enquiries.status()).toBe(200)
    expect(Array.isArray(((await enquiries.json()) as { docs: unknown[] }).docs)).toBe(true)
    // From now on the password alone signs in nowhere.
    const bare = await login(request, SERVERS[1], account, clientIp())
    expect(bare.status()).toBe(401)
    expect(((await bare.json()) as { token?: string }).token).toBeUndefined()
  })

  test('in the admin, an admin who has not enrolled is taken to the account page and can start enrolment there', async ({ page, request }) => {
    test.setTimeout(120_000)
    const account = await ownAccount(request, 'unenrolled-ui', 'admin')
    const [base] = SERVERS
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
    await page.goto(`${base}/admin/login`)
    await page.locator('#field-email').fill(account.email)
    await page.locator('#field-password').fill(account.password)
    await page.locator('button[type="submit"]').click()
    // Wherever the sign-in leads, the account page with the enrolment panel is what is shown.
    const panel = page.getByTestId('second-factor-panel')
    await expect(panel).toBeVisible({ timeout: 60_000 })
    await panel.getByRole('button', { name: /2段階認証を設定する|Set up two-step verification/ }).click()
    const qr = page.getByTestId('second-factor-qr')
    await expect(qr).toBeVisible()
    await qr.scrollIntoViewIfNeeded()
    expect(await qr.evaluate((img) => {
      const box = img.getBoundingClientRect()
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img && (img as HTMLImageElement).naturalWidth > 0
    }), 'the QR code is drawn and nothing covers it').toBe(true)
    // Elsewhere in the admin, the same session is shown this page again.
    await page.goto(`${base}/admin/collections/enquiries`)
    await expect(page.getByTestId('second-factor-panel')).toBeVisible()
    await expect(page.locator('.collection-list')).toHaveCount(0)
  })

  test('before enrolment, every admin route renders the account page at the server: no admin content is sent, with or without scripts', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const account = await ownAccount(request, 'unenrolled-server', 'admin')
    const [base] = SERVERS
    const signedIn = await login(request, base, account, clientIp())
    expect(signedIn.status()).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    // As a browser sends a typed address (Payload takes a cookie without Origin only with Sec-Fetch-Site).
    const cookie = { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'none' }
    const held = ['/admin/', '/admin/collections/enquiries/', '/admin/collections/audit-log/', '/admin/collections/users/', '/admin/collections/news/', '/admin/collections/news/create/', '/admin/globals/home/']
    // The raw answers, before any script could run: the account page's enrolment panel, none of the asked-for view
    // (the class names are looked for as attributes: the admin's inlined CSS names them all).
    const views = /class="[^"]*\b(collection-list|global-edit|dashboard|collection-edit--(?!users|is-)[a-z-]+)\b/
    const accountView = /class="[^"]*\bcollection-edit--users\b/
    for (const path of held) {
      const res = await request.get(`${base}${path}`, { headers: cookie, maxRedirects: 0 })
      expect(res.status(), path).toBe(200)
      const html = await res.text()
      expect(html, path).toMatch(accountView)
      expect(html.match(views)?.[0], `${path} sends its view`).toBeUndefined()
      expect(html, path).not.toContain('言語確認株式会社')
    }
    // With scripts off, the browser shows only the account page, whatever admin address is typed.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ja-JP' })
    try {
      await context.addCookies([{ name: 'payload-token', value: token, url: base }])
      const page = await context.newPage()
      for (const path of ['/admin/collections/enquiries/', '/admin/globals/home/', '/admin/']) {
        await page.goto(`${base}${path}`)
        // The account view (its panel appears once scripts run), none of the asked-for view.
        await expect(page.locator('.collection-edit--users'), path).toBeVisible()
        await expect(page.locator('#field-email'), path).toBeVisible()
        await expect(page.locator('.collection-list, .global-edit--home, .dashboard'), path).toHaveCount(0)
      }
    } finally {
      await context.close()
    }

    // Once enrolled, the same session opens the admin's views.
    const as = { Authorization: `JWT ${token}` }
    const setup = (await (await request.post(`${base}/api/users/totp/setup`, { headers: as })).json()) as { secret: string }
    expect((await request.post(`${base}/api/users/totp/confirm`, { headers: as, data: { code: codeFor(setup.secret) } })).status()).toBe(200)
    const open = await request.get(`${base}/admin/collections/enquiries/`, { headers: cookie, maxRedirects: 0 })
    expect(open.status()).toBe(200)
    expect(await open.text()).toMatch(/class="collection-list[\s"]/)
  })

  test('the throttle counts in Redis across both servers: a client spraying accounts gets 429 from either, while the admin signs in from another address', async ({ request }) => {
    test.setTimeout(120_000)
    const victim = await ownAccount(request, 'shared-victim', 'editor')
    const attacker = clientIp()
    const statuses: number[] = []
    let retryAfter: string | undefined
    // Twelve accounts, one after another on alternating servers.
    for (let i = 0; i < 12; i++) {
      const res = await login(request, SERVERS[i % 2], { email: `sprayed-${i}-${Date.now()}@example.test`, password: 'guess-1234' }, attacker)
      statuses.push(res.status())
      if (res.status() === 429) retryAfter = res.headers()['retry-after']
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Refused by both, even with the right password, while the account signs in from its own address at either.
    for (const base of SERVERS) expect((await login(request, base, victim, attacker)).status()).toBe(429)
    for (const base of SERVERS) {
      const own = await login(request, base, victim, clientIp())
      expect(own.status()).toBe(200)
      expect(((await own.json()) as { token?: string }).token).toBeTruthy()
    }
    // The counters are in Redis under this run's prefix, not in either process.
    const redis = new Redis(REDIS_URL)
    try {
      expect((await redis.keys(`${KEY_PREFIX}:client:*`)).length).toBeGreaterThan(0)
    } finally {
      await redis.quit()
    }
  })
})
