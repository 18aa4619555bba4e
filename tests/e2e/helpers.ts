import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test'

import { HYDRATED_ATTRIBUTE } from '../../src/lib/http/scripts-after-first-paint.mjs'
import { SITE_ROUTES } from '../../src/lib/site-routes'

/** The request methods that take `maxRetries` (Playwright asks again only after ECONNRESET). */
const ASKED_AGAIN = new Set(['fetch', 'get', 'head', 'post', 'put', 'patch', 'delete'])

/**
 * Every spec's `test`: Playwright's, with a `request` that asks again, twice, when the server has closed the kept-alive
 * connection just as the request went out. The server closes a connection idle for 5 s (Node's keepAliveTimeout; nginx
 * closes its own at 4 s, deploy/nginx/site.conf.template), and a test's requests often wait longer than that between
 * them: at load, one in a few hundred runs met `read ECONNRESET` there (the enquiry inbox walk in CI, a retarget walk).
 * A browser asks again by itself; Playwright's client does so only when told (`maxRetries`).
 */
export const test = base.extend({
  request: async ({ request }, provide) => {
    await provide(
      new Proxy(request, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key, target)
          if (typeof value !== 'function') return value
          if (typeof key !== 'string' || !ASKED_AGAIN.has(key)) return value.bind(target)
          return (url: unknown, options?: Record<string, unknown>) => value.call(target, url, { maxRetries: 2, ...options })
        },
      }),
    )
  },
})

export const LOCALE_PREFIX = { ja: '', en: '/en' } as const
export type TestLocale = keyof typeof LOCALE_PREFIX

/** Every static route, in both locales, as public URLs. */
export function allStaticUrls(): { locale: TestLocale; path: string; url: string; key: string }[] {
  const out: { locale: TestLocale; path: string; url: string; key: string }[] = []
  for (const route of SITE_ROUTES) {
    for (const locale of ['ja', 'en'] as const) {
      out.push({ locale, path: route.path, url: `${LOCALE_PREFIX[locale]}${route.path}`, key: route.key })
    }
  }
  return out
}

/**
 * A visitor address for the per-client contact rate limit: the test server trusts loopback as a proxy
 * (TRUSTED_PROXIES=loopback in scripts/test-all.mjs), so the X-Forwarded-For set with it names the visitor
 * and each test is its own client. (Without a trusted proxy the socket address counts:
 * src/lib/http/client-address.test.ts.)
 */
export function clientIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
}

/** A complete English enquiry (the privacy tick is the caller's to add). */
export const ENQUIRY = {
  subject: 'camera',
  lastName: 'Yamada',
  firstName: 'Hanako',
  company: 'Acme Retail',
  jobTitle: 'Store manager',
  email: 'hanako@acme.example',
  phone: '03-1234-5678',
  message: 'We would like a demo of the AI camera.\nWe have 12 stores.',
}

/**
 * Asks for `path` every `every` ms until its status and body satisfy `matches`, or the deadline passes: when they
 * did (`Date.now()`), or 0. (A connection reset under a request is asked again by `test`'s request, above.)
 */
export async function firstAnswer(request: APIRequestContext, path: string, matches: (status: number, body: string) => boolean, deadline: number, every: number): Promise<number> {
  while (Date.now() < deadline) {
    const response = await request.get(path)
    if (matches(response.status(), await response.text())) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, every))
  }
  return 0
}

/**
 * The page has hydrated (src/features/navigation/runtime/ReleaseHeldClicks.client.tsx): Next's scripts run
 * after the first paint, so `page.goto` can return before they have. A click on a button before then is held
 * and replayed by the page; a key press is not, so a test that types keys at a widget waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
}

/**
 * Holds back Next's chunk scripts until `release()`, so a test can look at the page between the first paint and
 * hydration for as long as it needs, on any machine (a fixed delay ran out before the checks at load 13).
 * `hold()` holds the scripts of the next page again; requests held when the test ends are dropped.
 */
