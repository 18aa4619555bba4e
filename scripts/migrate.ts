/**
 * Applies the committed CMS migrations (src/payload/migrations/<sqlite|postgres>) to DATABASE_URL, then
 * makes the first staff account (PAYLOAD_ADMIN_EMAIL / PAYLOAD_ADMIN_PASSWORD) when the users table is empty.
 *
 * Run with tsx (`npm run db:migrate`) rather than `payload migrate`: the Payload CLI registers its
 * TypeScript loader asynchronously, and on a loaded machine it was seen to exit 0 without doing
 * anything, leaving an empty database behind. tsx registers its loader before the script starts.
 * Payload's onInit is skipped here: on a fresh database it would run before the tables exist.
 *
 * When this run adds the unused-media reference index (migration `*_figures_media_index`) to a database that
 * already has content, the index is built from the documents once the schema is complete (a data step inside
 * that migration would read the documents with today's config, which later migrations may not match yet).
 *
 * With `--seed`, the seed content (scripts/seed.ts) is loaded next in the same process: one CMS start instead
 * of two (the test command and the setup use it).
 */
import { getPayload } from 'payload'

import { env } from '../src/lib/env'
import config from '../src/payload/payload.config'
import { rebuildReferenceIndex } from '../src/payload/fields/media-reference-index'
import { ensureFirstStaffUser } from '../src/payload/hooks/ensureFirstStaffUser'
import { seedContent } from '../src/payload/seed'
import { ensureSearchIndex } from '../src/features/search/server/indexer'

const payload = await getPayload({ config, disableOnInit: true })
const applied = async () => {
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
    return docs.map((doc) => String((doc as { name?: string }).name))
  } catch {
    return [] // a fresh database: no migrations table yet
  }
}
const before = await applied()
await payload.db.migrate()
payload.logger.info('migrations applied')
const addsIndex = (names: string[]) => names.some((name) => name.endsWith('_figures_media_index'))
if (before.length > 0 && !addsIndex(before) && addsIndex(await applied())) {
  const owners = await rebuildReferenceIndex(payload)
  payload.logger.info(`media reference index built from ${owners} documents`)
}
await ensureFirstStaffUser(payload, env())
if (process.argv.includes('--seed')) await seedContent(payload)
// Site search: built here on a database that has none yet (or refreshed after a copy change), not by the first visitor's search.
await ensureSearchIndex(payload)
process.exit(0)
