import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * A wrong password through `wrongOn` and the right one through `rightOn` at the same moment: the wrong
 * one is refused, the right one signs in (`signedIn` names whose token it is), and neither blocks the
 * other. A failed local-API login hands on its turn only when that expires (5 s), so the right one is never
 * blocked for good: the test's own timeout guards that (no wall-clock bound: tests never fail on timing).
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
}

/**
 * Logins are serialized on purpose, each hashing the password: twelve of them take seconds alone, and up to a minute
 * under the suite's load (this stage runs at a low priority beside the browser tests). The timeout only guards
 * against a login blocked for good; tests never fail on timing.
 */
export const LOGIN_RACE_TIMEOUT_MS = 120_000
