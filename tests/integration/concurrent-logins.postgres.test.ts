/**
 * Two instances of the site (two Payload instances, each with its own connection pool, as in the cluster) on one
 * PostgreSQL database: simultaneous logins of one account through both must all stay signed in. Each instance
 * queues its own logins (src/payload/hooks/serializeLogins.ts); across instances the advisory lock does it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/payload/migrations/postgres'

import { expectWrongPasswordNotToHoldUpTheRightOne } from './login-race'
import { destroyBeforeDrop, testDatabase } from './postgres-test-db'
import { startPayload } from './start-payload'

const database = testDatabase('logins_it')
const dir = mkdtempSync(path.join(tmpdir(), 'logins-pg-'))
const account = { email: `instances-${Date.now()}@example.test`, password: 'instances-password-1' }
let first: Payload
let second: Payload

describe('simultaneous logins of one account through two instances (PostgreSQL)', () => {
  beforeAll(async () => {
    await database.create()
    first = await startPayload(database.url, dir, 'logins-pg-a')
    second = await startPayload(database.url, dir, 'logins-pg-b')
    expect(first.db).not.toBe(second.db)
    await first.db.migrate({ migrations: migrations as never })
    await first.create({ collection: 'users', data: { ...account, role: 'editor', name: 'Instances' } })
  })

  afterAll(async () => {
    for (const payload of [first, second]) await destroyBeforeDrop(payload)
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  })

  /** Whether an instance still accepts the token (checked on both: they share the database). */
  const signedIn = async (payload: Payload, token: string) => {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    return user?.email ?? null
  }

  it('keeps every session when 12 logins arrive at once, half on each instance', async () => {
    const instances = Array.from({ length: 12 }, (_, i) => (i % 2 ? second : first))
    const results = await Promise.all(instances.map((payload) => payload.login({ collection: 'users', data: account })))
    const tokens = results.map((r) => r.token!)
    expect(new Set(tokens).size).toBe(12)
    expect(await Promise.all(tokens.map((token) => signedIn(first, token)))).toEqual(Array(12).fill(account.email))
    expect(await Promise.all(tokens.map((token) => signedIn(second, token)))).toEqual(Array(12).fill(account.email))
    const { docs } = await first.find({ collection: 'users', where: { email: { equals: account.email } }, showHiddenFields: true })
    expect((docs[0] as { sessions?: unknown[] } | undefined)?.sessions?.length).toBeGreaterThanOrEqual(12)
  })

  it('a login waiting for the other instance is not held up by a wrong password there', async () => {
    await expectWrongPasswordNotToHoldUpTheRightOne(first, second, account, (token) => signedIn(first, token))
  })
})
