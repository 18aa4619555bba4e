import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE "enquiries_notes" (
	"_order" integer NOT NULL,
	"_parent_id" integer NOT NULL,
	"id" varchar PRIMARY KEY NOT NULL,
	"text" varchar NOT NULL,
	"author_id" integer,
	"written_at" timestamp(3) with time zone
);`)
  await db.execute(sql`ALTER TABLE "users" ADD COLUMN "display_name" varchar;`)
  await db.execute(sql`ALTER TABLE "enquiries" ADD COLUMN "title" varchar;`)
  await db.execute(sql`ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;`)
  await db.execute(sql`ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;`)
  await db.execute(sql`CREATE INDEX "enquiries_notes_order_idx" ON "enquiries_notes" USING btree ("_order");`)
  await db.execute(sql`CREATE INDEX "enquiries_notes_parent_id_idx" ON "enquiries_notes" USING btree ("_parent_id");`)
  await db.execute(sql`CREATE INDEX "enquiries_notes_author_idx" ON "enquiries_notes" USING btree ("author_id");`)
  // Existing rows get what the hooks write from now on: "名前 (e-mail)" and "姓 名 / 会社名 / 受信日時(日本時間)".
  await db.execute(sql`UPDATE "users" SET "display_name" = CASE WHEN trim(coalesce("name", '')) = '' THEN "email" ELSE trim("name") || ' (' || "email" || ')' END;`)
  await db.execute(sql`UPDATE "enquiries" SET "title" = trim("last_name" || ' ' || "first_name") || ' / ' || trim("company") || ' / ' || to_char("created_at" AT TIME ZONE 'Asia/Tokyo', 'YYYY/MM/DD HH24:MI');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "enquiries_notes" CASCADE;`)
  await db.execute(sql`ALTER TABLE "users" DROP COLUMN "display_name";`)
  await db.execute(sql`ALTER TABLE "enquiries" DROP COLUMN "title";`)
}
