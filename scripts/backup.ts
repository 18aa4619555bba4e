/**
 * `npm run backup [-- --out <folder>]`: one archive of the database (a consistent snapshot, taken while the
 * site serves) and the media folder, with a manifest (src/features/ops/backup.ts; README "Backups").
 * Reads DATABASE_URL and MEDIA_DIR like the app; writes to BACKUP_DIR (default ./data/backups).
 */
import './dotenv'

import { parseArgs } from 'node:util'

import { env } from '../src/lib/env'
import { createBackup } from '../src/features/ops/backup'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const settings = env()
const started = Date.now()
const { archive, manifest } = await createBackup({ databaseUrl: settings.DATABASE_URL, mediaDir: settings.MEDIA_DIR, outDir: values.out ?? settings.BACKUP_DIR })
const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
console.log(`${archive}: ${manifest.dialect} database (${Object.keys(manifest.tables).length} tables, ${rows} rows, enquiries ${manifest.tables.enquiries ?? 0}), ${manifest.media.length} media files, ${Date.now() - started} ms`)
