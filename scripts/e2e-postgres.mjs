// The admin's writing walks once more on PostgreSQL (the rest of the end-to-end suite runs on SQLite; the
// CMS rules and the editing aids are covered on PostgreSQL by the integration tests): a database of its own
// on the local PostgreSQL, migrated and seeded, the same production build served on its own port
// (E2E_PORT + 1), then the walks tagged @postgres, those whose outcome goes through the database: the
// company-content walk (an office added in both languages and read back on the public pages, a leader's
// live preview then published) and the news article's live preview (a draft read back through the preview
// route). The other live-preview walks block every save, so what they show never comes from the database.
//
//   node scripts/e2e-postgres.mjs [playwright args]   all three steps below, then drops the database
//   node scripts/e2e-postgres.mjs prepare             creates, migrates and seeds the database, keeps it
//   node scripts/e2e-postgres.mjs test [args]         the browser walks on the prepared database, then drops it
//   node scripts/e2e-postgres.mjs drop                drops the database (nothing if it is gone)
//
// scripts/test-all.mjs runs `prepare` beside the SQLite browser tests (light work, no server) and `test`
// after them, so only the browser part is serial. E2E_PG_RUN names the database across those calls.

import { spawnSyncOnceMore, withPgClient } from './lib.mjs'

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const database = `${process.env.TEST_PG_PREFIX ?? ''}e2e_pg_${process.env.E2E_PG_RUN ?? process.pid}`
const port = String(Number(process.env.E2E_PORT ?? 3100) + 1)
const MODES = ['prepare', 'test', 'drop']
const mode = MODES.includes(process.argv[2]) ? process.argv[2] : 'all'
const playwrightArgs = process.argv.slice(mode === 'all' ? 2 : 3)

/** The walks that run here carry the tag @postgres (the rest of the suite runs on SQLite only). */
const POSTGRES_WALKS = ['--grep', '@postgres']

const admin = (sql) => withPgClient(adminUrl, (client) => client.query(sql))

const url = new URL(adminUrl)
url.pathname = `/${database}`
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  MEDIA_DIR: `./data/test-media-pg`,
  E2E_PORT: port,
  ALLOWED_ORIGINS: `http://localhost:${port}`,
}
function run(command, args) {
  return spawnSyncOnceMore(command, args, { stdio: 'inherit', env }).status ?? 1
}

async function prepare() {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${database}`)
  // Migrations, the first staff account and the seed content in one process.
  return run('node_modules/.bin/tsx', ['scripts/migrate.ts', '--seed'])
}

const drop = () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)

let status = 0
if (mode === 'drop') {
  await drop()
} else if (mode === 'prepare') {
  status = await prepare()
  if (status !== 0) await drop()
} else {
  try {
    if (mode === 'all') status = await prepare()
    // Its own output folder: Playwright empties its folder when it starts, and the SQLite run's traces of
    // failed and flaky tests in test-results/ must outlive this stage.
    if (status === 0) status = run('node_modules/.bin/playwright', ['test', ...POSTGRES_WALKS, '--project=pc', '--no-deps', '--output=test-results-postgres', ...playwrightArgs])
  } finally {
    await drop()
  }
}
process.exit(status)