export async function holdScripts(page: Page): Promise<{ hold: () => void; release: () => void }> {
  let open = () => {}
  let gate = Promise.resolve()
  const hold = () => {
    gate = new Promise<void>((resolve) => (open = resolve))
  }
  hold()
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await gate
    await route.continue().catch(() => {})
  })
  return { hold, release: () => open() }
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 600
}

/**
 * Sums the layout shifts a visitor sees (those not caused by their own input), as CLS counts them,
 * from the start of every document this page loads; read it with `layoutShift`.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShiftSources: string[] }
    w.__layoutShift = 0
    w.__layoutShiftSources = []
    const describe = (node: Node | undefined): string =>
      !node ? '(removed)' : node instanceof Element ? node.outerHTML.slice(0, 80) : `${node.nodeName} "${node.textContent?.slice(0, 40)}" in ${node.parentElement?.outerHTML.slice(0, 60)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue
        w.__layoutShift += entry.value
        for (const source of entry.sources ?? []) w.__layoutShiftSources.push(describe(source.node))
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift summed since this document loaded, and what moved. */
export async function layoutShift(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShiftSources: string[] }
    return { value: w.__layoutShift, sources: w.__layoutShiftSources }
  })
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
}

/** The seeded staff account (scripts/test-all.mjs creates it). */
export const ADMIN = {
  email: process.env.PAYLOAD_ADMIN_EMAIL ?? 'admin@kaimono-ai.example',
  password: process.env.PAYLOAD_ADMIN_PASSWORD ?? 'test-admin-password-1',
} as const

const TOKEN_DIR = path.resolve('.cache/e2e')
const STALE_LOCK_MS = 30_000
let workerToken: { baseURL: string; token: string } | null = null

async function isAdminToken(request: APIRequestContext, token: string): Promise<boolean> {
  const res = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  if (!res.ok()) return false
  const body = (await res.json()) as { user?: { email?: string } | null }
  return body.user?.email === ADMIN.email
}

function readCached(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { token?: string }).token ?? null
  } catch {
    return null
  }
}

/**
 * A signed-in token of the seeded admin, shared by every worker of the run: the admin logs in once.
 *
 * Payload 3.90 adds each login's session to the user with a read-modify-write, so simultaneous logins of one
 * account can drop each other's sessions (the app now queues them, src/payload/hooks/serializeLogins.ts, but the
 * suite does not depend on it). The token lives in .cache/e2e/admin-token-<port>.json; it is written under an
 * exclusive lock file, checked with GET /api/users/me before use, and replaced (under the lock) when the server
 * no longer accepts it (a fresh test database, another secret). Specs that test the login form itself sign in
 * with an account of their own, never with this one, and nothing may log this token out.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const baseURL = base.info().project.use.baseURL ?? 'http://localhost:3100'
  if (workerToken?.baseURL === baseURL) return workerToken.token
  const port = new URL(baseURL).port || '80'
  const file = path.join(TOKEN_DIR, `admin-token-${port}.json`)
  const lock = `${file}.lock`
  mkdirSync(TOKEN_DIR, { recursive: true })

  let token = readCached(file)
  if (!token || !(await isAdminToken(request, token))) {
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        closeSync(openSync(lock, 'wx'))
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        // A holder that died leaves its lock behind: take it over once it is clearly stale.
        try {
          if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true })
        } catch {
          /* released meanwhile */
        }
        if (Date.now() > deadline) throw new Error(`adminToken: ${lock} held for more than a minute`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    try {
      // Another worker may have logged in while this one waited for the lock.
      token = readCached(file)
      if (!token || !(await isAdminToken(request, token))) {
        const res = await request.post('/api/users/login', { data: ADMIN })
        if (res.status() !== 200) throw new Error(`adminToken: login as ${ADMIN.email} answered ${res.status()}`)
        token = ((await res.json()) as { token: string }).token
        const temporary = `${file}.${process.pid}.tmp`
        writeFileSync(temporary, JSON.stringify({ token, baseURL, at: new Date().toISOString() }))
        renameSync(temporary, file)
      }
    } finally {
      rmSync(lock, { force: true })
    }
  }
  workerToken = { baseURL, token }
  return token
}

