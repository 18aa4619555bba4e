import { rmSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { LoopbackSmtp, startContactApp, stopSqliteContactApp } from './contact-helpers'
import { formsSuite } from './forms-suite'

const DB_FILE = `./data/forms-it-${process.pid}.db`
const smtp = new LoopbackSmtp()
let payload: Payload
let handle: Awaited<ReturnType<typeof startContactApp>>['handle']

beforeAll(async () => {
  await smtp.start()
  rmSync(DB_FILE, { force: true })
  ;({ payload, handle } = await startContactApp('sqlite', { DATABASE_URL: `file:${DB_FILE}`, SMTP_URL: smtp.url, SITE_ORIGIN: 'http://localhost:3000' }))
})

afterAll(async () => {
  await stopSqliteContactApp(smtp, payload, DB_FILE)
})

formsSuite('SQLite', { payload: () => payload, smtp, handle: (...args) => handle(...args) })
