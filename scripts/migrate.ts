/**
 * Applies the committed CMS migrations (src/payload/migrations/<sqlite|postgres>) to DATABASE_URL.
 *
 * Run with tsx (`npm run db:migrate`) rather than `payload migrate`: the Payload CLI registers its
 * TypeScript loader asynchronously, and on a loaded machine it was seen to exit 0 without doing
 * anything, leaving an empty database behind. tsx registers its loader before the script starts.
 */
import { getPayload } from 'payload'

import config from '../src/payload/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
payload.logger.info('migrations applied')
process.exit(0)
