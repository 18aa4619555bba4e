// The whole test suite: lint, typecheck, unit and integration tests (SQLite and the local PostgreSQL),
// a production build, and the Playwright end-to-end tests in both locales at PC and phone widths.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

import { ensureDependencies, run } from './lib.mjs'

const started = Date.now()
ensureDependencies()

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium is needed for the end-to-end tests: apt-get install -y chromium (looked for ${chromium}).`)
  process.exit(1)
}

// A dedicated database and settings, so the suite never touches the site's own data.
mkdirSync('data', { recursive: true })
for (const file of ['data/test.db', 'data/test.db-journal', 'data/test.db-wal', 'data/test.db-shm']) rmSync(file, { force: true })
Object.assign(process.env, {
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: 'file:./data/test.db',
  SITE_ORIGIN: 'http://localhost:3000',
  PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET ?? 'test-only-secret-0123456789abcdef',
  PREVIEW_SECRET: 'test-only-preview-secret-0123456789',
  PAYLOAD_ADMIN_EMAIL: 'admin@kaimono-ai.example',
  PAYLOAD_ADMIN_PASSWORD: 'test-admin-password-1',
  MEDIA_DIR: './data/test-media',
  GTM_ID: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  E2E_PORT: process.env.E2E_PORT ?? '3100',
})
// The browser reaches the test server at its own port, not at SITE_ORIGIN: let contact posts from it in.
process.env.ALLOWED_ORIGINS = `http://localhost:${process.env.E2E_PORT}`
// The end-to-end tests pose as a proxy on loopback forwarding for many visitors (X-Forwarded-For),
// so each test is its own client for the contact rate limit.
process.env.TRUSTED_PROXIES = 'loopback'

run('npx', ['eslint', '.', '--max-warnings=0'])
run('npx', ['tsc', '--noEmit'])
run('npx', ['tsx', 'scripts/migrate.ts'])
run('npx', ['tsx', 'scripts/seed.ts'])
// Reports go outside test-results/, which Playwright empties when it starts.
mkdirSync('.cache/test-reports', { recursive: true })
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/test-reports/vitest.json'])
run('npx', ['next', 'build'])
run('npx', ['playwright', 'test', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/test-reports/playwright.json' },
})

const vitest = JSON.parse(readFileSync('.cache/test-reports/vitest.json', 'utf8'))
const playwright = JSON.parse(readFileSync('.cache/test-reports/playwright.json', 'utf8'))
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky
const failed = vitest.numFailedTests + playwright.stats.unexpected
const skipped = vitest.numPendingTests + playwright.stats.skipped
console.log(`\nunit+integration: ${vitest.numPassedTests} passed; end-to-end: ${playwright.stats.expected} passed (${playwright.stats.flaky} flaky)`)
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
