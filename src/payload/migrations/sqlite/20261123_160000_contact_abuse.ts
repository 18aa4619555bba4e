import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Contact abuse rules: each enquiry keeps the nonce of the form token it used, unique, so a
 * token carries one enquiry only. (Held acknowledgements need no schema change on SQLite: the status
 * is a text column. Rate limits live in memory or Redis here, not in the database.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`form_token_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_form_token_id_idx\` ON \`enquiries\` (\`form_token_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`enquiries_form_token_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`form_token_id\`;`)
}
