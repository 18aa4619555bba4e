import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { resetEnvForTests } from '@/lib/env'
import { migrations } from '@/payload/migrations/postgres'

import { cmsRulesSuite } from './cms-suite'
import { destroyBeforeDrop, testDatabase } from './postgres-test-db'

/**
 * Runs on the local PostgreSQL (127.0.0.1:5432, user postgres). Each run makes its own database and
 * drops it afterwards, so it never meets another run's data. TEST_POSTGRES_URL points elsewhere.
 */
const database = testDatabase('cms_it')
const dir = mkdtempSync(path.join(tmpdir(), 'cms-pg-'))
let payload: Payload | undefined

cmsRulesSuite('PostgreSQL', {
  migrations,
  async start() {
    await database.create()
    process.env.DATABASE_URL = database.url
    process.env.MEDIA_DIR = path.join(dir, 'media')
    resetEnvForTests()
    const { default: config } = await import('@/payload/payload.config')
    const { getPayload } = await import('payload')
    payload = await getPayload({ config, key: 'cms-postgres' })
    return payload
  },
  async stop() {
    await destroyBeforeDrop(payload)
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  },
})
