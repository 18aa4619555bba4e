import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`banners_locales\` ADD \`headline\` text;`)
  await db.run(sql`ALTER TABLE \`banners_locales\` ADD \`subline\` text;`)
  await db.run(sql`ALTER TABLE \`banners_locales\` ADD \`cta_label\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v_locales\` ADD \`version_headline\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v_locales\` ADD \`version_subline\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v_locales\` ADD \`version_cta_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`banners_locales\` DROP COLUMN \`headline\`;`)
  await db.run(sql`ALTER TABLE \`banners_locales\` DROP COLUMN \`subline\`;`)
  await db.run(sql`ALTER TABLE \`banners_locales\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v_locales\` DROP COLUMN \`version_headline\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v_locales\` DROP COLUMN \`version_subline\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v_locales\` DROP COLUMN \`version_cta_label\`;`)
}
