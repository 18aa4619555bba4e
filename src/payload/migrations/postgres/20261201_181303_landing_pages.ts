import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TYPE "public"."enum_pages_blocks_content_list_kind" AS ENUM('news', 'campaigns');`)
  await db.execute(sql`CREATE TYPE "public"."enum_pages_blocks_content_list_category" AS ENUM('news', 'press', 'product', 'event');`)
  await db.execute(sql`CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum__pages_v_blocks_content_list_kind" AS ENUM('news', 'campaigns');`)
  await db.execute(sql`CREATE TYPE "public"."enum__pages_v_blocks_content_list_category" AS ENUM('news', 'press', 'product', 'event');`)
  await db.execute(sql`CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');`)
  await db.execute(sql`CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('ja', 'en');`)
  await db.execute(sql`CREATE TABLE "pages_blocks_hero_buttons" (
	"_order" integer NOT NULL,
	"_parent_id" varchar NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"label" varchar,
	"href" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_hero" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"eyebrow" varchar,
	"heading" varchar,
	"text" varchar,
	"image_id" integer,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_rich_text" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"body" jsonb,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_media_text" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"text" varchar,
	"image_id" integer,
	"reverse" boolean DEFAULT false,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_figures_items" (
	"_order" integer NOT NULL,
	"_parent_id" varchar NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"label" varchar,
	"prefix" varchar,
	"value" varchar,
	"unit" varchar,
	"note" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_figures" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_card_grid_cards" (
	"_order" integer NOT NULL,
	"_parent_id" varchar NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"title" varchar,
	"text" varchar,
	"href" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_card_grid" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_cta" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"text" varchar,
	"label" varchar,
	"href" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_faq_items" (
	"_order" integer NOT NULL,
	"_parent_id" varchar NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"question" varchar,
	"answer" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_faq" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_content_list" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"kind" "enum_pages_blocks_content_list_kind" DEFAULT 'news',
	"category" "enum_pages_blocks_content_list_category",
	"count" numeric DEFAULT 3,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages_blocks_video" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"heading" varchar,
	"title" varchar,
	"url" varchar,
	"image_id" integer,
	"caption" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"_status" "enum_pages_status" DEFAULT 'draft'
);`)
  await db.execute(sql`CREATE TABLE "pages_locales" (
	"title" varchar,
	"summary" varchar,
	"meta_title" varchar,
	"meta_description" varchar,
	"meta_image_id" integer,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" integer NOT NULL
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_hero_buttons" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar,
	"href" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_hero" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"eyebrow" varchar,
	"heading" varchar,
	"text" varchar,
	"image_id" integer,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_rich_text" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"body" jsonb,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_media_text" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"text" varchar,
	"image_id" integer,
	"reverse" boolean DEFAULT false,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_figures_items" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar,
	"prefix" varchar,
	"value" varchar,
	"unit" varchar,
	"note" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_figures" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_card_grid_cards" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar,
	"text" varchar,
	"href" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_card_grid" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_cta" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"text" varchar,
	"label" varchar,
	"href" varchar,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_faq_items" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"question" varchar,
	"answer" varchar,
	"_uuid" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_faq" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_content_list" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"kind" "enum__pages_v_blocks_content_list_kind" DEFAULT 'news',
	"category" "enum__pages_v_blocks_content_list_category",
	"count" numeric DEFAULT 3,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_blocks_video" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"_path" text NOT NULL,
	"_locale" "_locales" NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"heading" varchar,
	"title" varchar,
	"url" varchar,
	"image_id" integer,
	"caption" varchar,
	"_uuid" varchar,
	"block_name" varchar
);`)
  await db.execute(sql`CREATE TABLE "_pages_v" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"version_path" varchar,
	"version_updated_at" timestamp(3) with time zone,
	"version_created_at" timestamp(3) with time zone,
	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"snapshot" boolean,
	"published_locale" "enum__pages_v_published_locale",
	"latest" boolean,
	"autosave" boolean
);`)
  await db.execute(sql`CREATE TABLE "_pages_v_locales" (
	"version_title" varchar,
	"version_summary" varchar,
	"version_meta_title" varchar,
	"version_meta_description" varchar,
	"version_meta_image_id" integer,
	"id" serial PRIMARY KEY NOT NULL,
	"_locale" "_locales" NOT NULL,
	"_parent_id" integer NOT NULL
);`)
  await db.execute(sql`ALTER TABLE "redirects_rels" ADD COLUMN "pages_id" integer;`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_hero_buttons" ADD CONSTRAINT "pages_blocks_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_media_text" ADD CONSTRAINT "pages_blocks_media_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_media_text" ADD CONSTRAINT "pages_blocks_media_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_figures_items" ADD CONSTRAINT "pages_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_figures" ADD CONSTRAINT "pages_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_card_grid" ADD CONSTRAINT "pages_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_content_list" ADD CONSTRAINT "pages_blocks_content_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_hero_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_media_text" ADD CONSTRAINT "_pages_v_blocks_media_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_media_text" ADD CONSTRAINT "_pages_v_blocks_media_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_figures_items" ADD CONSTRAINT "_pages_v_blocks_figures_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_card_grid" ADD CONSTRAINT "_pages_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_content_list" ADD CONSTRAINT "_pages_v_blocks_content_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_buttons_order_idx" ON "pages_blocks_hero_buttons" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_buttons_parent_id_idx" ON "pages_blocks_hero_buttons" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_buttons_locale_idx" ON "pages_blocks_hero_buttons" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_media_text_order_idx" ON "pages_blocks_media_text" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_media_text_parent_id_idx" ON "pages_blocks_media_text" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_media_text_path_idx" ON "pages_blocks_media_text" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_media_text_locale_idx" ON "pages_blocks_media_text" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_media_text_image_idx" ON "pages_blocks_media_text" USING btree ("image_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_items_order_idx" ON "pages_blocks_figures_items" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_items_parent_id_idx" ON "pages_blocks_figures_items" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_items_locale_idx" ON "pages_blocks_figures_items" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_order_idx" ON "pages_blocks_figures" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_parent_id_idx" ON "pages_blocks_figures" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_path_idx" ON "pages_blocks_figures" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_figures_locale_idx" ON "pages_blocks_figures" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_cards_order_idx" ON "pages_blocks_card_grid_cards" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_cards_parent_id_idx" ON "pages_blocks_card_grid_cards" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_cards_locale_idx" ON "pages_blocks_card_grid_cards" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_order_idx" ON "pages_blocks_card_grid" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_parent_id_idx" ON "pages_blocks_card_grid" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_path_idx" ON "pages_blocks_card_grid" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_card_grid_locale_idx" ON "pages_blocks_card_grid" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_cta_locale_idx" ON "pages_blocks_cta" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_items_locale_idx" ON "pages_blocks_faq_items" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_faq_locale_idx" ON "pages_blocks_faq" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_content_list_order_idx" ON "pages_blocks_content_list" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_content_list_parent_id_idx" ON "pages_blocks_content_list" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_content_list_path_idx" ON "pages_blocks_content_list" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_content_list_locale_idx" ON "pages_blocks_content_list" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_video_locale_idx" ON "pages_blocks_video" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "pages_blocks_video_image_idx" ON "pages_blocks_video" USING btree ("image_id");`)
  await db.execute(sql`CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");`)
  await db.execute(sql`CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");`)
  await db.execute(sql`CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");`)
  await db.execute(sql`CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");`)
  await db.execute(sql`CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");`)
  await db.execute(sql`CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_buttons_order_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_buttons_parent_id_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_buttons_locale_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_media_text_order_idx" ON "_pages_v_blocks_media_text" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_media_text_parent_id_idx" ON "_pages_v_blocks_media_text" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_media_text_path_idx" ON "_pages_v_blocks_media_text" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_media_text_locale_idx" ON "_pages_v_blocks_media_text" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_media_text_image_idx" ON "_pages_v_blocks_media_text" USING btree ("image_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_items_order_idx" ON "_pages_v_blocks_figures_items" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_items_parent_id_idx" ON "_pages_v_blocks_figures_items" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_items_locale_idx" ON "_pages_v_blocks_figures_items" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_figures_locale_idx" ON "_pages_v_blocks_figures" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_cards_order_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_cards_locale_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_order_idx" ON "_pages_v_blocks_card_grid" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_parent_id_idx" ON "_pages_v_blocks_card_grid" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_path_idx" ON "_pages_v_blocks_card_grid" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_card_grid_locale_idx" ON "_pages_v_blocks_card_grid" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_cta_locale_idx" ON "_pages_v_blocks_cta" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_items_locale_idx" ON "_pages_v_blocks_faq_items" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_faq_locale_idx" ON "_pages_v_blocks_faq" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_content_list_order_idx" ON "_pages_v_blocks_content_list" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_content_list_parent_id_idx" ON "_pages_v_blocks_content_list" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_content_list_path_idx" ON "_pages_v_blocks_content_list" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_content_list_locale_idx" ON "_pages_v_blocks_content_list" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_video_locale_idx" ON "_pages_v_blocks_video" USING btree ("_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_blocks_video_image_idx" ON "_pages_v_blocks_video" USING btree ("image_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");`)
  await db.execute(sql`CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");`)
  await db.execute(sql`CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");`)
  await db.execute(sql`CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");`)
  await db.execute(sql`CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");`)
  await db.execute(sql`CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");`)
  await db.execute(sql`CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");`)
  await db.execute(sql`CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");`)
  await db.execute(sql`CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");`)
  await db.execute(sql`ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");`)
  await db.execute(sql`CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "pages_blocks_hero_buttons" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_media_text" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_figures_items" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_figures" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_card_grid" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_cta" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_content_list" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_hero_buttons" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_media_text" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_figures_items" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_figures" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_content_list" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;`)
  await db.execute(sql`DROP TABLE "pages_blocks_hero_buttons" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_hero" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_rich_text" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_media_text" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_figures_items" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_figures" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_card_grid_cards" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_card_grid" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_cta" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_faq_items" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_faq" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_content_list" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_blocks_video" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages" CASCADE;`)
  await db.execute(sql`DROP TABLE "pages_locales" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_hero_buttons" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_hero" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_rich_text" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_media_text" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_figures_items" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_figures" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_card_grid_cards" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_card_grid" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_cta" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_faq_items" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_faq" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_content_list" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_blocks_video" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v" CASCADE;`)
  await db.execute(sql`DROP TABLE "_pages_v_locales" CASCADE;`)
  await db.execute(sql`ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_pages_fk";`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";`)
  await db.execute(sql`DROP INDEX "redirects_rels_pages_id_idx";`)
  await db.execute(sql`DROP INDEX "payload_locked_documents_rels_pages_id_idx";`)
  await db.execute(sql`ALTER TABLE "redirects_rels" DROP COLUMN "pages_id";`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";`)
  await db.execute(sql`DROP TYPE "public"."enum_pages_blocks_content_list_kind";`)
  await db.execute(sql`DROP TYPE "public"."enum_pages_blocks_content_list_category";`)
  await db.execute(sql`DROP TYPE "public"."enum_pages_status";`)
  await db.execute(sql`DROP TYPE "public"."enum__pages_v_blocks_content_list_kind";`)
  await db.execute(sql`DROP TYPE "public"."enum__pages_v_blocks_content_list_category";`)
  await db.execute(sql`DROP TYPE "public"."enum__pages_v_version_status";`)
  await db.execute(sql`DROP TYPE "public"."enum__pages_v_published_locale";`)
}
