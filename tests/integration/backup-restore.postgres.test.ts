/** The restore drill on PostgreSQL (tests/integration/backup-restore-suite.ts), in a database of its own. */
import { backupRestoreDrill } from './backup-restore-suite'
import { testDatabase } from './postgres-test-db'

backupRestoreDrill('PostgreSQL', async () => {
  const database = testDatabase('backup_drill')
  await database.create()
  return {
    dialect: 'postgres',
    databaseUrl: database.url,
    async wipe() {
      await database.drop()
      await database.create()
    },
    cleanUp: () => database.drop(),
  }
})
