import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offices_region" AS ENUM('tokyo', 'fukuoka', 'overseas');
  CREATE TYPE "public"."enum_offices_label_side" AS ENUM('left', 'right', 'above', 'below');
  CREATE TYPE "public"."enum_offices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offices_v_version_region" AS ENUM('tokyo', 'fukuoka', 'overseas');
  CREATE TYPE "public"."enum__offices_v_version_label_side" AS ENUM('left', 'right', 'above', 'below');
  CREATE TYPE "public"."enum__offices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offices_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_leaders_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leaders_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leaders_v_published_locale" AS ENUM('ja', 'en');
  CREATE TABLE "offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"sort_order" numeric DEFAULT 100,
  	"region" "enum_offices_region" DEFAULT 'fukuoka',
  	"lat" numeric,
  	"lng" numeric,
  	"label_side" "enum_offices_label_side" DEFAULT 'right',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "offices_locales" (
  	"name" varchar,
  	"address" varchar,
  	"role" varchar,
  	"access" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_offices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_region" "enum__offices_v_version_region" DEFAULT 'fukuoka',
  	"version_lat" numeric,
  	"version_lng" numeric,
  	"version_label_side" "enum__offices_v_version_label_side" DEFAULT 'right',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__offices_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_offices_v_locales" (
  	"version_name" varchar,
  	"version_address" varchar,
  	"version_role" varchar,
  	"version_access" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "leaders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"sort_order" numeric DEFAULT 100,
  	"portrait_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_leaders_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "leaders_locales" (
  	"name" varchar,
  	"title" varchar,
  	"job_title" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_leaders_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_portrait_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__leaders_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__leaders_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_leaders_v_locales" (
  	"version_name" varchar,
  	"version_title" varchar,
  	"version_job_title" varchar,
  	"version_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leaders_id" integer;
  ALTER TABLE "offices_locales" ADD CONSTRAINT "offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offices_v" ADD CONSTRAINT "_offices_v_parent_id_offices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offices_v_locales" ADD CONSTRAINT "_offices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leaders" ADD CONSTRAINT "leaders_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leaders_locales" ADD CONSTRAINT "leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_parent_id_leaders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leaders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v_locales" ADD CONSTRAINT "_leaders_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leaders_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "offices_key_idx" ON "offices" USING btree ("key");
  CREATE INDEX "offices_sort_order_idx" ON "offices" USING btree ("sort_order");
  CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at");
  CREATE INDEX "offices_created_at_idx" ON "offices" USING btree ("created_at");
  CREATE INDEX "offices__status_idx" ON "offices" USING btree ("_status");
  CREATE UNIQUE INDEX "offices_locales_locale_parent_id_unique" ON "offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offices_v_parent_idx" ON "_offices_v" USING btree ("parent_id");
  CREATE INDEX "_offices_v_version_version_key_idx" ON "_offices_v" USING btree ("version_key");
  CREATE INDEX "_offices_v_version_version_sort_order_idx" ON "_offices_v" USING btree ("version_sort_order");
  CREATE INDEX "_offices_v_version_version_updated_at_idx" ON "_offices_v" USING btree ("version_updated_at");
  CREATE INDEX "_offices_v_version_version_created_at_idx" ON "_offices_v" USING btree ("version_created_at");
  CREATE INDEX "_offices_v_version_version__status_idx" ON "_offices_v" USING btree ("version__status");
  CREATE INDEX "_offices_v_created_at_idx" ON "_offices_v" USING btree ("created_at");
  CREATE INDEX "_offices_v_updated_at_idx" ON "_offices_v" USING btree ("updated_at");
  CREATE INDEX "_offices_v_snapshot_idx" ON "_offices_v" USING btree ("snapshot");
  CREATE INDEX "_offices_v_published_locale_idx" ON "_offices_v" USING btree ("published_locale");
  CREATE INDEX "_offices_v_latest_idx" ON "_offices_v" USING btree ("latest");
  CREATE INDEX "_offices_v_autosave_idx" ON "_offices_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_offices_v_locales_locale_parent_id_unique" ON "_offices_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "leaders_key_idx" ON "leaders" USING btree ("key");
  CREATE INDEX "leaders_sort_order_idx" ON "leaders" USING btree ("sort_order");
  CREATE INDEX "leaders_portrait_idx" ON "leaders" USING btree ("portrait_id");
  CREATE INDEX "leaders_updated_at_idx" ON "leaders" USING btree ("updated_at");
  CREATE INDEX "leaders_created_at_idx" ON "leaders" USING btree ("created_at");
  CREATE INDEX "leaders__status_idx" ON "leaders" USING btree ("_status");
  CREATE UNIQUE INDEX "leaders_locales_locale_parent_id_unique" ON "leaders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_leaders_v_parent_idx" ON "_leaders_v" USING btree ("parent_id");
  CREATE INDEX "_leaders_v_version_version_key_idx" ON "_leaders_v" USING btree ("version_key");
  CREATE INDEX "_leaders_v_version_version_sort_order_idx" ON "_leaders_v" USING btree ("version_sort_order");
  CREATE INDEX "_leaders_v_version_version_portrait_idx" ON "_leaders_v" USING btree ("version_portrait_id");
  CREATE INDEX "_leaders_v_version_version_updated_at_idx" ON "_leaders_v" USING btree ("version_updated_at");
  CREATE INDEX "_leaders_v_version_version_created_at_idx" ON "_leaders_v" USING btree ("version_created_at");
  CREATE INDEX "_leaders_v_version_version__status_idx" ON "_leaders_v" USING btree ("version__status");
  CREATE INDEX "_leaders_v_created_at_idx" ON "_leaders_v" USING btree ("created_at");
  CREATE INDEX "_leaders_v_updated_at_idx" ON "_leaders_v" USING btree ("updated_at");
  CREATE INDEX "_leaders_v_snapshot_idx" ON "_leaders_v" USING btree ("snapshot");
  CREATE INDEX "_leaders_v_published_locale_idx" ON "_leaders_v" USING btree ("published_locale");
  CREATE INDEX "_leaders_v_latest_idx" ON "_leaders_v" USING btree ("latest");
  CREATE INDEX "_leaders_v_autosave_idx" ON "_leaders_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_leaders_v_locales_locale_parent_id_unique" ON "_leaders_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offices_fk" FOREIGN KEY ("offices_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leaders_fk" FOREIGN KEY ("leaders_id") REFERENCES "public"."leaders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("offices_id");
  CREATE INDEX "payload_locked_documents_rels_leaders_id_idx" ON "payload_locked_documents_rels" USING btree ("leaders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offices_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leaders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leaders_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offices" CASCADE;
  DROP TABLE "offices_locales" CASCADE;
  DROP TABLE "_offices_v" CASCADE;
  DROP TABLE "_offices_v_locales" CASCADE;
  DROP TABLE "leaders" CASCADE;
  DROP TABLE "leaders_locales" CASCADE;
  DROP TABLE "_leaders_v" CASCADE;
  DROP TABLE "_leaders_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leaders_fk";
  
  DROP INDEX "payload_locked_documents_rels_offices_id_idx";
  DROP INDEX "payload_locked_documents_rels_leaders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leaders_id";
  DROP TYPE "public"."enum_offices_region";
  DROP TYPE "public"."enum_offices_label_side";
  DROP TYPE "public"."enum_offices_status";
  DROP TYPE "public"."enum__offices_v_version_region";
  DROP TYPE "public"."enum__offices_v_version_label_side";
  DROP TYPE "public"."enum__offices_v_version_status";
  DROP TYPE "public"."enum__offices_v_published_locale";
  DROP TYPE "public"."enum_leaders_status";
  DROP TYPE "public"."enum__leaders_v_version_status";
  DROP TYPE "public"."enum__leaders_v_published_locale";`)
}
