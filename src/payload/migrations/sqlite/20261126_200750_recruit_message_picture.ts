import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`company_messages\` ADD \`recruit_picture_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`company_messages_recruit_recruit_picture_idx\` ON \`company_messages\` (\`recruit_picture_id\`);`)
  await db.run(sql`ALTER TABLE \`_company_messages_v\` ADD \`version_recruit_picture_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_version_recruit_version_recruit_pict_idx\` ON \`_company_messages_v\` (\`version_recruit_picture_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_company_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_company_messages\`("id", "_status", "updated_at", "created_at") SELECT "id", "_status", "updated_at", "created_at" FROM \`company_messages\`;`)
  await db.run(sql`DROP TABLE \`company_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_company_messages\` RENAME TO \`company_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`company_messages__status_idx\` ON \`company_messages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__company_messages_v\` (
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
  await db.run(sql`INSERT INTO \`__new__company_messages_v\`("id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_company_messages_v\`;`)
  await db.run(sql`DROP TABLE \`_company_messages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__company_messages_v\` RENAME TO \`_company_messages_v\`;`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_version_version__status_idx\` ON \`_company_messages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_created_at_idx\` ON \`_company_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_updated_at_idx\` ON \`_company_messages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_snapshot_idx\` ON \`_company_messages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_published_locale_idx\` ON \`_company_messages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_latest_idx\` ON \`_company_messages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_company_messages_v_autosave_idx\` ON \`_company_messages_v\` (\`autosave\`);`)
}
