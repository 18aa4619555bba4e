/**
 * Applies the committed CMS migrations (src/payload/migrations/<sqlite|postgres>) to DATABASE_URL, then
 * makes the first staff account (PAYLOAD_ADMIN_EMAIL / PAYLOAD_ADMIN_PASSWORD) when the users table is empty.
 *
 * Run with tsx (`npm run db:migrate`) rather than `payload migrate`: the Payload CLI registers its
 * TypeScript loader asynchronously, and on a loaded machine it was seen to exit 0 without doing
 * anything, leaving an empty database behind. tsx registers its loader before the script starts.
 * Payload's onInit is skipped here: on a fresh database it would run before the tables exist.
 */
import { getPayload } from 'payload'

import { env } from '../src/lib/env'
import config from '../src/payload/payload.config'
import { ensureFirstStaffUser } from '../src/payload/hooks/ensureFirstStaffUser'

const payload = await getPayload({ config, disableOnInit: true })
await payload.db.migrate()
payload.logger.info('migrations applied')
await ensureFirstStaffUser(payload, env())
process.exit(0)
