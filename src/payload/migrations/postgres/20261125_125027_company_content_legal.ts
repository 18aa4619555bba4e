import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_interviews_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__interviews_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__interviews_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_occupations_group" AS ENUM('engineering', 'business', 'corporate');
  CREATE TYPE "public"."enum_occupations_icon" AS ENUM('box', 'tablet', 'spark', 'handshake', 'users', 'chart', 'eye', 'clock', 'heart');
  CREATE TYPE "public"."enum_occupations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__occupations_v_version_group" AS ENUM('engineering', 'business', 'corporate');
  CREATE TYPE "public"."enum__occupations_v_version_icon" AS ENUM('box', 'tablet', 'spark', 'handshake', 'users', 'chart', 'eye', 'clock', 'heart');
  CREATE TYPE "public"."enum__occupations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__occupations_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_legal_pages_kind" AS ENUM('privacy', 'terms', 'conduct');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_kind" AS ENUM('privacy', 'terms', 'conduct');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_company_profile_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_profile_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_profile_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_company_messages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_messages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_messages_v_published_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('ja', 'en');
  CREATE TABLE "interviews_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "interviews_answers_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "interviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"sort_order" numeric DEFAULT 100,
  	"joined" varchar,
  	"portrait_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_interviews_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "interviews_locales" (
  	"name" varchar,
  	"role" varchar,
  	"site" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_interviews_v_version_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_interviews_v_version_answers_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_interviews_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_joined" varchar,
  	"version_portrait_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__interviews_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__interviews_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_interviews_v_locales" (
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_site" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "occupations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort_order" numeric DEFAULT 100,
  	"group" "enum_occupations_group" DEFAULT 'engineering',
  	"icon" "enum_occupations_icon" DEFAULT 'box',
  	"careers_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_occupations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "occupations_locales" (
  	"title" varchar,
  	"text" varchar,
  	"place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_occupations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_group" "enum__occupations_v_version_group" DEFAULT 'engineering',
  	"version_icon" "enum__occupations_v_version_icon" DEFAULT 'box',
  	"version_careers_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__occupations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__occupations_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_occupations_v_locales" (
  	"version_title" varchar,
  	"version_text" varchar,
  	"version_place" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_pages_revisions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "legal_pages_revisions_locales" (
  	"label" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_legal_pages_kind",
  	"effective_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "legal_pages_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"signature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v_version_revisions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_revisions_locales" (
  	"label" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__legal_pages_v_version_kind",
  	"version_effective_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_legal_pages_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_signature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_profile_companies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_profile_companies_locales" (
  	"name" varchar,
  	"address" varchar,
  	"established" varchar,
  	"capital" varchar,
  	"representative" varchar,
  	"directors" varchar,
  	"business" varchar,
  	"bank" varchar,
  	"branches" varchar,
  	"employees" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_company_profile_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_company_profile_v_version_companies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_profile_v_version_companies_locales" (
  	"name" varchar,
  	"address" varchar,
  	"established" varchar,
  	"capital" varchar,
  	"representative" varchar,
  	"directors" varchar,
  	"business" varchar,
  	"bank" varchar,
  	"branches" varchar,
  	"employees" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_profile_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__company_profile_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_profile_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "company_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_company_messages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_messages_locales" (
  	"ceo_heading" varchar,
  	"ceo_body" varchar,
  	"recruit_heading" varchar,
  	"recruit_body" varchar,
  	"recruit_signature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_messages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__company_messages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_messages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_company_messages_v_locales" (
  	"version_ceo_heading" varchar,
  	"version_ceo_body" varchar,
  	"version_recruit_heading" varchar,
  	"version_recruit_body" varchar,
  	"version_recruit_signature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"figures_checkout_seconds" varchar,
  	"figures_throughput" varchar,
  	"figures_return_visits" varchar,
  	"figures_fewer_checkout_staff" varchar,
  	"figures_cameras" varchar,
  	"figures_shops" varchar,
  	"_status" "enum_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_lead" varchar,
  	"figures_cameras_as_of" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_figures_checkout_seconds" varchar,
  	"version_figures_throughput" varchar,
  	"version_figures_return_visits" varchar,
  	"version_figures_fewer_checkout_staff" varchar,
  	"version_figures_cameras" varchar,
  	"version_figures_shops" varchar,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"version_figures_cameras_as_of" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "interviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "occupations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_pages_id" integer;
  ALTER TABLE "interviews_answers" ADD CONSTRAINT "interviews_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "interviews_answers_locales" ADD CONSTRAINT "interviews_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."interviews_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews_locales" ADD CONSTRAINT "interviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_interviews_v_version_answers" ADD CONSTRAINT "_interviews_v_version_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_interviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_interviews_v_version_answers_locales" ADD CONSTRAINT "_interviews_v_version_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_interviews_v_version_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_interviews_v" ADD CONSTRAINT "_interviews_v_parent_id_interviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_interviews_v" ADD CONSTRAINT "_interviews_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_interviews_v_locales" ADD CONSTRAINT "_interviews_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_interviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "occupations_locales" ADD CONSTRAINT "occupations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_occupations_v" ADD CONSTRAINT "_occupations_v_parent_id_occupations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."occupations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_occupations_v_locales" ADD CONSTRAINT "_occupations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_occupations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_revisions" ADD CONSTRAINT "legal_pages_revisions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_revisions_locales" ADD CONSTRAINT "legal_pages_revisions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_revisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_revisions" ADD CONSTRAINT "_legal_pages_v_version_revisions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_revisions_locales" ADD CONSTRAINT "_legal_pages_v_version_revisions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_revisions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_companies" ADD CONSTRAINT "company_profile_companies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_companies_locales" ADD CONSTRAINT "company_profile_companies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_companies" ADD CONSTRAINT "_company_profile_v_version_companies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_profile_v_version_companies_locales" ADD CONSTRAINT "_company_profile_v_version_companies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_profile_v_version_companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_messages_locales" ADD CONSTRAINT "company_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_messages_v_locales" ADD CONSTRAINT "_company_messages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_messages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "interviews_answers_order_idx" ON "interviews_answers" USING btree ("_order");
  CREATE INDEX "interviews_answers_parent_id_idx" ON "interviews_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "interviews_answers_locales_locale_parent_id_unique" ON "interviews_answers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "interviews_key_idx" ON "interviews" USING btree ("key");
  CREATE INDEX "interviews_sort_order_idx" ON "interviews" USING btree ("sort_order");
  CREATE INDEX "interviews_portrait_idx" ON "interviews" USING btree ("portrait_id");
  CREATE INDEX "interviews_updated_at_idx" ON "interviews" USING btree ("updated_at");
  CREATE INDEX "interviews_created_at_idx" ON "interviews" USING btree ("created_at");
  CREATE INDEX "interviews__status_idx" ON "interviews" USING btree ("_status");
  CREATE UNIQUE INDEX "interviews_locales_locale_parent_id_unique" ON "interviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_interviews_v_version_answers_order_idx" ON "_interviews_v_version_answers" USING btree ("_order");
  CREATE INDEX "_interviews_v_version_answers_parent_id_idx" ON "_interviews_v_version_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_interviews_v_version_answers_locales_locale_parent_id_uniqu" ON "_interviews_v_version_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_interviews_v_parent_idx" ON "_interviews_v" USING btree ("parent_id");
  CREATE INDEX "_interviews_v_version_version_key_idx" ON "_interviews_v" USING btree ("version_key");
  CREATE INDEX "_interviews_v_version_version_sort_order_idx" ON "_interviews_v" USING btree ("version_sort_order");
  CREATE INDEX "_interviews_v_version_version_portrait_idx" ON "_interviews_v" USING btree ("version_portrait_id");
  CREATE INDEX "_interviews_v_version_version_updated_at_idx" ON "_interviews_v" USING btree ("version_updated_at");
  CREATE INDEX "_interviews_v_version_version_created_at_idx" ON "_interviews_v" USING btree ("version_created_at");
  CREATE INDEX "_interviews_v_version_version__status_idx" ON "_interviews_v" USING btree ("version__status");
  CREATE INDEX "_interviews_v_created_at_idx" ON "_interviews_v" USING btree ("created_at");
  CREATE INDEX "_interviews_v_updated_at_idx" ON "_interviews_v" USING btree ("updated_at");
  CREATE INDEX "_interviews_v_snapshot_idx" ON "_interviews_v" USING btree ("snapshot");
  CREATE INDEX "_interviews_v_published_locale_idx" ON "_interviews_v" USING btree ("published_locale");
  CREATE INDEX "_interviews_v_latest_idx" ON "_interviews_v" USING btree ("latest");
  CREATE INDEX "_interviews_v_autosave_idx" ON "_interviews_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_interviews_v_locales_locale_parent_id_unique" ON "_interviews_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "occupations_sort_order_idx" ON "occupations" USING btree ("sort_order");
  CREATE INDEX "occupations_updated_at_idx" ON "occupations" USING btree ("updated_at");
  CREATE INDEX "occupations_created_at_idx" ON "occupations" USING btree ("created_at");
  CREATE INDEX "occupations__status_idx" ON "occupations" USING btree ("_status");
  CREATE UNIQUE INDEX "occupations_locales_locale_parent_id_unique" ON "occupations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_occupations_v_parent_idx" ON "_occupations_v" USING btree ("parent_id");
  CREATE INDEX "_occupations_v_version_version_sort_order_idx" ON "_occupations_v" USING btree ("version_sort_order");
  CREATE INDEX "_occupations_v_version_version_updated_at_idx" ON "_occupations_v" USING btree ("version_updated_at");
  CREATE INDEX "_occupations_v_version_version_created_at_idx" ON "_occupations_v" USING btree ("version_created_at");
  CREATE INDEX "_occupations_v_version_version__status_idx" ON "_occupations_v" USING btree ("version__status");
  CREATE INDEX "_occupations_v_created_at_idx" ON "_occupations_v" USING btree ("created_at");
  CREATE INDEX "_occupations_v_updated_at_idx" ON "_occupations_v" USING btree ("updated_at");
  CREATE INDEX "_occupations_v_snapshot_idx" ON "_occupations_v" USING btree ("snapshot");
  CREATE INDEX "_occupations_v_published_locale_idx" ON "_occupations_v" USING btree ("published_locale");
  CREATE INDEX "_occupations_v_latest_idx" ON "_occupations_v" USING btree ("latest");
  CREATE INDEX "_occupations_v_autosave_idx" ON "_occupations_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_occupations_v_locales_locale_parent_id_unique" ON "_occupations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_pages_revisions_order_idx" ON "legal_pages_revisions" USING btree ("_order");
  CREATE INDEX "legal_pages_revisions_parent_id_idx" ON "legal_pages_revisions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_revisions_locales_locale_parent_id_unique" ON "legal_pages_revisions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_pages_kind_idx" ON "legal_pages" USING btree ("kind");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_version_revisions_order_idx" ON "_legal_pages_v_version_revisions" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_revisions_parent_id_idx" ON "_legal_pages_v_version_revisions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_pages_v_version_revisions_locales_locale_parent_id_un" ON "_legal_pages_v_version_revisions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_kind_idx" ON "_legal_pages_v" USING btree ("version_kind");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_companies_order_idx" ON "company_profile_companies" USING btree ("_order");
  CREATE INDEX "company_profile_companies_parent_id_idx" ON "company_profile_companies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_companies_locales_locale_parent_id_unique" ON "company_profile_companies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile__status_idx" ON "company_profile" USING btree ("_status");
  CREATE INDEX "_company_profile_v_version_companies_order_idx" ON "_company_profile_v_version_companies" USING btree ("_order");
  CREATE INDEX "_company_profile_v_version_companies_parent_id_idx" ON "_company_profile_v_version_companies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_company_profile_v_version_companies_locales_locale_parent_i" ON "_company_profile_v_version_companies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_profile_v_version_version__status_idx" ON "_company_profile_v" USING btree ("version__status");
  CREATE INDEX "_company_profile_v_created_at_idx" ON "_company_profile_v" USING btree ("created_at");
  CREATE INDEX "_company_profile_v_updated_at_idx" ON "_company_profile_v" USING btree ("updated_at");
  CREATE INDEX "_company_profile_v_snapshot_idx" ON "_company_profile_v" USING btree ("snapshot");
  CREATE INDEX "_company_profile_v_published_locale_idx" ON "_company_profile_v" USING btree ("published_locale");
  CREATE INDEX "_company_profile_v_latest_idx" ON "_company_profile_v" USING btree ("latest");
  CREATE INDEX "_company_profile_v_autosave_idx" ON "_company_profile_v" USING btree ("autosave");
  CREATE INDEX "company_messages__status_idx" ON "company_messages" USING btree ("_status");
  CREATE UNIQUE INDEX "company_messages_locales_locale_parent_id_unique" ON "company_messages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_messages_v_version_version__status_idx" ON "_company_messages_v" USING btree ("version__status");
  CREATE INDEX "_company_messages_v_created_at_idx" ON "_company_messages_v" USING btree ("created_at");
  CREATE INDEX "_company_messages_v_updated_at_idx" ON "_company_messages_v" USING btree ("updated_at");
  CREATE INDEX "_company_messages_v_snapshot_idx" ON "_company_messages_v" USING btree ("snapshot");
  CREATE INDEX "_company_messages_v_published_locale_idx" ON "_company_messages_v" USING btree ("published_locale");
  CREATE INDEX "_company_messages_v_latest_idx" ON "_company_messages_v" USING btree ("latest");
  CREATE INDEX "_company_messages_v_autosave_idx" ON "_company_messages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_company_messages_v_locales_locale_parent_id_unique" ON "_company_messages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_interviews_fk" FOREIGN KEY ("interviews_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_occupations_fk" FOREIGN KEY ("occupations_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_interviews_id_idx" ON "payload_locked_documents_rels" USING btree ("interviews_id");
  CREATE INDEX "payload_locked_documents_rels_occupations_id_idx" ON "payload_locked_documents_rels" USING btree ("occupations_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "interviews_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interviews_v_version_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interviews_v_version_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interviews_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "occupations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "occupations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_occupations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_occupations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_revisions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_revisions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_revisions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_version_revisions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile_companies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v_version_companies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_profile_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_messages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_messages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_messages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "interviews_answers" CASCADE;
  DROP TABLE "interviews_answers_locales" CASCADE;
  DROP TABLE "interviews" CASCADE;
  DROP TABLE "interviews_locales" CASCADE;
  DROP TABLE "_interviews_v_version_answers" CASCADE;
  DROP TABLE "_interviews_v_version_answers_locales" CASCADE;
  DROP TABLE "_interviews_v" CASCADE;
  DROP TABLE "_interviews_v_locales" CASCADE;
  DROP TABLE "occupations" CASCADE;
  DROP TABLE "occupations_locales" CASCADE;
  DROP TABLE "_occupations_v" CASCADE;
  DROP TABLE "_occupations_v_locales" CASCADE;
  DROP TABLE "legal_pages_revisions" CASCADE;
  DROP TABLE "legal_pages_revisions_locales" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "legal_pages_locales" CASCADE;
  DROP TABLE "_legal_pages_v_version_revisions" CASCADE;
  DROP TABLE "_legal_pages_v_version_revisions_locales" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "_legal_pages_v_locales" CASCADE;
  DROP TABLE "company_profile_companies" CASCADE;
  DROP TABLE "company_profile_companies_locales" CASCADE;
  DROP TABLE "company_profile" CASCADE;
  DROP TABLE "_company_profile_v_version_companies" CASCADE;
  DROP TABLE "_company_profile_v_version_companies_locales" CASCADE;
  DROP TABLE "_company_profile_v" CASCADE;
  DROP TABLE "company_messages" CASCADE;
  DROP TABLE "company_messages_locales" CASCADE;
  DROP TABLE "_company_messages_v" CASCADE;
  DROP TABLE "_company_messages_v_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_interviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_occupations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_interviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_occupations_id_idx";
  DROP INDEX "payload_locked_documents_rels_legal_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "interviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "occupations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
  DROP TYPE "public"."enum_interviews_status";
  DROP TYPE "public"."enum__interviews_v_version_status";
  DROP TYPE "public"."enum__interviews_v_published_locale";
  DROP TYPE "public"."enum_occupations_group";
  DROP TYPE "public"."enum_occupations_icon";
  DROP TYPE "public"."enum_occupations_status";
  DROP TYPE "public"."enum__occupations_v_version_group";
  DROP TYPE "public"."enum__occupations_v_version_icon";
  DROP TYPE "public"."enum__occupations_v_version_status";
  DROP TYPE "public"."enum__occupations_v_published_locale";
  DROP TYPE "public"."enum_legal_pages_kind";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_kind";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum__legal_pages_v_published_locale";
  DROP TYPE "public"."enum_company_profile_status";
  DROP TYPE "public"."enum__company_profile_v_version_status";
  DROP TYPE "public"."enum__company_profile_v_published_locale";
  DROP TYPE "public"."enum_company_messages_status";
  DROP TYPE "public"."enum__company_messages_v_version_status";
  DROP TYPE "public"."enum__company_messages_v_published_locale";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";`)
}
