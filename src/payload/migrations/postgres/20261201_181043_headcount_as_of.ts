import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
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
  // A profile saved before this field existed keeps showing the date the site printed until now (its seed), and the
  // admin shows it in the field: the published row and the latest version get it in both languages.
  for (const [locale, asOf] of [['ja', '2025年12月末時点'], ['en', 'as of the end of December 2025']] as const) {
    await db.execute(sql`INSERT INTO "company_profile_locales" ("employees_as_of", "_locale", "_parent_id") SELECT ${asOf}::varchar, ${locale}::"_locales", "id" FROM "company_profile";`)
    await db.execute(sql`INSERT INTO "_company_profile_v_locales" ("version_employees_as_of", "_locale", "_parent_id") SELECT ${asOf}::varchar, ${locale}::"_locales", "id" FROM "_company_profile_v" WHERE "latest" = true;`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "company_profile_locales" CASCADE;`)
  await db.execute(sql`DROP TABLE "_company_profile_v_locales" CASCADE;`)
}
