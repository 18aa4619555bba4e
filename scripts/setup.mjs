// Prepares a working local configuration and database: writes .env with fresh secrets when it is
// missing, applies the CMS migrations, and loads the seed content into an empty database.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { run } from './lib.mjs'

if (!existsSync('.env')) {
  const secret = randomBytes(32).toString('hex')
  const password = randomBytes(12).toString('base64url')
  const example = readFileSync('.env.example', 'utf8')
    .replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${secret}`)
    .replace(/^PAYLOAD_ADMIN_PASSWORD=.*$/m, `PAYLOAD_ADMIN_PASSWORD=${password}`)
    .replace(/^PREVIEW_SECRET=.*$/m, `PREVIEW_SECRET=${randomBytes(32).toString('hex')}`)
  writeFileSync('.env', example, { mode: 0o600 })
  console.log('Wrote .env with new secrets.')
  console.log(`First staff login for /admin/: ${/^PAYLOAD_ADMIN_EMAIL=(.*)$/m.exec(example)?.[1]} / ${password}`)
}
// The migrate and seed scripts read settings from the environment; .env fills in what is not set
// already (Next loads it by itself when it builds and serves).
process.loadEnvFile('.env')
mkdirSync('data', { recursive: true })
// Migrations, the first staff account and the seed content in one process (scripts/migrate.ts --seed).
run('npx', ['tsx', 'scripts/migrate.ts', '--seed'])
