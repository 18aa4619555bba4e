import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_legal_pages_kind" ADD VALUE 'external';
  ALTER TYPE "public"."enum_legal_pages_kind" ADD VALUE 'accessibility';
  ALTER TYPE "public"."enum__legal_pages_v_version_kind" ADD VALUE 'external';
  ALTER TYPE "public"."enum__legal_pages_v_version_kind" ADD VALUE 'accessibility';
  CREATE TABLE "legal_pages_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"policy_url" varchar,
  	"opt_out_url" varchar
  );
  
  CREATE TABLE "legal_pages_tags_locales" (
  	"service" varchar,
  	"recipient" varchar,
  	"information" varchar,
  	"site_purpose" varchar,
  	"recipient_purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_url" varchar,
  	"opt_out_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_tags_locales" (
  	"service" varchar,
  	"recipient" varchar,
  	"information" varchar,
  	"site_purpose" varchar,
  	"recipient_purpose" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "marketing_opt_in" boolean DEFAULT false;
  ALTER TABLE "legal_pages_tags" ADD CONSTRAINT "legal_pages_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_tags_locales" ADD CONSTRAINT "legal_pages_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_tags" ADD CONSTRAINT "_legal_pages_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_tags_locales" ADD CONSTRAINT "_legal_pages_v_version_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "legal_pages_tags_order_idx" ON "legal_pages_tags" USING btree ("_order");
  CREATE INDEX "legal_pages_tags_parent_id_idx" ON "legal_pages_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_tags_locales_locale_parent_id_unique" ON "legal_pages_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_tags_order_idx" ON "_legal_pages_v_version_tags" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_tags_parent_id_idx" ON "_legal_pages_v_version_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_version_tags_locales_locale_parent_id_unique" ON "_legal_pages_v_version_tags_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "legal_pages_tags" CASCADE;
  DROP TABLE "legal_pages_tags_locales" CASCADE;
  DROP TABLE "_legal_pages_v_version_tags" CASCADE;
  DROP TABLE "_legal_pages_v_version_tags_locales" CASCADE;
  ALTER TABLE "legal_pages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_legal_pages_kind";
  CREATE TYPE "public"."enum_legal_pages_kind" AS ENUM('privacy', 'terms', 'conduct');
  ALTER TABLE "legal_pages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_legal_pages_kind" USING "kind"::"public"."enum_legal_pages_kind";
  ALTER TABLE "_legal_pages_v" ALTER COLUMN "version_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum__legal_pages_v_version_kind";
  CREATE TYPE "public"."enum__legal_pages_v_version_kind" AS ENUM('privacy', 'terms', 'conduct');
  ALTER TABLE "_legal_pages_v" ALTER COLUMN "version_kind" SET DATA TYPE "public"."enum__legal_pages_v_version_kind" USING "version_kind"::"public"."enum__legal_pages_v_version_kind";
  ALTER TABLE "enquiries" DROP COLUMN "marketing_opt_in";`)
}
