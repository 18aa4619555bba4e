import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`company_profile_locales\` (
	\`employees_as_of\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` integer NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_locales_locale_parent_id_unique\` ON \`company_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_profile_v_locales\` (
	\`version_employees_as_of\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` integer NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_company_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_company_profile_v_locales_locale_parent_id_unique\` ON \`_company_profile_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // A profile saved before this field existed keeps showing the date the site printed until now (its seed), and the
  // admin shows it in the field: the published row and the latest version get it in both languages.
  for (const [locale, asOf] of [['ja', '2025年12月末時点'], ['en', 'as of the end of December 2025']] as const) {
    await db.run(sql`INSERT INTO \`company_profile_locales\` (\`employees_as_of\`, \`_locale\`, \`_parent_id\`) SELECT ${asOf}, ${locale}, \`id\` FROM \`company_profile\`;`)
    await db.run(sql`INSERT INTO \`_company_profile_v_locales\` (\`version_employees_as_of\`, \`_locale\`, \`_parent_id\`) SELECT ${asOf}, ${locale}, \`id\` FROM \`_company_profile_v\` WHERE \`latest\` = 1;`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`company_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`_company_profile_v_locales\`;`)
}
