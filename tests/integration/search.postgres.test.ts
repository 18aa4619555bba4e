import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { migrations } from '@/payload/migrations/postgres'

import { destroyBeforeDrop, testDatabase } from './postgres-test-db'
import { searchSuite } from './search-suite'
import { startPayload } from './start-payload'

/** Its own database on the local PostgreSQL (srch_it_<pid>_<time>), dropped afterwards. */
const database = testDatabase('srch_it')
const dir = mkdtempSync(path.join(tmpdir(), 'search-pg-'))
let payload: Payload | undefined

searchSuite('PostgreSQL', {
  migrations,
  async start() {
    await database.create()
    payload = await startPayload(database.url, dir, 'search-postgres')
    return payload
  },
  async stop() {
    await destroyBeforeDrop(payload)
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  },
})
