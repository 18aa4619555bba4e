/**
 * Loads the seed content into an empty database (run with tsx by `npm run setup` and the test
 * command; see scripts/migrate.ts for why not through the Payload CLI). Safe to run again: each part of the
 * seed checks whether its content is already there.
 */
import { getPayload } from 'payload'

import config from '../src/payload/payload.config'
import { seedContent } from '../src/payload/seed'

const payload = await getPayload({ config })
await seedContent(payload)
process.exit(0)
