import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_enabled_at\`;`)
}
