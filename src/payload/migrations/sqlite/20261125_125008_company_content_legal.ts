import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`interviews_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`interviews_answers_order_idx\` ON \`interviews_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`interviews_answers_parent_id_idx\` ON \`interviews_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`interviews_answers_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`interviews_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`interviews_answers_locales_locale_parent_id_unique\` ON \`interviews_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`interviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`sort_order\` numeric DEFAULT 100,
  	\`joined\` text,
  	\`portrait_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`interviews_key_idx\` ON \`interviews\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`interviews_sort_order_idx\` ON \`interviews\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`interviews_portrait_idx\` ON \`interviews\` (\`portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_updated_at_idx\` ON \`interviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews_created_at_idx\` ON \`interviews\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews__status_idx\` ON \`interviews\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`interviews_locales\` (
  	\`name\` text,
  	\`role\` text,
  	\`site\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`interviews_locales_locale_parent_id_unique\` ON \`interviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_interviews_v_version_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_interviews_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_answers_order_idx\` ON \`_interviews_v_version_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_answers_parent_id_idx\` ON \`_interviews_v_version_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_interviews_v_version_answers_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_interviews_v_version_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_interviews_v_version_answers_locales_locale_parent_id_uniqu\` ON \`_interviews_v_version_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_interviews_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_joined\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_interviews_v_parent_idx\` ON \`_interviews_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_version_key_idx\` ON \`_interviews_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_version_sort_order_idx\` ON \`_interviews_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_version_portrait_idx\` ON \`_interviews_v\` (\`version_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_version_updated_at_idx\` ON \`_interviews_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_version_created_at_idx\` ON \`_interviews_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_version_version__status_idx\` ON \`_interviews_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_created_at_idx\` ON \`_interviews_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_updated_at_idx\` ON \`_interviews_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_snapshot_idx\` ON \`_interviews_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_published_locale_idx\` ON \`_interviews_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_latest_idx\` ON \`_interviews_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_interviews_v_autosave_idx\` ON \`_interviews_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_interviews_v_locales\` (
  	\`version_name\` text,
  	\`version_role\` text,
  	\`version_site\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_interviews_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_interviews_v_locales_locale_parent_id_unique\` ON \`_interviews_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`occupations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sort_order\` numeric DEFAULT 100,
  	\`group\` text DEFAULT 'engineering',
  	\`icon\` text DEFAULT 'box',
  	\`careers_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`occupations_sort_order_idx\` ON \`occupations\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`occupations_updated_at_idx\` ON \`occupations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`occupations_created_at_idx\` ON \`occupations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`occupations__status_idx\` ON \`occupations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`occupations_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`occupations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`occupations_locales_locale_parent_id_unique\` ON \`occupations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_occupations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_group\` text DEFAULT 'engineering',
  	\`version_icon\` text DEFAULT 'box',
  	\`version_careers_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`occupations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_occupations_v_parent_idx\` ON \`_occupations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_version_version_sort_order_idx\` ON \`_occupations_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_version_version_updated_at_idx\` ON \`_occupations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_version_version_created_at_idx\` ON \`_occupations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_version_version__status_idx\` ON \`_occupations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_created_at_idx\` ON \`_occupations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_updated_at_idx\` ON \`_occupations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_snapshot_idx\` ON \`_occupations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_published_locale_idx\` ON \`_occupations_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_latest_idx\` ON \`_occupations_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_occupations_v_autosave_idx\` ON \`_occupations_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_occupations_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`version_place\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_occupations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_occupations_v_locales_locale_parent_id_unique\` ON \`_occupations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_revisions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages_revisions_order_idx\` ON \`legal_pages_revisions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_revisions_parent_id_idx\` ON \`legal_pages_revisions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_revisions_locales\` (
  	\`label\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages_revisions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_revisions_locales_locale_parent_id_unique\` ON \`legal_pages_revisions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`effective_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_kind_idx\` ON \`legal_pages\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_updated_at_idx\` ON \`legal_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages_created_at_idx\` ON \`legal_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`legal_pages_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_pages_locales_locale_parent_id_unique\` ON \`legal_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_revisions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_revisions_order_idx\` ON \`_legal_pages_v_version_revisions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_revisions_parent_id_idx\` ON \`_legal_pages_v_version_revisions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_version_revisions_locales\` (
  	\`label\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v_version_revisions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_version_revisions_locales_locale_parent_id_un\` ON \`_legal_pages_v_version_revisions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_effective_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_parent_idx\` ON \`_legal_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_kind_idx\` ON \`_legal_pages_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_updated_at_idx\` ON \`_legal_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_created_at_idx\` ON \`_legal_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_snapshot_idx\` ON \`_legal_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_published_locale_idx\` ON \`_legal_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_autosave_idx\` ON \`_legal_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_pages_v_locales_locale_parent_id_unique\` ON \`_legal_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_companies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_companies_order_idx\` ON \`company_profile_companies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_companies_parent_id_idx\` ON \`company_profile_companies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_companies_locales\` (
  	\`name\` text,
  	\`address\` text,
  	\`established\` text,
  	\`capital\` text,
  	\`representative\` text,
  	\`directors\` text,
  	\`business\` text,
  	\`bank\` text,
  	\`branches\` text,
  	\`employees\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_companies_locales_locale_parent_id_unique\` ON \`company_profile_companies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile__status_idx\` ON \`company_profile\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_companies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_companies_order_idx\` ON \`_company_profile_v_version_companies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_companies_parent_id_idx\` ON \`_company_profile_v_version_companies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_version_companies_locales\` (
  	\`name\` text,
  	\`address\` text,
  	\`established\` text,
  	\`capital\` text,
  	\`representative\` text,
  	\`directors\` text,
  	\`business\` text,
  	\`bank\` text,
  	\`branches\` text,
  	\`employees\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v_version_companies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_version_companies_locales_locale_parent_i\` ON \`_company_profile_v_version_companies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_profile_v_version_version__status_idx\` ON \`_company_profile_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_created_at_idx\` ON \`_company_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_updated_at_idx\` ON \`_company_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_snapshot_idx\` ON \`_company_profile_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_published_locale_idx\` ON \`_company_profile_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_latest_idx\` ON \`_company_profile_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_company_profile_v_autosave_idx\` ON \`_company_profile_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`company_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`company_messages__status_idx\` ON \`company_messages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`company_messages_locales\` (
  	\`ceo_heading\` text,
  	\`ceo_body\` text,
  	\`recruit_heading\` text,
  	\`recruit_body\` text,
  	\`recruit_signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_messages_locales_locale_parent_id_unique\` ON \`company_messages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_messages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_messages_v_version_version__status_idx\` ON \`_company_messages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_created_at_idx\` ON \`_company_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_updated_at_idx\` ON \`_company_messages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_snapshot_idx\` ON \`_company_messages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_published_locale_idx\` ON \`_company_messages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_latest_idx\` ON \`_company_messages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_autosave_idx\` ON \`_company_messages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_company_messages_v_locales\` (
  	\`version_ceo_heading\` text,
  	\`version_ceo_body\` text,
  	\`version_recruit_heading\` text,
  	\`version_recruit_body\` text,
  	\`version_recruit_signature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_messages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_messages_v_locales_locale_parent_id_unique\` ON \`_company_messages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`figures_checkout_seconds\` text,
  	\`figures_throughput\` text,
  	\`figures_return_visits\` text,
  	\`figures_fewer_checkout_staff\` text,
  	\`figures_cameras\` text,
  	\`figures_shops\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`home_locales\` (
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`figures_cameras_as_of\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_figures_checkout_seconds\` text,
  	\`version_figures_throughput\` text,
  	\`version_figures_return_visits\` text,
  	\`version_figures_fewer_checkout_staff\` text,
  	\`version_figures_cameras\` text,
  	\`version_figures_shops\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_autosave_idx\` ON \`_home_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
  	\`version_hero_eyebrow\` text,
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`version_figures_cameras_as_of\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`interviews_id\` integer REFERENCES interviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`occupations_id\` integer REFERENCES occupations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legal_pages_id\` integer REFERENCES legal_pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_interviews_id_idx\` ON \`payload_locked_documents_rels\` (\`interviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_occupations_id_idx\` ON \`payload_locked_documents_rels\` (\`occupations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`interviews_answers\`;`)
  await db.run(sql`DROP TABLE \`interviews_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`interviews\`;`)
  await db.run(sql`DROP TABLE \`interviews_locales\`;`)
  await db.run(sql`DROP TABLE \`_interviews_v_version_answers\`;`)
  await db.run(sql`DROP TABLE \`_interviews_v_version_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`_interviews_v\`;`)
  await db.run(sql`DROP TABLE \`_interviews_v_locales\`;`)
  await db.run(sql`DROP TABLE \`occupations\`;`)
  await db.run(sql`DROP TABLE \`occupations_locales\`;`)
  await db.run(sql`DROP TABLE \`_occupations_v\`;`)
  await db.run(sql`DROP TABLE \`_occupations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_revisions\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_revisions_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`legal_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_revisions\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_version_revisions_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_companies\`;`)
  await db.run(sql`DROP TABLE \`company_profile_companies_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_companies\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_version_companies_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v\`;`)
  await db.run(sql`DROP TABLE \`company_messages\`;`)
  await db.run(sql`DROP TABLE \`company_messages_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_messages_v\`;`)
  await db.run(sql`DROP TABLE \`_company_messages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
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
  	\`offices_id\` integer,
  	\`leaders_id\` integer,
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
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "offices_id", "leaders_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "offices_id", "leaders_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
