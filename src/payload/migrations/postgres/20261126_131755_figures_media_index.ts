import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_figures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_figures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_figures_v_published_locale" AS ENUM('ja', 'en');
  CREATE TABLE "media_references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" varchar NOT NULL,
  	"file" varchar NOT NULL,
  	"owner" varchar NOT NULL
  );
  
  CREATE TABLE "site_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cameras_value" varchar,
  	"cameras_shops" varchar,
  	"skip_cart_checkout_seconds" varchar,
  	"skip_cart_throughput" varchar,
  	"skip_cart_return_visits" varchar,
  	"skip_cart_fewer_checkout_staff" varchar,
  	"skip_cart_basket_litres" varchar,
  	"skip_cart_charging_carts" varchar,
  	"_status" "enum_site_figures_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_figures_locales" (
  	"cameras_as_of" varchar,
  	"skip_cart_usage_trial" varchar,
  	"skip_cart_waste_yen" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_figures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cameras_value" varchar,
  	"version_cameras_shops" varchar,
  	"version_skip_cart_checkout_seconds" varchar,
  	"version_skip_cart_throughput" varchar,
  	"version_skip_cart_return_visits" varchar,
  	"version_skip_cart_fewer_checkout_staff" varchar,
  	"version_skip_cart_basket_litres" varchar,
  	"version_skip_cart_charging_carts" varchar,
  	"version__status" "enum__site_figures_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_figures_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_figures_v_locales" (
  	"version_cameras_as_of" varchar,
  	"version_skip_cart_usage_trial" varchar,
  	"version_skip_cart_waste_yen" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_references_id" integer;
  ALTER TABLE "site_figures_locales" ADD CONSTRAINT "site_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_figures_v_locales" ADD CONSTRAINT "_site_figures_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_references_target_idx" ON "media_references" USING btree ("target");
  CREATE INDEX "media_references_file_idx" ON "media_references" USING btree ("file");
  CREATE INDEX "media_references_owner_idx" ON "media_references" USING btree ("owner");
  CREATE INDEX "site_figures__status_idx" ON "site_figures" USING btree ("_status");
  CREATE UNIQUE INDEX "site_figures_locales_locale_parent_id_unique" ON "site_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_figures_v_version_version__status_idx" ON "_site_figures_v" USING btree ("version__status");
  CREATE INDEX "_site_figures_v_created_at_idx" ON "_site_figures_v" USING btree ("created_at");
  CREATE INDEX "_site_figures_v_updated_at_idx" ON "_site_figures_v" USING btree ("updated_at");
  CREATE INDEX "_site_figures_v_snapshot_idx" ON "_site_figures_v" USING btree ("snapshot");
  CREATE INDEX "_site_figures_v_published_locale_idx" ON "_site_figures_v" USING btree ("published_locale");
  CREATE INDEX "_site_figures_v_latest_idx" ON "_site_figures_v" USING btree ("latest");
  CREATE INDEX "_site_figures_v_autosave_idx" ON "_site_figures_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_site_figures_v_locales_locale_parent_id_unique" ON "_site_figures_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_references_fk" FOREIGN KEY ("media_references_id") REFERENCES "public"."media_references"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_references_id_idx" ON "payload_locked_documents_rels" USING btree ("media_references_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_figures_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_figures_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_references" CASCADE;
  DROP TABLE "site_figures" CASCADE;
  DROP TABLE "site_figures_locales" CASCADE;
  DROP TABLE "_site_figures_v" CASCADE;
  DROP TABLE "_site_figures_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_references_fk";
  
  DROP INDEX "payload_locked_documents_rels_media_references_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_references_id";
  DROP TYPE "public"."enum_site_figures_status";
  DROP TYPE "public"."enum__site_figures_v_version_status";
  DROP TYPE "public"."enum__site_figures_v_published_locale";`)
}
