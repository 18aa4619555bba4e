import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`legal_pages_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`policy_url\` text,
  	\`opt_out_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_tags_order_idx\` ON \`legal_pages_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_tags_parent_id_idx\` ON \`legal_pages_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_tags_locales\` (
  	\`service\` text,
  	\`recipient\` text,
  	\`information\` text,
  	\`site_purpose\` text,
  	\`recipient_purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_tags_locales_locale_parent_id_unique\` ON \`legal_pages_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`policy_url\` text,
  	\`opt_out_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_tags_order_idx\` ON \`_legal_pages_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_tags_parent_id_idx\` ON \`_legal_pages_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_tags_locales\` (
  	\`service\` text,
  	\`recipient\` text,
  	\`information\` text,
  	\`site_purpose\` text,
  	\`recipient_purpose\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_version_tags_locales_locale_parent_id_unique\` ON \`_legal_pages_v_version_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`marketing_opt_in\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`legal_pages_tags\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_tags_locales\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`marketing_opt_in\`;`)
}
