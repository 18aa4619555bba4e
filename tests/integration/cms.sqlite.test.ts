import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { migrations } from '@/payload/migrations/sqlite'

import { cmsRulesSuite } from './cms-suite'
import { startPayload } from './start-payload'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-sqlite-'))
let payload: Payload | undefined

cmsRulesSuite('SQLite', {
  migrations,
  async start() {
    payload = await startPayload(`file:${path.join(dir, 'cms.db')}`, dir, 'cms-sqlite')
    return payload
  },
  async stop() {
    await payload?.destroy()
    rmSync(dir, { recursive: true, force: true })
  },
})
