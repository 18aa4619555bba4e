import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_notes\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`text\` text NOT NULL,
	\`author_id\` integer,
	\`written_at\` text,
	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_order_idx\` ON \`enquiries_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_parent_id_idx\` ON \`enquiries_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_author_idx\` ON \`enquiries_notes\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`display_name\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`title\` text;`)
  // Existing rows get what the hooks write from now on: "名前 (e-mail)" and "姓 名 / 会社名 / 受信日時(日本時間)".
  await db.run(sql`UPDATE \`users\` SET \`display_name\` = CASE WHEN trim(coalesce(\`name\`, '')) = '' THEN \`email\` ELSE trim(\`name\`) || ' (' || \`email\` || ')' END;`)
  await db.run(sql`UPDATE \`enquiries\` SET \`title\` = trim(\`last_name\` || ' ' || \`first_name\`) || ' / ' || trim(\`company\`) || ' / ' || strftime('%Y/%m/%d %H:%M', \`created_at\`, '+9 hours');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_notes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`display_name\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`title\`;`)
}
