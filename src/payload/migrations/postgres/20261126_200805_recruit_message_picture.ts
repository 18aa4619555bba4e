import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_messages" ADD COLUMN "recruit_picture_id" integer;
  ALTER TABLE "_company_messages_v" ADD COLUMN "version_recruit_picture_id" integer;
  ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_recruit_picture_id_media_id_fk" FOREIGN KEY ("recruit_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_messages_v" ADD CONSTRAINT "_company_messages_v_version_recruit_picture_id_media_id_fk" FOREIGN KEY ("version_recruit_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "company_messages_recruit_recruit_picture_idx" ON "company_messages" USING btree ("recruit_picture_id");
  CREATE INDEX "_company_messages_v_version_recruit_version_recruit_pict_idx" ON "_company_messages_v" USING btree ("version_recruit_picture_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_messages" DROP CONSTRAINT "company_messages_recruit_picture_id_media_id_fk";
  
  ALTER TABLE "_company_messages_v" DROP CONSTRAINT "_company_messages_v_version_recruit_picture_id_media_id_fk";
  
  DROP INDEX "company_messages_recruit_recruit_picture_idx";
  DROP INDEX "_company_messages_v_version_recruit_version_recruit_pict_idx";
  ALTER TABLE "company_messages" DROP COLUMN "recruit_picture_id";
  ALTER TABLE "_company_messages_v" DROP COLUMN "version_recruit_picture_id";`)
}
