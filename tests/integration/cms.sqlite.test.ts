import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { resetEnvForTests } from '@/lib/env'
import { migrations } from '@/payload/migrations/sqlite'

import { cmsRulesSuite } from './cms-suite'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-sqlite-'))
let payload: Payload | undefined

cmsRulesSuite('SQLite', {
  migrations,
  async start() {
    process.env.DATABASE_URL = `file:${path.join(dir, 'cms.db')}`
    process.env.MEDIA_DIR = path.join(dir, 'media')
    resetEnvForTests()
    const { default: config } = await import('@/payload/payload.config')
    const { getPayload } = await import('payload')
    payload = await getPayload({ config, key: 'cms-sqlite' })
    return payload
  },
  async stop() {
    await payload?.destroy()
    rmSync(dir, { recursive: true, force: true })
  },
})
