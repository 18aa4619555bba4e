import path from 'node:path'

import type { Payload } from 'payload'

import { resetEnvForTests } from '@/lib/env'

/**
 * Starts Payload on a database of its own (`databaseUrl`), with uploads under `dir`/media: the env is read
 * again, then the config is imported (it reads DATABASE_URL when first imported). `key` keeps this
 * instance apart from others in the same process. Migrating is the caller's part.
 */
export async function startPayload(databaseUrl: string, dir: string, key: string): Promise<Payload> {
  process.env.DATABASE_URL = databaseUrl
  process.env.MEDIA_DIR = path.join(dir, 'media')
  resetEnvForTests()
  const { default: config } = await import('@/payload/payload.config')
  const { getPayload } = await import('payload')
  return getPayload({ config, key })
}
