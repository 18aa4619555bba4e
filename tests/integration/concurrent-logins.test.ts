/**
 * Two tabs (or eight) signing in to one account at the same moment: every one of them must stay signed in.
 * Payload 3.90 adds a login's session with a read-modify-write of the user's session list; without
 * src/payload/hooks/serializeLogins.ts the simultaneous logins overwrite each other's sessions.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/payload/migrations/sqlite'

import { expectWrongPasswordNotToHoldUpTheRightOne } from './login-race'
import { startPayload } from './start-payload'

const dir = mkdtempSync(path.join(tmpdir(), 'logins-sqlite-'))
let payload: Payload
const account = { email: `tabs-${Date.now()}@example.test`, password: 'tabs-password-1' }

describe('simultaneous logins of one account (SQLite)', () => {
  beforeAll(async () => {
    payload = await startPayload(`file:${path.join(dir, 'logins.db')}`, dir, 'logins-sqlite')
    await payload.db.migrate({ migrations: migrations as never })
    await payload.create({ collection: 'users', data: { ...account, role: 'editor', name: 'Tabs' } })
  })

  afterAll(async () => {
    await payload?.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  const signedIn = async (token: string) => {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    return user?.email ?? null
  }

  it('keeps every session when 8 logins arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => payload.login({ collection: 'users', data: account })))
    const tokens = results.map((r) => r.token!)
    expect(new Set(tokens).size).toBe(8)
    expect(await Promise.all(tokens.map(signedIn))).toEqual(Array(8).fill(account.email))
  })

  it('a wrong password at the same moment neither blocks nor signs out the right one', async () => {
    await expectWrongPasswordNotToHoldUpTheRightOne(payload, payload, account, signedIn)
  })
})
