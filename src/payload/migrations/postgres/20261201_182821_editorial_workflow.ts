import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TYPE "public"."enum_news_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum_news_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum__news_v_version_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum__news_v_version_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum_campaigns_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum_campaigns_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum__campaigns_v_version_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum__campaigns_v_version_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum_banners_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum_banners_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum__banners_v_version_approval_history_step" AS ENUM('submit', 'return', 'approve');`)
  await db.execute(sql`CREATE TYPE "public"."enum__banners_v_version_approval_state" AS ENUM('draft', 'review', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum_editorial_workflow_approval_required" AS ENUM('news', 'campaigns', 'banners');`)
  await db.execute(sql`ALTER TYPE "public"."enum_users_role" ADD VALUE 'approver' BEFORE 'support';`)
  await db.execute(sql`ALTER TYPE "public"."enum_contact_mails_kind" ADD VALUE 'workflow';`)
  await db.execute(sql`ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'approvalSubmit';`)
  await db.execute(sql`ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'approvalReturn';`)
  await db.execute(sql`ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'approvalApprove';`)
  await db.execute(sql`CREATE TABLE "news_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"step" "enum_news_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar
);`)
  await db.execute(sql`CREATE TABLE "_news_v_version_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"step" "enum__news_v_version_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "campaigns_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"step" "enum_campaigns_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar
);`)
  await db.execute(sql`CREATE TABLE "_campaigns_v_version_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"step" "enum__campaigns_v_version_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "banners_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"step" "enum_banners_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar
);`)
  await db.execute(sql`CREATE TABLE "_banners_v_version_approval_history" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"step" "enum__banners_v_version_approval_history_step",
	"at" timestamp(3) with time zone,
	"by" varchar,
	"comment" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "editorial_workflow_approval_required" (
	"order" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"value" "enum_editorial_workflow_approval_required",
	"id" serial PRIMARY KEY NOT NULL
);`)
  await db.execute(sql`CREATE TABLE "editorial_workflow" (
	"id" serial PRIMARY KEY NOT NULL,
	"updated_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone
);`)
  await db.execute(sql`ALTER TABLE "contact_mails" ALTER COLUMN "enquiry_id" DROP NOT NULL;`)
  await db.execute(sql`ALTER TABLE "news" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "news" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "news" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "news" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "news" ADD COLUMN "approval_state" "enum_news_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "news" ADD COLUMN "approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "_news_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_news_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_news_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_news_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_news_v" ADD COLUMN "version_approval_state" "enum__news_v_version_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "_news_v" ADD COLUMN "version_approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "campaigns" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "campaigns" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "campaigns" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "campaigns" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "campaigns" ADD COLUMN "approval_state" "enum_campaigns_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "campaigns" ADD COLUMN "approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" ADD COLUMN "version_approval_state" "enum__campaigns_v_version_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" ADD COLUMN "version_approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "banners" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "banners" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "banners" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "banners" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "banners" ADD COLUMN "approval_state" "enum_banners_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "banners" ADD COLUMN "approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "_banners_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_banners_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_banners_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_banners_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_banners_v" ADD COLUMN "version_approval_state" "enum__banners_v_version_approval_state" DEFAULT 'draft';`)
  await db.execute(sql`ALTER TABLE "_banners_v" ADD COLUMN "version_approval_comment" varchar;`)
  await db.execute(sql`ALTER TABLE "offices" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "offices" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "offices" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "offices" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_offices_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_offices_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_offices_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_offices_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "leaders" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "leaders" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "leaders" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "leaders" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_leaders_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_leaders_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_leaders_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_leaders_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "interviews" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "interviews" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "interviews" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "interviews" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_interviews_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_interviews_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_interviews_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_interviews_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "occupations" ADD COLUMN "languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "occupations" ADD COLUMN "languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "occupations" ADD COLUMN "languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "occupations" ADD COLUMN "languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_occupations_v" ADD COLUMN "version_languages_ja_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_occupations_v" ADD COLUMN "version_languages_ja_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "_occupations_v" ADD COLUMN "version_languages_en_on" boolean DEFAULT true;`)
  await db.execute(sql`ALTER TABLE "_occupations_v" ADD COLUMN "version_languages_en_from" timestamp(3) with time zone;`)
  await db.execute(sql`ALTER TABLE "news_approval_history" ADD CONSTRAINT "news_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_news_v_version_approval_history" ADD CONSTRAINT "_news_v_version_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "campaigns_approval_history" ADD CONSTRAINT "campaigns_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v_version_approval_history" ADD CONSTRAINT "_campaigns_v_version_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "banners_approval_history" ADD CONSTRAINT "banners_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_banners_v_version_approval_history" ADD CONSTRAINT "_banners_v_version_approval_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "editorial_workflow_approval_required" ADD CONSTRAINT "editorial_workflow_approval_required_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editorial_workflow"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "news_approval_history_order_idx" ON "news_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "news_approval_history_parent_id_idx" ON "news_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_news_v_version_approval_history_order_idx" ON "_news_v_version_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_news_v_version_approval_history_parent_id_idx" ON "_news_v_version_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "campaigns_approval_history_order_idx" ON "campaigns_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "campaigns_approval_history_parent_id_idx" ON "campaigns_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_campaigns_v_version_approval_history_order_idx" ON "_campaigns_v_version_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_campaigns_v_version_approval_history_parent_id_idx" ON "_campaigns_v_version_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "banners_approval_history_order_idx" ON "banners_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "banners_approval_history_parent_id_idx" ON "banners_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_banners_v_version_approval_history_order_idx" ON "_banners_v_version_approval_history" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_banners_v_version_approval_history_parent_id_idx" ON "_banners_v_version_approval_history" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "editorial_workflow_approval_required_order_idx" ON "editorial_workflow_approval_required" USING btree ("order");`)
  await db.execute(sql`CREATE INDEX "editorial_workflow_approval_required_parent_idx" ON "editorial_workflow_approval_required" USING btree ("parent_id");`)
  await db.execute(sql`CREATE INDEX "news_approval_state_idx" ON "news" USING btree ("approval_state");`)
  await db.execute(sql`CREATE INDEX "_news_v_version_version_approval_state_idx" ON "_news_v" USING btree ("version_approval_state");`)
  await db.execute(sql`CREATE INDEX "campaigns_approval_state_idx" ON "campaigns" USING btree ("approval_state");`)
  await db.execute(sql`CREATE INDEX "_campaigns_v_version_version_approval_state_idx" ON "_campaigns_v" USING btree ("version_approval_state");`)
  await db.execute(sql`CREATE INDEX "banners_approval_state_idx" ON "banners" USING btree ("approval_state");`)
  await db.execute(sql`CREATE INDEX "_banners_v_version_version_approval_state_idx" ON "_banners_v" USING btree ("version_approval_state");`)
  // What is live today was published without the workflow: its approval state is 公開.
  await db.execute(sql`UPDATE "news" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
  await db.execute(sql`UPDATE "campaigns" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
  await db.execute(sql`UPDATE "banners" SET "approval_state" = 'published' WHERE "_status" = 'published';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "news_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_news_v_version_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "campaigns_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_campaigns_v_version_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "banners_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_banners_v_version_approval_history" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "editorial_workflow_approval_required" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "editorial_workflow" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`DROP TABLE "news_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "_news_v_version_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "campaigns_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "_campaigns_v_version_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "banners_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "_banners_v_version_approval_history" CASCADE;`)
  await db.execute(sql`DROP TABLE "editorial_workflow_approval_required" CASCADE;`)
  await db.execute(sql`DROP TABLE "editorial_workflow" CASCADE;`)
  await db.execute(sql`ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;`)
  await db.execute(sql`ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;`)
  await db.execute(sql`DROP TYPE "public"."enum_users_role";`)
  await db.execute(sql`CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'support');`)
  await db.execute(sql`ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";`)
  await db.execute(sql`ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";`)
  await db.execute(sql`ALTER TABLE "contact_mails" ALTER COLUMN "kind" SET DATA TYPE text;`)
  await db.execute(sql`DROP TYPE "public"."enum_contact_mails_kind";`)
  await db.execute(sql`CREATE TYPE "public"."enum_contact_mails_kind" AS ENUM('staff', 'acknowledgement');`)
  await db.execute(sql`ALTER TABLE "contact_mails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_contact_mails_kind" USING "kind"::"public"."enum_contact_mails_kind";`)
  await db.execute(sql`ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;`)
  await db.execute(sql`DROP TYPE "public"."enum_audit_log_action";`)
  await db.execute(sql`CREATE TYPE "public"."enum_audit_log_action" AS ENUM('signIn', 'signInFailed', 'publish', 'unpublish', 'delete', 'userCreate', 'userUpdate', 'roleChange', 'enquiryExport', 'enquiryView', 'retentionRun');`)
  await db.execute(sql`ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
  await db.execute(sql`DROP INDEX "news_approval_state_idx";`)
  await db.execute(sql`DROP INDEX "_news_v_version_version_approval_state_idx";`)
  await db.execute(sql`DROP INDEX "campaigns_approval_state_idx";`)
  await db.execute(sql`DROP INDEX "_campaigns_v_version_version_approval_state_idx";`)
  await db.execute(sql`DROP INDEX "banners_approval_state_idx";`)
  await db.execute(sql`DROP INDEX "_banners_v_version_version_approval_state_idx";`)
  await db.execute(sql`ALTER TABLE "contact_mails" ALTER COLUMN "enquiry_id" SET NOT NULL;`)
  await db.execute(sql`ALTER TABLE "news" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "news" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "news" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "news" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "news" DROP COLUMN "approval_state";`)
  await db.execute(sql`ALTER TABLE "news" DROP COLUMN "approval_comment";`)
  await db.execute(sql`ALTER TABLE "_news_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_news_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_news_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_news_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_news_v" DROP COLUMN "version_approval_state";`)
  await db.execute(sql`ALTER TABLE "_news_v" DROP COLUMN "version_approval_comment";`)
  await db.execute(sql`ALTER TABLE "campaigns" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "campaigns" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "campaigns" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "campaigns" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "campaigns" DROP COLUMN "approval_state";`)
  await db.execute(sql`ALTER TABLE "campaigns" DROP COLUMN "approval_comment";`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" DROP COLUMN "version_approval_state";`)
  await db.execute(sql`ALTER TABLE "_campaigns_v" DROP COLUMN "version_approval_comment";`)
  await db.execute(sql`ALTER TABLE "banners" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "banners" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "banners" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "banners" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "banners" DROP COLUMN "approval_state";`)
  await db.execute(sql`ALTER TABLE "banners" DROP COLUMN "approval_comment";`)
  await db.execute(sql`ALTER TABLE "_banners_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_banners_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_banners_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_banners_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_banners_v" DROP COLUMN "version_approval_state";`)
  await db.execute(sql`ALTER TABLE "_banners_v" DROP COLUMN "version_approval_comment";`)
  await db.execute(sql`ALTER TABLE "offices" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "offices" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "offices" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "offices" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_offices_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_offices_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_offices_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_offices_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`ALTER TABLE "leaders" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "leaders" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "leaders" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "leaders" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_leaders_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_leaders_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_leaders_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_leaders_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`ALTER TABLE "interviews" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "interviews" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "interviews" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "interviews" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_interviews_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_interviews_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_interviews_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_interviews_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`ALTER TABLE "occupations" DROP COLUMN "languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "occupations" DROP COLUMN "languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "occupations" DROP COLUMN "languages_en_on";`)
  await db.execute(sql`ALTER TABLE "occupations" DROP COLUMN "languages_en_from";`)
  await db.execute(sql`ALTER TABLE "_occupations_v" DROP COLUMN "version_languages_ja_on";`)
  await db.execute(sql`ALTER TABLE "_occupations_v" DROP COLUMN "version_languages_ja_from";`)
  await db.execute(sql`ALTER TABLE "_occupations_v" DROP COLUMN "version_languages_en_on";`)
  await db.execute(sql`ALTER TABLE "_occupations_v" DROP COLUMN "version_languages_en_from";`)
  await db.execute(sql`DROP TYPE "public"."enum_news_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum_news_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum__news_v_version_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum__news_v_version_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum_campaigns_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum_campaigns_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum__campaigns_v_version_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum__campaigns_v_version_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum_banners_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum_banners_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum__banners_v_version_approval_history_step";`)
  await db.execute(sql`DROP TYPE "public"."enum__banners_v_version_approval_state";`)
  await db.execute(sql`DROP TYPE "public"."enum_editorial_workflow_approval_required";`)
}
