/**
 * The per-page script policy allows only the scripts the app emits (src/lib/http/csp-hashes.mjs): a foreign inline
 * script planted into a stored page is not listed when the page's policy is made from it, and Chromium blocks it
 * (securitypolicyviolation), while the page's own scripts still run (it hydrates).
 *
 * The plant edits the stored page in .next (the HTML and the policy stored beside it, remade from the planted HTML as
 * a regeneration would store it), so the test needs a server that has not read that page yet: it starts its own
 * (server.mjs, deviations on) on E2E_PORT + 3 (the stage's own E2E_PORT is the suite's + 2), in scripts/test-all.mjs's framework-seam stage (SEAM_STAGE=1), after
 * the main end-to-end stage, and puts the stored page back afterwards.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { scriptPolicyFor } from '../../src/lib/http/csp-hashes.mjs'
import { hydrated, startOwnServer, test } from './helpers'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 3
const BASE = `http://localhost:${PORT}`
const PAGE = '/en/Terms/'
const PLANTED = '<script>window.__planted=1</script>'

/** Where the build stored PAGE: Next 16.4's route cache, or server/app. */
function storedPage(): string {
  const server = path.join('.next', 'server')
  const candidates = [path.join(server, 'app', 'en', 'Terms.html')]
  const routeCache = path.join(server, 'route-cache', 'APP_PAGE')
  if (existsSync(routeCache)) for (const entry of readdirSync(routeCache)) candidates.push(path.join(routeCache, entry, '$', 'en', 'Terms.html'))
  const found = candidates.find((file) => existsSync(file))
  if (!found) throw new Error(`no stored page for ${PAGE} under ${server}`)
  return found
}

test.describe('a foreign script planted into a stored page', () => {
  test.skip(process.env.SEAM_STAGE !== '1', "runs in scripts/test-all.mjs's framework-seam stage, with a server of its own")
  test.describe.configure({ mode: 'serial' })

  let server: ChildProcess | undefined
  let restore = () => {}

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const html = storedPage()
    const meta = html.replace(/\.html$/, '.meta')
    const original = { html: readFileSync(html, 'utf8'), meta: readFileSync(meta, 'utf8') }
    restore = () => {
      writeFileSync(html, original.html)
      writeFileSync(meta, original.meta)
    }
    const planted = original.html.replace('</body>', `${PLANTED}</body>`)
    expect(planted).not.toBe(original.html)
    const stored = JSON.parse(original.meta)
    stored.headers = { ...(stored.headers ?? {}), 'content-security-policy': scriptPolicyFor(planted) }
    writeFileSync(html, planted)
    writeFileSync(meta, JSON.stringify(stored))
    server = await startOwnServer(PORT)
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
    restore()
  })

  test('is not in the page policy, and Chromium blocks it while the page hydrates', async ({ page, request }) => {
    const res = await request.get(`${BASE}${PAGE}`)
    expect(res.status()).toBe(200)
    expect(await res.text(), 'the answer carries the planted script').toContain(PLANTED)
    const policy = res.headers()['content-security-policy']
    const scriptSrc = /(?:^|;\s*)script-src([^;]*)/.exec(policy)?.[1] ?? ''
    expect(scriptSrc).toMatch(/'sha256-/)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] }
      w.__violations = []
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.effectiveDirective}|${e.blockedURI}|${e.sample}`), true)
    })
    await page.goto(`${BASE}${PAGE}`)
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __planted?: number }).__planted)).toBeUndefined()
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatch(/^script-src-elem\|inline\|/)
  })
})
