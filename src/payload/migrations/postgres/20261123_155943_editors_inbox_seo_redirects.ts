import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'support';
  ALTER TYPE "public"."enum_enquiries_handling" ADD VALUE 'spam';
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"campaigns_id" integer
  );
  
  ALTER TABLE "news_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "campaigns_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "campaigns_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "campaigns_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_campaigns_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_campaigns_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_campaigns_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "internal_notes" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "redirects_rels_campaigns_id_idx" ON "redirects_rels" USING btree ("campaigns_id");
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_locales" ADD CONSTRAINT "campaigns_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_locales" ADD CONSTRAINT "_campaigns_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_meta_meta_image_idx" ON "news_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "campaigns_meta_meta_image_idx" ON "campaigns_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_campaigns_v_version_meta_version_meta_image_idx" ON "_campaigns_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "enquiries_handling_idx" ON "enquiries" USING btree ("handling");
  CREATE INDEX "enquiries_assignee_idx" ON "enquiries" USING btree ("assignee_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "news_locales" DROP CONSTRAINT "news_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v_locales" DROP CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "campaigns_locales" DROP CONSTRAINT "campaigns_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_campaigns_v_locales" DROP CONSTRAINT "_campaigns_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "enquiries" ALTER COLUMN "handling" SET DATA TYPE text;
  ALTER TABLE "enquiries" ALTER COLUMN "handling" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_enquiries_handling";
  CREATE TYPE "public"."enum_enquiries_handling" AS ENUM('new', 'inProgress', 'done');
  ALTER TABLE "enquiries" ALTER COLUMN "handling" SET DEFAULT 'new'::"public"."enum_enquiries_handling";
  ALTER TABLE "enquiries" ALTER COLUMN "handling" SET DATA TYPE "public"."enum_enquiries_handling" USING "handling"::"public"."enum_enquiries_handling";
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "campaigns_meta_meta_image_idx";
  DROP INDEX "_campaigns_v_version_meta_version_meta_image_idx";
  DROP INDEX "enquiries_handling_idx";
  DROP INDEX "enquiries_assignee_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "news_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "campaigns_locales" DROP COLUMN "meta_title";
  ALTER TABLE "campaigns_locales" DROP COLUMN "meta_description";
  ALTER TABLE "campaigns_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_campaigns_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_campaigns_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_campaigns_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "enquiries" DROP COLUMN "internal_notes";
  ALTER TABLE "enquiries" DROP COLUMN "assignee_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
