/**
 * `npm run restore -- <archive> [--force]`: restores an archive of `npm run backup` into DATABASE_URL and
 * MEDIA_DIR. Refuses a database with tables or a media folder with files unless --force (stop the site
 * first); checks every checksum and the restored row counts (src/features/ops/backup.ts).
 */
import './dotenv'

import { parseArgs } from 'node:util'

import { env } from '../src/lib/env'
import { RestoreRefused, restoreBackup } from '../src/features/ops/backup'

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <archive.tar.gz> [--force]')
  process.exit(2)
}
const settings = env()
try {
  const manifest = await restoreBackup({ databaseUrl: settings.DATABASE_URL, mediaDir: settings.MEDIA_DIR, archive: positionals[0], force: values.force })
  console.log(`restored ${positionals[0]} (made ${manifest.createdAt}): ${Object.keys(manifest.tables).length} tables, enquiries ${manifest.tables.enquiries ?? 0}, ${manifest.media.length} media files; row counts and checksums match`)
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`)
  process.exit(error instanceof RestoreRefused ? 3 : 1)
}
