// Small helpers shared by the project's own scripts (quick start, setup, test command).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'

/**
 * The test suite's settings (scripts/test-all.mjs; the upgrade drill runs the same on its own port): a database and
 * secrets of the tests' own, no mail server, no tag manager. The browser tests pose as a proxy on loopback
 * forwarding for many visitors (X-Forwarded-For), so each test is its own client for the rate limits; their walks
 * sign in as admins without a second factor (tests/e2e/staff-auth.spec.ts enrols its own).
 */
export const TEST_ENVIRONMENT = Object.freeze({
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: 'file:./data/test.db',
  SITE_ORIGIN: 'http://localhost:3000',
  PAYLOAD_SECRET: 'test-only-secret-0123456789abcdef',
  PREVIEW_SECRET: 'test-only-preview-secret-0123456789',
  PAYLOAD_ADMIN_EMAIL: 'admin@kaimono-ai.example',
  PAYLOAD_ADMIN_PASSWORD: 'test-admin-password-1',
  MEDIA_DIR: './data/test-media',
  GTM_ID: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  TRUSTED_PROXIES: 'loopback',
  STAFF_SECOND_FACTOR_ROLES: '',
})

/**
 * Removes the test database (TEST_ENVIRONMENT's SQLite file) and, with it, Next's data cache filled from it: .next/cache
 * keeps that cache across builds, and its entries carry the date they were made on (one made on a later faked day
 * outlived every tag expiry of an earlier day's run). `alsoMedia`: the uploaded files too.
 */
export function clearTestData({ alsoMedia = false } = {}) {
  mkdirSync('data', { recursive: true })
  const paths = ['data/test.db', 'data/test.db-journal', 'data/test.db-wal', 'data/test.db-shm', '.next/cache/fetch-cache']
  if (alsoMedia) paths.push('data/test-media')
  for (const path of paths) rmSync(path, { recursive: true, force: true })
}

/**
 * Node's exit code when the main module's top-level await can never settle. The tsx migrate and seed
 * scripts were seen to end this way a few times in a hundred runs on the loaded 2-core machine, before
 * printing anything (inside Payload's start-up, cause not found yet); a second run has always worked.
 */
export const UNSETTLED_AWAIT_EXIT = 13

/** spawnSync, run once more when the first run ended with an unsettled await at start-up (see above). */
export function spawnSyncOnceMore(command, args, options = {}) {
  const result = spawnSync(command, args, options)
  if (result.status !== UNSETTLED_AWAIT_EXIT) return result
  console.log(`${[command, ...args].join(' ')} stopped at start-up with an unsettled await (exit 13, seen now and then under load); running it once more`)
  return spawnSync(command, args, options)
}

/**
 * Runs `work` on one connection to a PostgreSQL server and closes it, whatever happens: the test databases'
 * admin statements (create, drop) and the cluster's. `pg` is imported here, not at the top: this file also
 * runs before `npm install` has put it in node_modules.
 * @template T
 * @param {string} connectionString
 * @param {(client: import('pg').Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withPgClient(connectionString, work) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export function run(command, args, options = {}) {
  const label = [command, ...args].join(' ')
  console.log(`\n▶ ${label}`)
  const result = spawnSyncOnceMore(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } })
  if (result.status !== 0) {
    console.error(`✖ ${label} exited with ${result.status ?? result.signal}`)
    process.exit(result.status ?? 1)
  }
}

/**
 * Installs dependencies exactly as locked when node_modules is missing or older than the lock file.
 * `npm ci` is tried first; if the registry lacks a platform package it falls back to `npm install`
 * with the same lock file (no version changes: the lock is not rewritten to newer versions).
 */
export function ensureDependencies() {
  const stamp = 'node_modules/.lock-hash'
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return
  console.log('\n▶ npm ci')
  // npm ci's own output is kept back: when it refuses the lock file it prints pages of usage text that
  // read like a failure, although the fallback below installs the same versions.
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { encoding: 'utf8' })
  if (ci.status !== 0) {
    const output = `${ci.stdout ?? ''}${ci.stderr ?? ''}`
    const missing = output.match(/Missing: \S+ from lock file/g)?.length ?? 0
    console.log(
      missing > 0
        ? `npm ci declined: the lock file has no entries for ${missing} optional packages of other platforms; installing the same locked versions with npm install instead.`
        : `npm ci declined (${output.split('\n').find((line) => line.includes('error')) ?? `exit ${ci.status}`}); installing the same locked versions with npm install instead.`,
    )
    run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error'])
  }
  spawnSync('node', ['-e', `require('fs').writeFileSync(${JSON.stringify(stamp)}, ${JSON.stringify(lockHash)})`])
}