/**
 * A staff account of the calling test's own (for tests that sign in through the login form or as another
 * role): created with the shared admin token, unique per call, so no other test ever signs in as it.
 */
export async function ownAccount(request: APIRequestContext, label: string, role: 'admin' | 'editor' | 'approver' | 'support' = 'editor'): Promise<{ email: string; password: string }> {
  const unique = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  const account = { email: `${unique}@example.test`, password: `pw-${unique}` }
  const made = await request.post('/api/users', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { ...account, role, name: label },
  })
  if (made.status() !== 201) throw new Error(`ownAccount: creating ${account.email} answered ${made.status()}`)
  return account
}

/** "2026/11/24 09:05" in Japan time, computed independently of the server. */
export function tokyo(iso: string): string {
  const f = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return f.format(new Date(iso)).replaceAll('-', '/')
}

/**
 * Opens the admin's スケジュール公開 drawer for the document at `path`, as an editor does, once it is ready for a
 * time: the slow half of scheduling (a page of the admin and the drawer's list of upcoming events).
 */
export async function openScheduleDrawer(page: Page, path: string) {
  await page.goto(path)
  await page.locator('.publish-button .popup-button, #action-save-popup').first().click()
  await page.getByRole('button', { name: 'スケジュール公開' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByLabel('公開').or(drawer.locator('input[value="publish"]')).first()).toBeChecked()
  await expect(drawer).toContainText('Asia/Tokyo')
  // The locale choice says すべての言語, not Payload's own English "All" (src/payload/admin/FixedEnglishLabels.client.tsx).
  await expect(drawer.locator('.rs__single-value').filter({ hasText: /^すべての言語$/ })).toBeVisible()
  // Wait for the drawer to have loaded its list of upcoming events, which re-renders the form.
  await expect(drawer.getByText('予定されているイベントはありません')).toBeVisible()
}

/**
 * In the drawer `openScheduleDrawer` opened, types `typed` (Japan time, "2026/11/24 09:05"; typed, not picked) and
 * saves the schedule; `beforeSave` runs with the drawer filled.
 */
export async function saveScheduleAt(page: Page, typed: string, beforeSave: () => Promise<void> = async () => {}) {
  const drawer = page.locator('.schedule-publish')
  const input = drawer.locator('.react-datepicker__input-container input').first()
  await expect(async () => {
    await input.click()
    await input.fill(typed)
    await input.press('Enter')
    // Parsed and written back in the admin's one date form, yyyy/MM/dd HH:mm (issue 43 §6; Payload's own drawer
    // wrote "11月 24, 2026 10:30 午前"): the box is read as the editor sees it, and a picked time is checked too.
    await input.blur()
    await expect(input).toHaveValue(typed, { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  await beforeSave()
  await drawer.getByRole('button', { name: '保存' }).click()
  await expect(drawer.getByText(typed.slice(11))).toBeVisible()
}

/** Page HTML without the phrase-break markup of Japanese text (<wbr/>, unbreakable runs), to compare its words. */
export const withoutPhraseBreaks = (html: string) => html.replaceAll('<wbr/>', '').replace(/<span class="nobr">([^<]*)<\/span>/g, '$1')

/**
 * A server of the test's own (server.mjs on `port`, deviations on, this build), for a test that needs one that has
 * answered nothing yet; resolves once it serves robots.txt. The caller kills it (SIGTERM) in afterAll.
 */
export async function startOwnServer(port: number): Promise<ChildProcess> {
  const base = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, ALLOWED_ORIGINS: base }
  delete env.FRAMEWORK_PLAIN
  const server = spawn(process.execPath, ['server.mjs', '-p', String(port)], { env, stdio: 'ignore' })
  const deadline = Date.now() + 150_000
  for (;;) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return server
    } catch {}
    if (Date.now() > deadline) {
      server.kill('SIGTERM')
      throw new Error(`the test server on ${port} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
