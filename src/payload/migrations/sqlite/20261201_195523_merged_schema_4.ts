import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

export async function up(_args: MigrateUpArgs): Promise<void> {
  // Records the schema only (scripts/migration.ts snapshot): every statement has run in an earlier migration.
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo.
}
