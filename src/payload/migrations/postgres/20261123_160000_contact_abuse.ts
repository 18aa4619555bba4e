import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Contact abuse rules: each enquiry keeps the nonce of the form token it used, unique, so a
 * token carries one enquiry only; outbox mails may be `held` for staff review; and the table in which
 * rate-limiter-flexible counts contact submissions for every instance (features/contact/server/rate-limit.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_contact_mails_status" ADD VALUE IF NOT EXISTS 'held' BEFORE 'sent';
  ALTER TABLE "enquiries" ADD COLUMN "form_token_id" varchar;
  CREATE UNIQUE INDEX "enquiries_form_token_id_idx" ON "enquiries" USING btree ("form_token_id");
  CREATE TABLE IF NOT EXISTS "contact_rate_limiter" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // PostgreSQL cannot drop an enum value; 'held' stays (unused) after a rollback.
  await db.execute(sql`
  DROP TABLE IF EXISTS "contact_rate_limiter";
  DROP INDEX IF EXISTS "enquiries_form_token_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN IF EXISTS "form_token_id";`)
}
