import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "site_figures_locales" ADD COLUMN "employees_as_of" varchar;`)
  await db.execute(sql`ALTER TABLE "_site_figures_v_locales" ADD COLUMN "version_employees_as_of" varchar;`)
  // The head count's date moves from the company profile (従業員数の時点) to 各ページの数字 → 従業員数 → 時点, in each
  // language: onto the figures' rows, and onto every version of them (restoring an older version keeps the date).
  await db.execute(sql`UPDATE "site_figures_locales" AS l SET "employees_as_of" = (SELECT c."employees_as_of" FROM "company_profile_locales" c WHERE c."_locale" = l."_locale" AND c."employees_as_of" IS NOT NULL ORDER BY c."_parent_id" LIMIT 1);`)
  await db.execute(sql`UPDATE "_site_figures_v_locales" AS l SET "version_employees_as_of" = (SELECT c."employees_as_of" FROM "company_profile_locales" c WHERE c."_locale" = l."_locale" AND c."employees_as_of" IS NOT NULL ORDER BY c."_parent_id" LIMIT 1);`)
  // A language the figures were never saved in gets a row of its own (the other figures stay empty there, as before).
  await db.execute(sql`INSERT INTO "site_figures_locales" ("employees_as_of", "_locale", "_parent_id") SELECT c."employees_as_of", c."_locale", f."id" FROM "company_profile_locales" c CROSS JOIN "site_figures" f WHERE c."employees_as_of" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "site_figures_locales" l WHERE l."_locale" = c."_locale" AND l."_parent_id" = f."id");`)
  await db.execute(sql`INSERT INTO "_site_figures_v_locales" ("version_employees_as_of", "_locale", "_parent_id") SELECT c."employees_as_of", c."_locale", v."id" FROM "company_profile_locales" c CROSS JOIN "_site_figures_v" v WHERE v."latest" = true AND c."employees_as_of" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "_site_figures_v_locales" l WHERE l."_locale" = c."_locale" AND l."_parent_id" = v."id");`)
  await db.execute(sql`DROP TABLE "company_profile_locales" CASCADE;`)
  await db.execute(sql`DROP TABLE "_company_profile_v_locales" CASCADE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE "company_profile_locales" (
	"employees_as_of" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" integer NOT NULL
);`)
  await db.execute(sql`CREATE TABLE "_company_profile_v_locales" (
	"version_employees_as_of" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" integer NOT NULL
);`)
  await db.execute(sql`ALTER TABLE "company_profile_locales" ADD CONSTRAINT "company_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_company_profile_v_locales" ADD CONSTRAINT "_company_profile_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE UNIQUE INDEX "company_profile_locales_locale_parent_id_unique" ON "company_profile_locales" USING btree ("_locale","_parent_id");`)
  await db.execute(sql`CREATE UNIQUE INDEX "_company_profile_v_locales_locale_parent_id_unique" ON "_company_profile_v_locales" USING btree ("_locale","_parent_id");`)
  // Back to the company profile: its published row and its latest version get the figures' date in each language.
  await db.execute(sql`INSERT INTO "company_profile_locales" ("employees_as_of", "_locale", "_parent_id") SELECT l."employees_as_of", l."_locale", p."id" FROM "site_figures_locales" l CROSS JOIN "company_profile" p WHERE l."employees_as_of" IS NOT NULL;`)
  await db.execute(sql`INSERT INTO "_company_profile_v_locales" ("version_employees_as_of", "_locale", "_parent_id") SELECT l."employees_as_of", l."_locale", v."id" FROM "site_figures_locales" l CROSS JOIN "_company_profile_v" v WHERE v."latest" = true AND l."employees_as_of" IS NOT NULL;`)
  await db.execute(sql`ALTER TABLE "site_figures_locales" DROP COLUMN "employees_as_of";`)
  await db.execute(sql`ALTER TABLE "_site_figures_v_locales" DROP COLUMN "version_employees_as_of";`)
}
