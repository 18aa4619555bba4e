/** The restore drill on SQLite (tests/integration/backup-restore-suite.ts). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { backupRestoreDrill } from './backup-restore-suite'

backupRestoreDrill('SQLite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-drill-sqlite-'))
  const file = path.join(dir, 'site.db')
  const remove = async () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
  }
  return { dialect: 'sqlite', databaseUrl: `file:${file}`, wipe: remove, cleanUp: async () => rmSync(dir, { recursive: true, force: true }) }
})
