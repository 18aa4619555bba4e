import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`news_approval_history_order_idx\` ON \`news_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_approval_history_parent_id_idx\` ON \`news_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	\`_uuid\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_approval_history_order_idx\` ON \`_news_v_version_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_approval_history_parent_id_idx\` ON \`_news_v_version_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`campaigns_approval_history_order_idx\` ON \`campaigns_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_approval_history_parent_id_idx\` ON \`campaigns_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_version_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	\`_uuid\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_approval_history_order_idx\` ON \`_campaigns_v_version_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_approval_history_parent_id_idx\` ON \`_campaigns_v_version_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`banners_approval_history_order_idx\` ON \`banners_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`banners_approval_history_parent_id_idx\` ON \`banners_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_version_approval_history\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`step\` text,
	\`at\` text,
	\`by\` text,
	\`comment\` text,
	\`_uuid\` text,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_approval_history_order_idx\` ON \`_banners_v_version_approval_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_approval_history_parent_id_idx\` ON \`_banners_v_version_approval_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_workflow_approval_required\` (
	\`order\` integer NOT NULL,
	\`parent_id\` integer NOT NULL,
	\`value\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	FOREIGN KEY (\`parent_id\`) REFERENCES \`editorial_workflow\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`editorial_workflow_approval_required_order_idx\` ON \`editorial_workflow_approval_required\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`editorial_workflow_approval_required_parent_idx\` ON \`editorial_workflow_approval_required\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`editorial_workflow\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`updated_at\` text,
	\`created_at\` text
);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_mails\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`enquiry_id\` integer,
	\`kind\` text NOT NULL,
	\`to\` text NOT NULL,
	\`reply_to\` text,
	\`subject\` text NOT NULL,
	\`text\` text NOT NULL,
	\`html\` text,
	\`status\` text DEFAULT 'pending' NOT NULL,
	\`attempts\` numeric DEFAULT 0 NOT NULL,
	\`last_attempt_at\` text,
	\`last_error\` text,
	\`sent_at\` text,
	\`message_id\` text,
	\`job_id\` text,
	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
);`)
  await db.run(sql`INSERT INTO \`__new_contact_mails\`("id", "enquiry_id", "kind", "to", "reply_to", "subject", "text", "html", "status", "attempts", "last_attempt_at", "last_error", "sent_at", "message_id", "job_id", "updated_at", "created_at") SELECT "id", "enquiry_id", "kind", "to", "reply_to", "subject", "text", "html", "status", "attempts", "last_attempt_at", "last_error", "sent_at", "message_id", "job_id", "updated_at", "created_at" FROM \`contact_mails\`;`)
  await db.run(sql`DROP TABLE \`contact_mails\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_mails\` RENAME TO \`contact_mails\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_mails_enquiry_idx\` ON \`contact_mails\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_status_idx\` ON \`contact_mails\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_last_attempt_at_idx\` ON \`contact_mails\` (\`last_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_updated_at_idx\` ON \`contact_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_created_at_idx\` ON \`contact_mails\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`approval_comment\` text;`)
  await db.run(sql`CREATE INDEX \`news_approval_state_idx\` ON \`news\` (\`approval_state\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_approval_comment\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_approval_state_idx\` ON \`_news_v\` (\`version_approval_state\`);`)
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`campaigns\` ADD \`approval_comment\` text;`)
  await db.run(sql`CREATE INDEX \`campaigns_approval_state_idx\` ON \`campaigns\` (\`approval_state\`);`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` ADD \`version_approval_comment\` text;`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_approval_state_idx\` ON \`_campaigns_v\` (\`version_approval_state\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`approval_comment\` text;`)
  await db.run(sql`CREATE INDEX \`banners_approval_state_idx\` ON \`banners\` (\`approval_state\`);`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_approval_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_approval_comment\` text;`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_approval_state_idx\` ON \`_banners_v\` (\`version_approval_state\`);`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`interviews\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`interviews\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`interviews\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`interviews\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` ADD \`version_languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`occupations\` ADD \`languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`occupations\` ADD \`languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`occupations\` ADD \`languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`occupations\` ADD \`languages_en_from\` text;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` ADD \`version_languages_ja_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` ADD \`version_languages_ja_from\` text;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` ADD \`version_languages_en_on\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` ADD \`version_languages_en_from\` text;`)
  // What is live today was published without the workflow: its approval state is 公開.
  await db.run(sql`UPDATE "news" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
  await db.run(sql`UPDATE "campaigns" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
  await db.run(sql`UPDATE "banners" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_approval_history\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_approval_history\`;`)
  await db.run(sql`DROP TABLE \`campaigns_approval_history\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_version_approval_history\`;`)
  await db.run(sql`DROP TABLE \`banners_approval_history\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_version_approval_history\`;`)
  await db.run(sql`DROP TABLE \`editorial_workflow_approval_required\`;`)
  await db.run(sql`DROP TABLE \`editorial_workflow\`;`)
  await db.run(sql`DROP INDEX \`news_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`approval_state\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`approval_comment\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_approval_state\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_approval_comment\`;`)
  await db.run(sql`DROP INDEX \`campaigns_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`approval_state\`;`)
  await db.run(sql`ALTER TABLE \`campaigns\` DROP COLUMN \`approval_comment\`;`)
  await db.run(sql`DROP INDEX \`_campaigns_v_version_version_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_approval_state\`;`)
  await db.run(sql`ALTER TABLE \`_campaigns_v\` DROP COLUMN \`version_approval_comment\`;`)
  await db.run(sql`DROP INDEX \`banners_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`approval_state\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`approval_comment\`;`)
  await db.run(sql`DROP INDEX \`_banners_v_version_version_approval_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_approval_state\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_approval_comment\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_mails\` (
	\`id\` integer PRIMARY KEY NOT NULL,
	\`enquiry_id\` integer NOT NULL,
	\`kind\` text NOT NULL,
	\`to\` text NOT NULL,
	\`reply_to\` text,
	\`subject\` text NOT NULL,
	\`text\` text NOT NULL,
	\`html\` text,
	\`status\` text DEFAULT 'pending' NOT NULL,
	\`attempts\` numeric DEFAULT 0 NOT NULL,
	\`last_attempt_at\` text,
	\`last_error\` text,
	\`sent_at\` text,
	\`message_id\` text,
	\`job_id\` text,
	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
);`)
  await db.run(sql`INSERT INTO \`__new_contact_mails\`("id", "enquiry_id", "kind", "to", "reply_to", "subject", "text", "html", "status", "attempts", "last_attempt_at", "last_error", "sent_at", "message_id", "job_id", "updated_at", "created_at") SELECT "id", "enquiry_id", "kind", "to", "reply_to", "subject", "text", "html", "status", "attempts", "last_attempt_at", "last_error", "sent_at", "message_id", "job_id", "updated_at", "created_at" FROM \`contact_mails\`;`)
  await db.run(sql`DROP TABLE \`contact_mails\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_mails\` RENAME TO \`contact_mails\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_mails_enquiry_idx\` ON \`contact_mails\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_status_idx\` ON \`contact_mails\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_last_attempt_at_idx\` ON \`contact_mails\` (\`last_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_updated_at_idx\` ON \`contact_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_mails_created_at_idx\` ON \`contact_mails\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`leaders\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`leaders\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`leaders\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`leaders\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` DROP COLUMN \`version_languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`interviews\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`interviews\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`interviews\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`interviews\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_interviews_v\` DROP COLUMN \`version_languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`occupations\` DROP COLUMN \`languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`occupations\` DROP COLUMN \`languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`occupations\` DROP COLUMN \`languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`occupations\` DROP COLUMN \`languages_en_from\`;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` DROP COLUMN \`version_languages_ja_on\`;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` DROP COLUMN \`version_languages_ja_from\`;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` DROP COLUMN \`version_languages_en_on\`;`)
  await db.run(sql`ALTER TABLE \`_occupations_v\` DROP COLUMN \`version_languages_en_from\`;`)
}
