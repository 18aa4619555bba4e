import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners_locales" ADD COLUMN "headline" varchar;
  ALTER TABLE "banners_locales" ADD COLUMN "subline" varchar;
  ALTER TABLE "banners_locales" ADD COLUMN "cta_label" varchar;
  ALTER TABLE "_banners_v_locales" ADD COLUMN "version_headline" varchar;
  ALTER TABLE "_banners_v_locales" ADD COLUMN "version_subline" varchar;
  ALTER TABLE "_banners_v_locales" ADD COLUMN "version_cta_label" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners_locales" DROP COLUMN "headline";
  ALTER TABLE "banners_locales" DROP COLUMN "subline";
  ALTER TABLE "banners_locales" DROP COLUMN "cta_label";
  ALTER TABLE "_banners_v_locales" DROP COLUMN "version_headline";
  ALTER TABLE "_banners_v_locales" DROP COLUMN "version_subline";
  ALTER TABLE "_banners_v_locales" DROP COLUMN "version_cta_label";`)
}
