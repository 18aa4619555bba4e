import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_subject" AS ENUM('media', 'careers', 'camera', 'skipCart', 'other');
  CREATE TYPE "public"."enum_enquiries_locale" AS ENUM('ja', 'en');
  CREATE TYPE "public"."enum_enquiries_handling" AS ENUM('new', 'inProgress', 'done');
  CREATE TYPE "public"."enum_contact_mails_kind" AS ENUM('staff', 'acknowledgement');
  CREATE TYPE "public"."enum_contact_mails_status" AS ENUM('pending', 'sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverContactMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepContactOutbox' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverContactMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepContactOutbox' BEFORE 'schedulePublish';
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_enquiries_subject" NOT NULL,
  	"last_name" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"job_title" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar NOT NULL,
  	"privacy_accepted" boolean DEFAULT false NOT NULL,
  	"no_sales_confirmed" boolean DEFAULT false,
  	"locale" "enum_enquiries_locale" NOT NULL,
  	"handling" "enum_enquiries_handling" DEFAULT 'new' NOT NULL,
  	"mails_queued" boolean DEFAULT false,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enquiry_id" integer NOT NULL,
  	"kind" "enum_contact_mails_kind" NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"status" "enum_contact_mails_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"message_id" varchar,
  	"job_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL,
  	"expires_at" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_mails_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_rate_limits_id" integer;
  ALTER TABLE "contact_mails" ADD CONSTRAINT "contact_mails_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiries_mails_queued_idx" ON "enquiries" USING btree ("mails_queued");
  CREATE UNIQUE INDEX "enquiries_idempotency_key_idx" ON "enquiries" USING btree ("idempotency_key");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "contact_mails_enquiry_idx" ON "contact_mails" USING btree ("enquiry_id");
  CREATE INDEX "contact_mails_status_idx" ON "contact_mails" USING btree ("status");
  CREATE INDEX "contact_mails_last_attempt_at_idx" ON "contact_mails" USING btree ("last_attempt_at");
  CREATE INDEX "contact_mails_updated_at_idx" ON "contact_mails" USING btree ("updated_at");
  CREATE INDEX "contact_mails_created_at_idx" ON "contact_mails" USING btree ("created_at");
  CREATE UNIQUE INDEX "contact_rate_limits_key_idx" ON "contact_rate_limits" USING btree ("key");
  CREATE INDEX "contact_rate_limits_expires_at_idx" ON "contact_rate_limits" USING btree ("expires_at");
  CREATE INDEX "contact_rate_limits_updated_at_idx" ON "contact_rate_limits" USING btree ("updated_at");
  CREATE INDEX "contact_rate_limits_created_at_idx" ON "contact_rate_limits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_mails_fk" FOREIGN KEY ("contact_mails_id") REFERENCES "public"."contact_mails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_rate_limits_fk" FOREIGN KEY ("contact_rate_limits_id") REFERENCES "public"."contact_rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_contact_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_mails_id");
  CREATE INDEX "payload_locked_documents_rels_contact_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_rate_limits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_rate_limits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "contact_mails" CASCADE;
  DROP TABLE "contact_rate_limits" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_mails_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_rate_limits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_mails_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_rate_limits_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_mails_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_rate_limits_id";
  DROP TYPE "public"."enum_enquiries_subject";
  DROP TYPE "public"."enum_enquiries_locale";
  DROP TYPE "public"."enum_enquiries_handling";
  DROP TYPE "public"."enum_contact_mails_kind";
  DROP TYPE "public"."enum_contact_mails_status";`)
}
