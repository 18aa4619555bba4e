import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TYPE "public"."enum_pages_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum_pages_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum__pages_v_version_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum__pages_v_version_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`ALTER TYPE "public"."enum_editorial_workflow_approval_required" ADD VALUE 'pages';`)
  await db.execute(sql`CREATE TABLE "pages_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"step" "enum_pages_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_version_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"step" "enum__pages_v_version_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`ALTER TABLE "pages" ADD COLUMN "approval_state" "enum_pages_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "pages" ADD COLUMN "approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "pages" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "pages" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "pages" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "pages" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD COLUMN "version_approval_state" "enum__pages_v_version_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD COLUMN "version_approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "pages_approval_history" ADD CONSTRAINT "pages_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_version_approval_history" ADD CONSTRAINT "_pages_v_version_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "pages_approval_history_order_idx" ON "pages_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_approval_history_parent_id_idx" ON "pages_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_approval_history_order_idx" ON "_pages_v_version_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_approval_history_parent_id_idx" ON "_pages_v_version_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_approval_state_idx" ON "pages" USING btree ("approval_state");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_version_approval_state_idx" ON "_pages_v" USING btree ("version_approval_state");`)
  // Pages already published count as approved (the workflow's own migration did the same for news and campaigns).
  await db.execute(sql`UPDATE "pages" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "pages_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_version_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`DROP TABLE "pages_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_version_approval_history" CASCADE;`)
  await db.execute(sql`ALTER TABLE "editorial_workflow_approval_required" ALTER COLUMN "value" SET DATA TYPE text;`)
  await db.execute(sql`DROP TYPE "public"."enum_editorial_workflow_approval_required";`)
  await db.execute(sql`CREATE TYPE "public"."enum_editorial_workflow_approval_required" AS ENUM('news', 'campaigns', 'banners');`)
  await db.execute(sql`ALTER TABLE "editorial_workflow_approval_required" ALTER COLUMN "value" SET DATA TYPE "public"."enum_editorial_workflow_approval_required" USING "value"::"public"."enum_editorial_workflow_approval_required";`)
  await db.execute(sql`DROP INDEX "pages_approval_state_idx";`)
  await db.execute(sql`DROP INDEX "_pages_v_version_version_approval_state_idx";`)
  await db.execute(sql`ALTER TABLE "pages" DROP COLUMN "approval_state";`)
  await db.execute(sql`ALTER TABLE "pages" DROP COLUMN "approval_comment";`)
  await db.execute(sql`ALTER TABLE "pages" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "pages" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "pages" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "pages" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_pages_v" DROP COLUMN "version_approval_state";`)
  await db.execute(sql`ALTER TABLE "_pages_v" DROP COLUMN "version_approval_comment";`)
  await db.execute(sql`ALTER TABLE "_pages_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_pages_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_pages_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_pages_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`DROP TYPE "public"."enum_pages_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum_pages_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum__pages_v_version_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum__pages_v_version_approval_state";`)
}
