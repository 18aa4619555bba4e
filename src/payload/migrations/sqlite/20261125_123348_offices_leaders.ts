import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`sort_order\` numeric DEFAULT 100,
  	\`region\` text DEFAULT 'fukuoka',
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`label_side\` text DEFAULT 'right',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_key_idx\` ON \`offices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`offices_sort_order_idx\` ON \`offices\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offices__status_idx\` ON \`offices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`offices_locales\` (
  	\`name\` text,
  	\`address\` text,
  	\`role\` text,
  	\`access\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_locales_locale_parent_id_unique\` ON \`offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_region\` text DEFAULT 'fukuoka',
  	\`version_lat\` numeric,
  	\`version_lng\` numeric,
  	\`version_label_side\` text DEFAULT 'right',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offices_v_parent_idx\` ON \`_offices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_key_idx\` ON \`_offices_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_sort_order_idx\` ON \`_offices_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_updated_at_idx\` ON \`_offices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_created_at_idx\` ON \`_offices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version__status_idx\` ON \`_offices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_created_at_idx\` ON \`_offices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_updated_at_idx\` ON \`_offices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_snapshot_idx\` ON \`_offices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_published_locale_idx\` ON \`_offices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_latest_idx\` ON \`_offices_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_offices_v_autosave_idx\` ON \`_offices_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_offices_v_locales\` (
  	\`version_name\` text,
  	\`version_address\` text,
  	\`version_role\` text,
  	\`version_access\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_offices_v_locales_locale_parent_id_unique\` ON \`_offices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leaders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`sort_order\` numeric DEFAULT 100,
  	\`portrait_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leaders_key_idx\` ON \`leaders\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`leaders_sort_order_idx\` ON \`leaders\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`leaders_portrait_idx\` ON \`leaders\` (\`portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders__status_idx\` ON \`leaders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`leaders_locales\` (
  	\`name\` text,
  	\`title\` text,
  	\`job_title\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leaders_locales_locale_parent_id_unique\` ON \`leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_leaders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_portrait_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_leaders_v_parent_idx\` ON \`_leaders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_key_idx\` ON \`_leaders_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_sort_order_idx\` ON \`_leaders_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_portrait_idx\` ON \`_leaders_v\` (\`version_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_updated_at_idx\` ON \`_leaders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_created_at_idx\` ON \`_leaders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version__status_idx\` ON \`_leaders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_created_at_idx\` ON \`_leaders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_updated_at_idx\` ON \`_leaders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_snapshot_idx\` ON \`_leaders_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_published_locale_idx\` ON \`_leaders_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_latest_idx\` ON \`_leaders_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_autosave_idx\` ON \`_leaders_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_leaders_v_locales\` (
  	\`version_name\` text,
  	\`version_title\` text,
  	\`version_job_title\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_leaders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_leaders_v_locales_locale_parent_id_unique\` ON \`_leaders_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offices_id\` integer REFERENCES offices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leaders_id\` integer REFERENCES leaders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_offices_v\`;`)
  await db.run(sql`DROP TABLE \`_offices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`leaders\`;`)
  await db.run(sql`DROP TABLE \`leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`_leaders_v\`;`)
  await db.run(sql`DROP TABLE \`_leaders_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`campaigns_id\` integer,
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`enquiries_id\` integer,
  	\`contact_mails_id\` integer,
  	\`contact_rate_limits_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_mails_id\`) REFERENCES \`contact_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_rate_limits_id\`) REFERENCES \`contact_rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
