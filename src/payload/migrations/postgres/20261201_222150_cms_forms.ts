import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TYPE "public"."enum_forms_fields_kind" AS ENUM('text', 'email', 'phone', 'select', 'checkbox', 'textarea', 'date', 'consent');`)
  await db.execute(sql`CREATE TABLE "pages_blocks_form" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"text" varchar,
	"form_id" integer,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_form" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"text" varchar,
	"form_id" integer,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "forms_fields_options" (
	"_order" integer NOT NULL,
	"_parent_id" varchar NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"value" varchar
);`)
  await db.execute(sql`CREATE TABLE "forms_fields_options_locales" (
	"label" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" varchar NOT NULL
);`)
  await db.execute(sql`CREATE TABLE "forms_fields" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"kind" "enum_forms_fields_kind" DEFAULT 'text' NOT NULL,
	"key" varchar NOT NULL,
	"required" boolean DEFAULT false
);`)
  await db.execute(sql`CREATE TABLE "forms_fields_locales" (
	"label" varchar NOT NULL,
	"help" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" varchar NOT NULL
);`)
  await db.execute(sql`CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar NOT NULL,
	"notify_to" varchar NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);`)
  await db.execute(sql`CREATE TABLE "forms_locales" (
	"title" varchar,
	"confirmation" varchar,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" integer NOT NULL
);`)
  await db.execute(sql`ALTER TABLE "enquiries" ADD COLUMN "form_id" integer;`)
  await db.execute(sql`ALTER TABLE "enquiries" ADD COLUMN "form_name" varchar;`)
  await db.execute(sql`ALTER TABLE "enquiries" ADD COLUMN "form_answers" jsonb;`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "forms_fields_options_locales" ADD CONSTRAINT "forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_form_locale_idx" ON "pages_blocks_form" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_form_form_idx" ON "pages_blocks_form" USING btree ("form_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_form_locale_idx" ON "_pages_v_blocks_form" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_form_form_idx" ON "_pages_v_blocks_form" USING btree ("form_id");`)
  await db.execute(sql`CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE UNIQUE INDEX "forms_fields_options_locales_locale_parent_id_unique" ON "forms_fields_options_locales" USING btree ("_locale","_parent_id");`)
  await db.execute(sql`CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");`)
  await db.execute(sql`CREATE UNIQUE INDEX "forms_name_idx" ON "forms" USING btree ("name");`)
  await db.execute(sql`CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");`)
  await db.execute(sql`CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");`)
  await db.execute(sql`CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");`)
  await db.execute(sql`ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "enquiries_form_idx" ON "enquiries" USING btree ("form_id");`)
  await db.execute(sql`CREATE INDEX "enquiries_form_name_idx" ON "enquiries" USING btree ("form_name");`)
  await db.execute(sql`CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "pages_blocks_form" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_form" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "forms_fields_options" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "forms_fields_options_locales" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "forms_fields" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "forms_fields_locales" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`DROP TABLE "pages_blocks_form" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_form" CASCADE;`)
  await db.execute(sql`DROP TABLE "forms_fields_options" CASCADE;`)
  await db.execute(sql`DROP TABLE "forms_fields_options_locales" CASCADE;`)
  await db.execute(sql`DROP TABLE "forms_fields" CASCADE;`)
  await db.execute(sql`DROP TABLE "forms_fields_locales" CASCADE;`)
  await db.execute(sql`DROP TABLE "forms" CASCADE;`)
  await db.execute(sql`DROP TABLE "forms_locales" CASCADE;`)
  await db.execute(sql`ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_form_id_forms_id_fk";`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";`)
  await db.execute(sql`DROP INDEX "enquiries_form_idx";`)
  await db.execute(sql`DROP INDEX "enquiries_form_name_idx";`)
  await db.execute(sql`DROP INDEX "payload_locked_documents_rels_forms_id_idx";`)
  await db.execute(sql`ALTER TABLE "enquiries" DROP COLUMN "form_id";`)
  await db.execute(sql`ALTER TABLE "enquiries" DROP COLUMN "form_name";`)
  await db.execute(sql`ALTER TABLE "enquiries" DROP COLUMN "form_answers";`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";`)
  await db.execute(sql`DROP TYPE "public"."enum_forms_fields_kind";`)
}
