// The whole test suite: lint, typecheck, unit and integration tests (SQLite and the local PostgreSQL),
// a production build, and the Playwright end-to-end tests in both locales at PC and phone widths.
// Independent stages run side by side (scripts/stages.mjs); the build and the browser tests are the
// critical path, so they start first.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'

import { clearTestData, ensureDependencies, TEST_ENVIRONMENT } from './lib.mjs'
import { runStages } from './stages.mjs'

const started = Date.now()
const startedBusy = machineBusySeconds()
ensureDependencies()

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium is needed for the end-to-end tests: apt-get install -y chromium (looked for ${chromium}).`)
  process.exit(1)
}
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell')) {
  console.log('No chromium-headless-shell: the functional browser tests run in the full browser, with a third more CPU (apt-get install -y chromium-headless-shell).')
}

// The browser tests expect what every phone and desktop has: a Japanese face on the device
// (tests/e2e/fonts.spec.ts also checks a browser without one, through its own fontconfig).
const japaneseFaces = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' })
if (japaneseFaces.status !== 0 || !japaneseFaces.stdout.trim()) {
  console.error('A Japanese system font is needed for the end-to-end tests: apt-get install -y fonts-noto-cjk.')
  process.exit(1)
}

// A dedicated database and settings, so the suite never touches the site's own data.
clearTestData()
Object.assign(process.env, TEST_ENVIRONMENT, {
  PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET ?? TEST_ENVIRONMENT.PAYLOAD_SECRET,
  E2E_PORT: process.env.E2E_PORT ?? '3100',
})
// The browser reaches the test server at its own port, not at SITE_ORIGIN: let contact posts from it in.
process.env.ALLOWED_ORIGINS = `http://localhost:${process.env.E2E_PORT}`
// Names the PostgreSQL database of the browser walks across its stages (scripts/e2e-postgres.mjs).
process.env.E2E_PG_RUN = String(process.pid)

// Reports go outside test-results/, which Playwright empties when it starts.
const reports = '.cache/test-reports'
mkdirSync(reports, { recursive: true })
for (const file of ['vitest-unit.json', 'vitest-integration.json', 'vitest-quickstart.json', 'vitest-cluster.json', 'playwright-visual.json', 'playwright.json', 'playwright-postgres.json', 'playwright-seam.json', 'playwright-consent.json']) rmSync(`${reports}/${file}`, { force: true })

