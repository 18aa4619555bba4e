/**
 * Loads the seed content into an empty database (run by `npm run setup` and the test command through
 * `payload run`, which boots Payload with the project's config). Safe to run again: each part of the
 * seed checks whether its content is already there.
 */
import { getPayload } from 'payload'

import config from '../src/payload/payload.config'
import { seedContent } from '../src/payload/seed'

const payload = await getPayload({ config })
await seedContent(payload)
process.exit(0)
