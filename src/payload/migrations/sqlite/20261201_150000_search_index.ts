import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Site search (issue 45): the documents the search page finds and an FTS5 table over their tokens
 * (features/search/server/store.ts). Not Payload collections: the CMS's hooks fill them. Tokens are
 * made by the app (Japanese character pairs, stemmed words), so the unicode61 tokenizer only splits on spaces.
 * `scope` holds the locale as a token and the FTS rowid is the sort key (date order), so a query filters, counts
 * and pages in the full-text index alone (store.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`key\` text NOT NULL,
    \`source\` text NOT NULL,
    \`locale\` text NOT NULL,
    \`kind\` text NOT NULL,
    \`path\` text NOT NULL,
    \`title\` text NOT NULL,
    \`headings\` text NOT NULL,
    \`body\` text NOT NULL,
    \`date\` text,
    \`visible_from\` text,
    \`indexed_at\` text NOT NULL,
    \`fts_rowid\` integer NOT NULL
  );`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`search_documents_key_idx\` ON \`search_documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`search_documents_source_idx\` ON \`search_documents\` (\`source\`);`)
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`search_documents_fts_rowid_idx\` ON \`search_documents\` (\`fts_rowid\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`search_documents_visible_from_idx\` ON \`search_documents\` (\`visible_from\`);`)
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS \`search_fts\` USING fts5(title_t, headings_t, body_t, scope, tokenize = 'unicode61 remove_diacritics 0');`)
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`search_meta\` (\`name\` text PRIMARY KEY NOT NULL, \`value\` text NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_meta\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents\`;`)
}
