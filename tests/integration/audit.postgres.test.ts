/**
 * The audit log on PostgreSQL, where each action runs in a transaction: an entry is written beside it (in a
 * write of its own), so it must never wait for the action's transaction (a sign-in, a role change, an account
 * deleting itself).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContactApp } from './contact-helpers'
import { destroyBeforeDrop, testDatabase } from './postgres-test-db'

const database = testDatabase('audit_it')
let payload: Payload

beforeAll(async () => {
  await database.create()
  ;({ payload } = await startContactApp('postgres', { DATABASE_URL: database.url, SITE_ORIGIN: 'http://localhost:3000' }))
})

afterAll(async () => {
  await destroyBeforeDrop(payload)
  await database.drop()
})

const entries = async (action: string) => (await payload.find({ collection: 'audit-log', where: { action: { equals: action } }, sort: '-createdAt', overrideAccess: true, depth: 0 })).docs

describe('the audit log on PostgreSQL', () => {
  it('records a sign-in, a role change and an account deleting itself without waiting for their transactions', async () => {
    const admin = await payload.create({ collection: 'users', data: { email: `pg-admin-${Date.now()}@example.test`, password: 'pg-admin-password-1', role: 'admin' } })
    const { user } = await payload.login({ collection: 'users', data: { email: admin.email, password: 'pg-admin-password-1' } })
    expect((await entries('signIn'))[0]).toMatchObject({ userEmail: admin.email, userId: admin.id })

    const asAdmin = { user: { ...user!, collection: 'users' as const }, overrideAccess: false }
    const other = await payload.create({ collection: 'users', data: { email: `pg-other-${Date.now()}@example.test`, password: 'pg-other-password-1', role: 'support' }, ...asAdmin })
    await payload.update({ collection: 'users', id: admin.id, data: { name: 'Renamed' }, ...asAdmin })
    await payload.update({ collection: 'users', id: other.id, data: { role: 'editor' }, ...asAdmin })
    expect((await entries('roleChange'))[0].detail).toBe(`${other.email}: support → editor`)
    expect((await entries('userUpdate'))[0].detail).toBe(`${admin.email}: name`)

    await payload.delete({ collection: 'users', id: admin.id, ...asAdmin })
    expect((await entries('delete'))[0]).toMatchObject({ targetType: 'users', targetId: String(admin.id), userEmail: admin.email })
  }, 60_000)
})
