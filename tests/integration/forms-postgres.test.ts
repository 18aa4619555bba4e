import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { LoopbackSmtp, startContactApp } from './contact-helpers'
import { formsSuite } from './forms-suite'
import { destroyBeforeDrop, testDatabase } from './postgres-test-db'

const database = testDatabase('forms_it')
const smtp = new LoopbackSmtp()
let payload: Payload | undefined
let handle: Awaited<ReturnType<typeof startContactApp>>['handle']

beforeAll(async () => {
  await smtp.start()
  await database.create()
  ;({ payload, handle } = await startContactApp('postgres', { DATABASE_URL: database.url, SMTP_URL: smtp.url, SITE_ORIGIN: 'http://localhost:3000' }))
})

afterAll(async () => {
  await smtp.stop()
  await destroyBeforeDrop(payload)
  await database.drop()
})

formsSuite('PostgreSQL', { payload: () => payload!, smtp, handle: (...args) => handle(...args) })
