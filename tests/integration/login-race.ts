import type { Payload } from 'payload'
import { expect } from 'vitest'

import { LOGIN_LOCK_SPACE, loginTurnsHeld, postgresPool } from '@/payload/hooks/serializeLogins'

/**
 * A wrong password through `wrongOn` and the right one through `rightOn` at the same moment: the wrong
 * one is refused, the right one signs in (`signedIn` names whose token it is), and neither blocks the
 * other. Then a wrong password alone: once refused, it holds no turn, in this instance or (on PostgreSQL)
 * in the database's advisory lock: the next login does not wait for the turn to expire (MAX_TURN_MS).
 */
export async function expectWrongPasswordNotToHoldUpTheRightOne(
  wrongOn: Payload,
  rightOn: Payload,
  account: { email: string; password: string },
  signedIn: (token: string) => Promise<string | null>,
): Promise<void> {
  const [wrong, right] = await Promise.allSettled([
    wrongOn.login({ collection: 'users', data: { ...account, password: 'not-the-password' } }),
    rightOn.login({ collection: 'users', data: account }),
  ])
  expect(wrong.status).toBe('rejected')
  expect(right.status).toBe('fulfilled')
  expect(await signedIn((right as PromiseFulfilledResult<{ token?: string }>).value.token!)).toBe(account.email)

  await expect(wrongOn.login({ collection: 'users', data: { ...account, password: 'not-the-password' } })).rejects.toThrow()
  expect([loginTurnsHeld(wrongOn), loginTurnsHeld(rightOn)]).toEqual([0, 0])
  expect(await advisoryLoginLocks(wrongOn)).toBe(0)
}

/** Login locks held in the database now (PostgreSQL; 0 on SQLite, which has none). */
async function advisoryLoginLocks(payload: Payload): Promise<number> {
  const pool = postgresPool(payload)
  if (!pool) return 0
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = $1`, [LOGIN_LOCK_SPACE])
  return rows[0].n
}
