import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Indexes on _parent_id of every localized table. Payload reads a document's locales with a
 * correlated subquery on _parent_id alone, which the (_locale, _parent_id) unique index cannot serve:
 * without these, a deep page of a 10,000-article list scanned the whole locales table once per row.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`news_locales_parent_id_idx\` ON \`news_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`campaigns_locales_parent_id_idx\` ON \`campaigns_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`banners_locales_parent_id_idx\` ON \`banners_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_locales_parent_id_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_news_v_locales_parent_id_idx\` ON \`_news_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_campaigns_v_locales_parent_id_idx\` ON \`_campaigns_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_banners_v_locales_parent_id_idx\` ON \`_banners_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`news_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`campaigns_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`banners_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`media_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_news_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_campaigns_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_banners_v_locales_parent_id_idx\`;`)
}
