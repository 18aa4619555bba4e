import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`campaigns_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_campaigns_id_idx\` ON \`redirects_rels\` (\`campaigns_id\`);`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`campaigns_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`campaigns_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`campaigns_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`campaigns_meta_meta_image_idx\` ON \`campaigns_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_campaigns_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_meta_version_meta_image_idx\` ON \`_campaigns_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`internal_notes\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`enquiries_handling_idx\` ON \`enquiries\` (\`handling\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignee_idx\` ON \`enquiries\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_locales\`("title", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v_locales\`("version_title", "version_excerpt", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_excerpt", "version_body", "id", "_locale", "_parent_id" FROM \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v_locales\` RENAME TO \`_news_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_campaigns_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_campaigns_locales\`("title", "summary", "body", "cta_label", "id", "_locale", "_parent_id") SELECT "title", "summary", "body", "cta_label", "id", "_locale", "_parent_id" FROM \`campaigns_locales\`;`)
  await db.run(sql`DROP TABLE \`campaigns_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_campaigns_locales\` RENAME TO \`campaigns_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`campaigns_locales_locale_parent_id_unique\` ON \`campaigns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__campaigns_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__campaigns_v_locales\`("version_title", "version_summary", "version_body", "version_cta_label", "id", "_locale", "_parent_id") SELECT "version_title", "version_summary", "version_body", "version_cta_label", "id", "_locale", "_parent_id" FROM \`_campaigns_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__campaigns_v_locales\` RENAME TO \`_campaigns_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_campaigns_v_locales_locale_parent_id_unique\` ON \`_campaigns_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`job_title\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`message\` text NOT NULL,
  	\`privacy_accepted\` integer DEFAULT false NOT NULL,
  	\`no_sales_confirmed\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`handling\` text DEFAULT 'new' NOT NULL,
  	\`mails_queued\` integer DEFAULT false,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "subject", "last_name", "first_name", "company", "job_title", "email", "phone", "message", "privacy_accepted", "no_sales_confirmed", "locale", "handling", "mails_queued", "idempotency_key", "updated_at", "created_at") SELECT "id", "subject", "last_name", "first_name", "company", "job_title", "email", "phone", "message", "privacy_accepted", "no_sales_confirmed", "locale", "handling", "mails_queued", "idempotency_key", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`CREATE INDEX \`enquiries_mails_queued_idx\` ON \`enquiries\` (\`mails_queued\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_idempotency_key_idx\` ON \`enquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_mails_id\`) REFERENCES \`contact_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_rate_limits_id\`) REFERENCES \`contact_rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id") SELECT "id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  // The tables rebuilt above lose the _parent_id indexes of 20261123_092500_locale_parent_indexes.
  for (const table of ['news_locales', '_news_v_locales', 'campaigns_locales', '_campaigns_v_locales']) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${table}_parent_id_idx\` ON \`${table}\` (\`_parent_id\`);`))
  }
}
