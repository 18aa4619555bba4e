import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { migrations } from '@/payload/migrations/sqlite'

import { searchSuite } from './search-suite'
import { startPayload } from './start-payload'

const dir = mkdtempSync(path.join(tmpdir(), 'search-sqlite-'))
let payload: Payload | undefined

searchSuite('SQLite', {
  migrations,
  async start() {
    payload = await startPayload(`file:${path.join(dir, 'search.db')}`, dir, 'search-sqlite')
    return payload
  },
  async stop() {
    await payload?.destroy()
    rmSync(dir, { recursive: true, force: true })
  },
})
