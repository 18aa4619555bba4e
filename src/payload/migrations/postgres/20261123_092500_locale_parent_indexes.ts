import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Indexes on _parent_id of every localized table (see the SQLite migration of the same name). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "news_locales_parent_id_idx" ON "news_locales" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "campaigns_locales_parent_id_idx" ON "campaigns_locales" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "banners_locales_parent_id_idx" ON "banners_locales" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "_news_v_locales_parent_id_idx" ON "_news_v_locales" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "_campaigns_v_locales_parent_id_idx" ON "_campaigns_v_locales" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "_banners_v_locales_parent_id_idx" ON "_banners_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "news_locales_parent_id_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "campaigns_locales_parent_id_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "banners_locales_parent_id_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "media_locales_parent_id_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "_news_v_locales_parent_id_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "_campaigns_v_locales_parent_id_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "_banners_v_locales_parent_id_idx";`)
}
