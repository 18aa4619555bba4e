import type { Payload } from 'payload'

import type { Env } from '../../lib/env'

/** The first staff account comes from PAYLOAD_ADMIN_EMAIL / PAYLOAD_ADMIN_PASSWORD, once, on an empty users table. */
export async function ensureFirstStaffUser(
  payload: Payload,
  settings: Pick<Env, 'PAYLOAD_ADMIN_EMAIL' | 'PAYLOAD_ADMIN_PASSWORD'>,
): Promise<void> {
  const email = settings.PAYLOAD_ADMIN_EMAIL
  const password = settings.PAYLOAD_ADMIN_PASSWORD
  if (!email || !password) return
  try {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) return
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, role: 'admin', name: 'Administrator' },
    })
    payload.logger.info({ email }, 'created the first staff user from PAYLOAD_ADMIN_EMAIL')
  } catch (error) {
    // Before the first migration the table does not exist yet: scripts/migrate.ts runs this again once
    // the tables are there, so one line (no stack) is enough here.
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    payload.logger.warn(`first staff user not ensured yet (${reason.split('\n')[0]}); run the migrations (npm run db:migrate)`)
  }
}
