import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search (issue 45): the documents the search page finds, with tsvector columns built from the
 * app's own tokens (Japanese character pairs, stemmed words; features/search/server/store.ts) and a GIN
 * index. Not Payload collections: the CMS's hooks fill them. `fastupdate = off`: writes are few (publishes), and
 * GIN's pending list would otherwise be scanned by every query until the next vacuum (7–40 ms measured after a
 * re-index of 10,000 articles).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "search_documents" (
    "id" serial PRIMARY KEY,
    "key" varchar NOT NULL,
    "source" varchar NOT NULL,
    "locale" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "path" varchar NOT NULL,
    "title" varchar NOT NULL,
    "headings" text NOT NULL,
    "body" text NOT NULL,
    "date" timestamp(3) with time zone,
    "visible_from" timestamp(3) with time zone,
    "indexed_at" timestamp(3) with time zone NOT NULL,
    "title_v" tsvector NOT NULL,
    "headings_v" tsvector NOT NULL,
    "all_v" tsvector NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "search_documents_key_idx" ON "search_documents" USING btree ("key");
  CREATE INDEX IF NOT EXISTS "search_documents_source_idx" ON "search_documents" USING btree ("source");
  CREATE INDEX IF NOT EXISTS "search_documents_all_v_idx" ON "search_documents" USING gin ("all_v") WITH (fastupdate = off);
  CREATE TABLE IF NOT EXISTS "search_meta" ("name" varchar PRIMARY KEY, "value" text NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "search_meta";
  DROP TABLE IF EXISTS "search_documents";`)
}
