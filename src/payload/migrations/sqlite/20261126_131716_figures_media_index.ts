import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_references\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`file\` text NOT NULL,
  	\`owner\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`media_references_target_idx\` ON \`media_references\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`media_references_file_idx\` ON \`media_references\` (\`file\`);`)
  await db.run(sql`CREATE INDEX \`media_references_owner_idx\` ON \`media_references\` (\`owner\`);`)
  await db.run(sql`CREATE TABLE \`site_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cameras_value\` text,
  	\`cameras_shops\` text,
  	\`skip_cart_checkout_seconds\` text,
  	\`skip_cart_throughput\` text,
  	\`skip_cart_return_visits\` text,
  	\`skip_cart_fewer_checkout_staff\` text,
  	\`skip_cart_basket_litres\` text,
  	\`skip_cart_charging_carts\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`site_figures__status_idx\` ON \`site_figures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`site_figures_locales\` (
  	\`cameras_as_of\` text,
  	\`skip_cart_usage_trial\` text,
  	\`skip_cart_waste_yen\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_figures_locales_locale_parent_id_unique\` ON \`site_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_figures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_cameras_value\` text,
  	\`version_cameras_shops\` text,
  	\`version_skip_cart_checkout_seconds\` text,
  	\`version_skip_cart_throughput\` text,
  	\`version_skip_cart_return_visits\` text,
  	\`version_skip_cart_fewer_checkout_staff\` text,
  	\`version_skip_cart_basket_litres\` text,
  	\`version_skip_cart_charging_carts\` text,
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
  await db.run(sql`CREATE INDEX \`_site_figures_v_version_version__status_idx\` ON \`_site_figures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_figures_v_created_at_idx\` ON \`_site_figures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_figures_v_updated_at_idx\` ON \`_site_figures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_figures_v_snapshot_idx\` ON \`_site_figures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_figures_v_published_locale_idx\` ON \`_site_figures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_figures_v_latest_idx\` ON \`_site_figures_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_figures_v_autosave_idx\` ON \`_site_figures_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_site_figures_v_locales\` (
  	\`version_cameras_as_of\` text,
  	\`version_skip_cart_usage_trial\` text,
  	\`version_skip_cart_waste_yen\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_figures_v_locales_locale_parent_id_unique\` ON \`_site_figures_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_references_id\` integer REFERENCES media_references(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_references_id_idx\` ON \`payload_locked_documents_rels\` (\`media_references_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`media_references\`;`)
  await db.run(sql`DROP TABLE \`site_figures\`;`)
  await db.run(sql`DROP TABLE \`site_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_figures_v\`;`)
  await db.run(sql`DROP TABLE \`_site_figures_v_locales\`;`)
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
  	\`interviews_id\` integer,
  	\`occupations_id\` integer,
  	\`legal_pages_id\` integer,
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
  	FOREIGN KEY (\`interviews_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`occupations_id\`) REFERENCES \`occupations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "offices_id", "leaders_id", "interviews_id", "occupations_id", "legal_pages_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "news_id", "campaigns_id", "banners_id", "media_id", "users_id", "enquiries_id", "contact_mails_id", "contact_rate_limits_id", "offices_id", "leaders_id", "interviews_id", "occupations_id", "legal_pages_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_interviews_id_idx\` ON \`payload_locked_documents_rels\` (\`interviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_occupations_id_idx\` ON \`payload_locked_documents_rels\` (\`occupations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
