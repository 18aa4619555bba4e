import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { SEED_DATES_HOLD } from './src/payload/seed/content'
import { browserEnv } from './tests/e2e/browser-env'

/**
 * End-to-end tests against a production build (`npm run build` first; scripts/test-all.mjs does it),
 * in Debian's Chromium, at a PC and a phone viewport.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

// The pages the tests look at show the seed's fixed dates (a running campaign, banners, past campaigns): on a
// day outside the span they hold for, the site is another site, and the tests say so rather than fail one by one.
const today = Date.now()
if (today < Date.parse(SEED_DATES_HOLD.from) || today >= Date.parse(SEED_DATES_HOLD.until)) {
  throw new Error(
    `The seed's dates hold from ${SEED_DATES_HOLD.from} until ${SEED_DATES_HOLD.until}; today (${new Date(today).toISOString()}) is outside: move them (src/payload/seed/content.ts) and update the screenshots.`,
  )
}
const baseURL = `http://localhost:${port}`

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
// Chromium keeps the real clock under faketime (browser-env.ts).
const env = browserEnv()
// The screenshots' baselines are Debian's `chromium` (headless, the full browser); 15 of 130 came out different in its
// headless shell. Every other test runs in Debian's `chromium-headless-shell` (the same engine without the browser's
// UI): the functional run took a third less CPU in it (docs/decisions.md T8, bench/RESULTS.md). Without that package,
// the full browser runs them too; CHROMIUM_PATH sets one browser for all.
const SHELL = '/usr/bin/chromium-headless-shell'
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args, env }
const shell = { ...chromium, executablePath: process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : chromium.executablePath) }

// The framework-seam stage (scripts/test-all.mjs, SEAM_STAGE=1) runs these two on a plain-mode server; the other
// specs cover the same pages with the deviations on, so the main browser run leaves them out.
const seamOnly = process.env.SEAM_STAGE === '1' ? [] : [/plain-smoke\.spec\.ts/, /csp-planted\.spec\.ts/]

// The consent stage (scripts/test-all.mjs, CONSENT_STAGE=1) runs only the walks tagged @consent, against a server of
// the same build started with a tag-manager container and the CDN's country header (start-time settings,
// docs/tag-manager.md); every other browser run leaves them out.
const consentStage = process.env.CONSENT_STAGE === '1'
const consentServer: Record<string, string> = consentStage ? { GTM_ID: 'GTM-E2ETEST', CONSENT_COUNTRY_HEADER: 'cf-ipcountry' } : {}
const consentTests = consentStage ? { grep: /@consent/ } : { grepInvert: /@consent/ }

const PC = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on this 2-core machine: a third took end-to-end from 966 s to 915 s but starved the integration stage
  // beside it (1,013 s, one test past its timeout). E2E_WORKERS overrides (docs/decisions.md T1).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // UPDATE_SNAPSHOTS=1 rewrites the screenshot baselines (look at every changed PNG before committing it).
  ...(process.env.UPDATE_SNAPSHOTS === '1' ? { updateSnapshots: 'all' as const } : {}),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // The browser of the site's usual visitor: Japanese (Accept-Language ja-JP), so the root shows the
    // Japanese home. Tests of an English browser say so (headers, or `test.use({ locale: 'en-US' })`).
    locale: 'ja-JP',
    // A trace is recorded on a failed test's retry (CI retries once), not for every test: recording one for each test
    // and keeping it only on failure cost every passing test its DOM snapshots and screencast frames.
    // Locally, where nothing is retried, `--trace on` records them all.
    trace: 'on-first-retry',
    launchOptions: shell,
  },
  // The screenshot tests must see the freshly seeded site (the other tests add articles and campaigns that would
  // show in lists), so they run first, but as a run of their own (scripts/e2e.mjs), not as a dependency: a changed
  // picture must not keep the functional tests from running.
  projects: [
    { name: 'visual-pc', testMatch: /visual\.spec\.ts/, use: { ...PC, launchOptions: chromium } },
    { name: 'visual-sp', testMatch: /visual\.spec\.ts/, use: { ...PHONE, launchOptions: chromium } },
    { name: 'pc', testIgnore: [/visual\.spec\.ts/, ...seamOnly], ...consentTests, use: { ...PC, launchOptions: shell } },
    { name: 'sp', testIgnore: [/visual\.spec\.ts/, ...seamOnly], ...consentTests, use: { ...PHONE, launchOptions: shell } },
  ],
  webServer: {
    // The same entry as production (server.mjs); FRAMEWORK_PLAIN=1 in the environment starts it plain.
    command: `node server.mjs -p ${port}`,
    url: `${baseURL}/robots.txt`,
    // scripts/e2e.mjs starts one server for its two runs (E2E_SERVER_READY=1).
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_READY === '1',
    timeout: 120_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...consentServer },
  },
})
