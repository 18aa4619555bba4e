import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`_path\` text NOT NULL,
	\`_locale\` text NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`heading\` text,
	\`text\` text,
	\`form_id\` integer,
	\`block_name\` text,
	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_locale_idx\` ON \`pages_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`_path\` text NOT NULL,
	\`_locale\` text NOT NULL,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`heading\` text,
	\`text\` text,
	\`form_id\` integer,
	\`_uuid\` text,
	\`block_name\` text,
	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_locale_idx\` ON \`_pages_v_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_form_idx\` ON \`_pages_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` text NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`value\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`forms_fields_options_order_idx\` ON \`forms_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_options_parent_id_idx\` ON \`forms_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options_locales\` (
	\`label\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` text NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_options_locales_locale_parent_id_unique\` ON \`forms_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`kind\` text DEFAULT 'text' NOT NULL,
	\`key\` text NOT NULL,
	\`required\` integer DEFAULT false,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_locales\` (
	\`label\` text NOT NULL,
	\`help\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` text NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_locales_locale_parent_id_unique\` ON \`forms_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`name\` text NOT NULL,
	\`notify_to\` text NOT NULL,
	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_name_idx\` ON \`forms\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
	\`title\` text,
	\`confirmation\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` integer NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`form_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`form_name\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`form_answers\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_form_idx\` ON \`enquiries\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_form_name_idx\` ON \`enquiries\` (\`form_name\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`title\` text,
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
	\`marketing_opt_in\` integer DEFAULT false,
	\`internal_notes\` text,
	\`handling\` text DEFAULT 'new' NOT NULL,
	\`assignee_id\` integer,
	\`locale\` text NOT NULL,
	\`form_token_id\` text,
	\`mails_queued\` integer DEFAULT false,
	\`idempotency_key\` text NOT NULL,
	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
);`)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "title", "subject", "last_name", "first_name", "company", "job_title", "email", "phone", "message", "privacy_accepted", "no_sales_confirmed", "marketing_opt_in", "internal_notes", "handling", "assignee_id", "locale", "form_token_id", "mails_queued", "idempotency_key", "updated_at", "created_at") SELECT "id", "title", "subject", "last_name", "first_name", "company", "job_title", "email", "phone", "message", "privacy_accepted", "no_sales_confirmed", "marketing_opt_in", "internal_notes", "handling", "assignee_id", "locale", "form_token_id", "mails_queued", "idempotency_key", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_handling_idx\` ON \`enquiries\` (\`handling\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_assignee_idx\` ON \`enquiries\` (\`assignee_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_form_token_id_idx\` ON \`enquiries\` (\`form_token_id\`);`)
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
	\`pages_id\` integer,
	\`media_id\` integer,
	\`users_id\` integer,
	\`enquiries_id\` integer,
	\`contact_mails_id\` integer,
	\`contact_rate_limits_id\` integer,
	\`offices_id\` integer,
	\`leaders_id\` integer,
	\`interviews_id\` integer,
	\`occupations_id\` integer,
	\`legal_pages_id\` integer,
	\`audit_log_id\` integer,
	\`redirects_id\` integer,
	\`media_references_id\` integer,
	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`contact_mails_id\`) REFERENCES \`contact_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`contact_rate_limits_id\`) REFERENCES \`contact_rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`interviews_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`occupations_id\`) REFERENCES \`occupations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (\`media_references_id\`) REFERENCES \`media_references\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "pages_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "offices_id", "leaders_id", "interviews_id", "occupations_id", "legal_pages_id", "audit_log_id", "redirects_id", "media_references_id") SELECT "id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "pages_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "offices_id", "leaders_id", "interviews_id", "occupations_id", "legal_pages_id", "audit_log_id", "redirects_id", "media_references_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_interviews_id_idx\` ON \`payload_locked_documents_rels\` (\`interviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_occupations_id_idx\` ON \`payload_locked_documents_rels\` (\`occupations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_references_id_idx\` ON \`payload_locked_documents_rels\` (\`media_references_id\`);`)
}
