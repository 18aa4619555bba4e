// The admin's browser walks once more on PostgreSQL (the rest of the end-to-end suite runs on SQLite; the
// CMS rules and the editing aids are covered on PostgreSQL by the integration tests): a database of its own
// on the local PostgreSQL, migrated and seeded, the same production build served on its own port, then
// the company-content walk (an office added in both languages, a leader's live preview) and the live-preview
// walks. Run by scripts/test-all.mjs after the SQLite browser tests; the database is dropped afterwards.
import { spawnSync } from 'node:child_process'

import pg from 'pg'

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const database = `${process.env.TEST_PG_PREFIX ?? ''}e2e_pg_${process.pid}`
const port = String(Number(process.env.E2E_PORT ?? 3100) + 1)

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const url = new URL(adminUrl)
url.pathname = `/${database}`
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  MEDIA_DIR: `./data/test-media-pg`,
  E2E_PORT: port,
  ALLOWED_ORIGINS: `http://localhost:${port}`,
}
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1

await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
await admin(`CREATE DATABASE ${database}`)
let status = 1
try {
  status = run('npx', ['tsx', 'scripts/migrate.ts']) || run('npx', ['tsx', 'scripts/seed.ts'])
  if (status === 0) {
    status = run('npx', ['playwright', 'test', 'tests/e2e/company-cms.spec.ts', 'tests/e2e/live-preview.spec.ts', '--project=pc', '--no-deps', ...process.argv.slice(2)])
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
}
process.exit(status)
