import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`pages_approval_history_order_idx\` ON \`pages_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_approval_history_parent_id_idx\` ON \`pages_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	\`_uuid\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_approval_history_order_idx\` ON \`_pages_v_version_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_approval_history_parent_id_idx\` ON \`_pages_v_version_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`approval_comment\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`languages_en_from\` text;`)
  await db.run(sql`CREATE INDEX \`pages_approval_state_idx\` ON \`pages\` (\`approval_state\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_approval_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_approval_state_idx\` ON \`_pages_v\` (\`version_approval_state\`);`)
  // Pages already published count as approved (the workflow's own migration did the same for news and campaigns).
  await db.run(sql`UPDATE "pages" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_approval_history\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_approval_history\`;`)
  await db.run(sql`DROP INDEX \`pages_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`approval_state\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`approval_comment\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_approval_state\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_approval_comment\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_languages_en_from\`;`)
}
