// The browser tests as on another day: a fresh test database, its seed, a production build, the server and the
// browser all under Debian's faketime with one offset, so every process sees the same other date.
//   node scripts/another-day.mjs <offset> [playwright args]    e.g.  node scripts/another-day.mjs +270d
// The offset is faketime's (`+270d`, `-30d`, `+2y`). The seed's dates hold for a span (SEED_DATES_HOLD in
// src/payload/seed/content.ts); a day outside it is refused by playwright.config.ts with a message.
// Uses this checkout's data/test.db, data/test-media and .next: don't run it beside `npm test` in the same folder.
import { spawnSync } from 'node:child_process'

import { clearTestData, spawnSyncOnceMore, TEST_ENVIRONMENT } from './lib.mjs'

const [offset, ...playwrightArgs] = process.argv.slice(2)
if (!offset || !/^[+-]\d+[smhdy]$/.test(offset)) {
  console.error('usage: node scripts/another-day.mjs <+Nd|-Nd|+Ny> [playwright args]')
  process.exit(2)
}
if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
  console.log('installing Debian faketime')
  const apt = spawnSync('sh', ['-c', 'apt-get install -y -qq faketime >/dev/null || (apt-get update -qq && apt-get install -y -qq faketime >/dev/null)'], { stdio: 'inherit' })
  if (apt.status !== 0) process.exit(apt.status ?? 1)
}

const port = process.env.E2E_PORT ?? '3150'
const env = { ...process.env, ...TEST_ENVIRONMENT, E2E_PORT: port, ALLOWED_ORIGINS: `http://localhost:${port}`, BUILD_TYPECHECK: 'false' }
// Monotonic clocks keep running from the real ones: only the date moves (timers and time-outs stay honest).
env.FAKETIME_DONT_FAKE_MONOTONIC = '1'
const underFaketime = (command, args) => spawnSyncOnceMore('faketime', ['-f', offset, command, ...args], { stdio: 'inherit', env })

const shown = spawnSync('faketime', ['-f', offset, 'date', '-u', '+%Y-%m-%d %H:%M UTC'], { encoding: 'utf8', env })
console.log(`another day: ${shown.stdout.trim()} (${offset})`)

clearTestData({ alsoMedia: true })
const steps = [
  ['npx', ['tsx', 'scripts/migrate.ts', '--seed']],
  ['node', ['scripts/build-checked.mjs']],
  ['node', ['scripts/e2e.mjs', ...playwrightArgs]],
]
for (const [command, args] of steps) {
  console.log(`▶ faketime -f ${offset} ${command} ${args.join(' ')}`)
  const result = underFaketime(command, args)
  if (result.status !== 0) {
    console.log(`✖ ${command} ${args.join(' ')} failed (exit ${result.status}) on ${shown.stdout.trim()}`)
    process.exit(result.status ?? 1)
  }
}
console.log(`✔ the browser tests passed on ${shown.stdout.trim()}`)