const QUICKSTART_TEST = 'tests/integration/quickstart.test.ts'
const vitest = (project, extra = [], report = project) => [
  'npx',
  ['vitest', 'run', '--project', project, ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-${report}.json`],
]

let failure = null
let seconds = new Map()
try {
  seconds = await runStages(
    [
      // Migrations, the first staff account and the seed content in one process (one CMS start, not two).
      { name: 'database', steps: [['npx', ['tsx', 'scripts/migrate.ts', '--seed']]] },
      // The integration files, one at a time (they share the local PostgreSQL and loopback ports), from the start:
      // mostly waits on servers, databases and SMTP, and as long as the browser tests' whole chain.
      { name: 'integration', background: true, steps: [vitest('integration', ['--no-file-parallelism', '--exclude', QUICKSTART_TEST])] },
      // The README's first command on a fresh copy (its own folder, install and SQLite; no port, no shared
      // database): beside the other integration files, of which it was a quarter of the time.
      { name: 'quickstart', background: true, steps: [vitest('integration', [QUICKSTART_TEST], 'quickstart')] },
      // The typecheck stage runs tsc on the same files: the build skips its own check (next.config.ts).
      // The build fails on a warning too (scripts/build-checked.mjs): the quick start's output must read clean.
      { name: 'build', after: ['database'], steps: [['node', ['scripts/build-checked.mjs']]], env: { BUILD_TYPECHECK: 'false' } },
      {
        name: 'end-to-end',
        after: ['build'],
        steps: [['node', ['scripts/e2e.mjs', '--reporter=list,json']]],
        env: { E2E_REPORTS: reports },
      },
      // The framework seam (docs/deviations.md): the smoke tests against server.mjs with every deviation off
      // (FRAMEWORK_PLAIN=1) on its own port, and two tests that start a server of their own with the deviations on:
      // the planted script (tests/e2e/csp-planted.spec.ts) and a first request to the admin (first-request.spec.ts).
      // After the main browser tests: the plant edits a stored page.
      {
        name: 'framework-seam',
        // After the walks on PostgreSQL, whose server takes E2E_PORT + 1: one browser stage at a time.
        after: ['end-to-end', 'end-to-end-postgres'],
        steps: [['npx', ['playwright', 'test', 'tests/e2e/plain-smoke.spec.ts', 'tests/e2e/csp-planted.spec.ts', 'tests/e2e/first-request.spec.ts', '--project=pc', '--no-deps', '--reporter=list,json']]],
        env: {
          FRAMEWORK_PLAIN: '1',
          SEAM_STAGE: '1',
          E2E_PORT: String(Number(process.env.E2E_PORT) + 2),
          ALLOWED_ORIGINS: `http://localhost:${Number(process.env.E2E_PORT) + 2},http://localhost:${Number(process.env.E2E_PORT) + 5}`,
          PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-seam.json`,
        },
      },
      // The consent walks (tests/e2e/notices.spec.ts, tagged @consent) against the same build served with a
      // tag-manager container and the CDN's country header, start-time settings (playwright.config.ts starts that
      // server, E2E_PORT + 4). After the plain-mode seam: a plain server has no cache handler to set aside the pages
      // this one stores with the tag manager's snippet (src/lib/consent/stored-pages.mjs).
      {
        name: 'consent',
        after: ['framework-seam'],
        steps: [['npx', ['playwright', 'test', 'tests/e2e/notices.spec.ts', '--project=pc', '--project=sp', '--reporter=list,json']]],
        env: {
          CONSENT_STAGE: '1',
          E2E_PORT: String(Number(process.env.E2E_PORT) + 4),
          ALLOWED_ORIGINS: `http://localhost:${Number(process.env.E2E_PORT) + 4}`,
          PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-consent.json`,
        },
      },
      // The admin's writing walks once more, on PostgreSQL (scripts/e2e-postgres.mjs), on their own port:
      // the database is made beside the SQLite browser tests, only the browser part waits for them.
      {
        name: 'end-to-end-postgres',
        after: ['end-to-end', 'database-postgres'],
        steps: [['node', ['scripts/e2e-postgres.mjs', 'test', '--reporter=list,json']]],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-postgres.json` },
      },
      // The reference deployment: 3 instances of this build on PostgreSQL and Redis behind nginx (deploy/).
      {
        name: 'cluster',
        // After the browser tests: both start servers and time things, and side by side on two cores
        // they starve each other. Its database is made beside the browser tests (database-cluster).
        after: ['end-to-end-postgres', 'framework-seam', 'consent', 'database-cluster'],
        env: { CLUSTER_TEST_PREPARED: '1' },
        steps: [['npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-cluster.json`]]],
      },
      // Light work beside the browser tests (one process each, no server): the PostgreSQL databases of the
      // walks on PostgreSQL and of the cluster, migrated and seeded. The stages marked `background` are off the
      // critical path (database → build → end-to-end → …) and yield the CPU to it (scripts/stages.mjs).
      { name: 'database-postgres', after: ['build'], background: true, steps: [['node', ['scripts/e2e-postgres.mjs', 'prepare']]] },
      { name: 'database-cluster', after: ['build'], background: true, steps: [['node', ['tests/cluster/settings.mjs', 'prepare']]] },
      { name: 'lint', background: true, steps: [['npx', ['eslint', '.', '--max-warnings=0']]] },
      // TypeScript 7's native compiler (typescript-native): ~20× less CPU than TypeScript 5's tsc on this code
      // (decision T9). Next, typescript-eslint and Vitest keep using TypeScript 5's JavaScript API.
      { name: 'typecheck', background: true, steps: [['node', ['node_modules/typescript-native/bin/tsc', '--noEmit']]] },
      // After the build: the next-compat contract tests read the real build's output (src/lib/next-compat/).
      { name: 'unit', after: ['build'], background: true, steps: [vitest('unit')] },
    ],
    // TEST_KEEP_GOING=1 runs every stage whose dependencies passed, even after a failure (CI stops at the first).
    // Four: the browser tests' chain, the integration files, the quick start, and the short stages in turn.
    { concurrency: Number(process.env.TEST_CONCURRENCY ?? 4), keepGoing: process.env.TEST_KEEP_GOING === '1' },
  )
} catch (error) {
  failure = error
  seconds = error.seconds ?? seconds
}
// The PostgreSQL database of the browser walks, if a failure left it behind.
spawnSync('node', ['scripts/e2e-postgres.mjs', 'drop'], { stdio: 'inherit' })

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const unit = readJson(`${reports}/vitest-unit.json`)
const integration = readJson(`${reports}/vitest-integration.json`)
const quickstart = readJson(`${reports}/vitest-quickstart.json`)
const cluster = readJson(`${reports}/vitest-cluster.json`)
const playwrightVisual = readJson(`${reports}/playwright-visual.json`)
const playwright = readJson(`${reports}/playwright.json`)
const playwrightPostgres = readJson(`${reports}/playwright-postgres.json`)
const playwrightSeam = readJson(`${reports}/playwright-seam.json`)
const playwrightConsent = readJson(`${reports}/playwright-consent.json`)
const count = (report, key) => report?.[key] ?? 0
const vitestReports = [unit, integration, quickstart, cluster]
const sum = (key) => vitestReports.reduce((total, report) => total + count(report, key), 0)
const browserRuns = [playwrightVisual, playwright, playwrightPostgres, playwrightSeam, playwrightConsent]
const browser = (key) => browserRuns.reduce((total, report) => total + (report?.stats[key] ?? 0), 0)
const passed = sum('numPassedTests') + browser('expected') + browser('flaky')
const failed = sum('numFailedTests') + browser('unexpected') + (failure ? 1 : 0)
const skipped = sum('numPendingTests') + browser('skipped')
console.log(
  `\nunit: ${count(unit, 'numPassedTests')} passed; integration: ${count(integration, 'numPassedTests') + count(quickstart, 'numPassedTests')} passed; ` +
    `cluster: ${count(cluster, 'numPassedTests')} passed; ` +
    `screenshots: ${playwrightVisual?.stats.expected ?? 0} passed (${playwrightVisual?.stats.unexpected ?? 0} failed); ` +
    `end-to-end: ${playwright?.stats.expected ?? 0} passed (${playwright?.stats.flaky ?? 0} flaky); ` +
    `on PostgreSQL: ${playwrightPostgres?.stats.expected ?? 0} passed; ` +
    `framework seam (plain mode): ${playwrightSeam?.stats.expected ?? 0} passed; ` +
    `consent (GTM_ID at start): ${playwrightConsent?.stats.expected ?? 0} passed`,
)
// The failed tests by name, at the end where a CI log's tail shows them.
const firstLine = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200)
const failures = []
for (const report of vitestReports) {
  for (const file of report?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '')
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests) failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`)
  }
}
const walkSuites = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const error = test.results?.at(-1)?.error?.message
      failures.push(`${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}: ${firstLine(error)}`)
    }
  }
  for (const child of suite.suites ?? []) walkSuites(child)
}
for (const report of browserRuns) for (const suite of report?.suites ?? []) walkSuites(suite)
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ✖ ${line}`).join('\n')}`)
if (failure) console.log(`(${failure.message}; the failed count includes it)`)
console.log(`stages: ${[...seconds].map(([name, s]) => `${name} ${s} s`).join(', ')}`)
// CPU seconds per stage (scripts/stages.mjs): on a shared machine these, not the wall clock, compare two runs.
if (seconds.cpu?.size) console.log(`CPU seconds: ${[...seconds.cpu].map(([name, s]) => `${name} ${s}`).join(', ')}; all ${[...seconds.cpu.values()].reduce((a, b) => a + b, 0)}`)
// The stages' CPU seconds hold only processes their parents waited for: Chromium's renderers (reaped by its zygote,
// which nobody waits for) are missing from them. The whole machine's busy time over the run counts everything,
// other work on the machine too.
const busy = machineBusySeconds()
if (busy !== null && startedBusy !== null) console.log(`machine: ${Math.round(busy - startedBusy)} CPU s busy of ${Math.round(((Date.now() - started) / 1000) * os.cpus().length)} (all processes)`)
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)

/** Seconds the machine's CPUs spent busy since boot (/proc/stat: user, nice, system, interrupts), or null off Linux. */
function machineBusySeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    const [user, nice, system, , , irq, softirq] = fields
    // USER_HZ is 100 on Linux.
    return (user + nice + system + irq + softirq) / 100
  } catch {
    return null
  }
}
