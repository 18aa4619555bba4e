import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { commitTransaction } from 'payload'

/**
 * One login at a time per account, inside this process.
 *
 * Payload 3.90 records a login's session by reading the user's session list, then writing it back with the
 * new session added (auth/sessions.js `addSessionToUser`). Two logins of the same account at the same moment
 * both read the old list and the later write drops the other's session: that browser tab is signed out at its
 * next request. Logins of the same e-mail address therefore wait for each other here (beforeOperation takes the
 * turn; afterOperation, or afterError for a failed login over REST, hands it on). A turn that is never handed on
 * (a failed login through the local API) expires after MAX_TURN_MS, so nothing waits for ever.
 *
 * Several instances (the cluster) still race each other: see docs/decisions.md.
 */
const MAX_TURN_MS = 5_000

const queues = new Map<string, Promise<void>>()
type Turn = { release: () => void; ownTransaction: boolean }
const turns = new WeakMap<PayloadRequest, Turn>()

function accountKey(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null
  const { email, username } = data as { email?: unknown; username?: unknown }
  const value = typeof email === 'string' ? email : typeof username === 'string' ? username : null
  return value ? value.toLowerCase().trim() : null
}

export const takeLoginTurn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const key = accountKey((args as { data?: unknown }).data)
  if (!key) return args
  const previous = queues.get(key) ?? Promise.resolve()
  let release!: () => void
  const finished = new Promise<void>((resolve) => {
    release = resolve
  })
  const timer = setTimeout(release, MAX_TURN_MS)
  timer.unref?.()
  const mine = previous.then(() => finished)
  queues.set(key, mine)
  void mine.then(() => {
    if (queues.get(key) === mine) queues.delete(key)
  })
  // Whether the login will open its own transaction (then this hook may commit it before handing on the turn).
  turns.set(req, {
    release: () => {
      clearTimeout(timer)
      release()
    },
    ownTransaction: !req.transactionID,
  })
  await previous
  return args
}

export const handOnLoginTurn: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login') return result
  const turn = turns.get(req)
  if (!turn) return result
  turns.delete(req)
  // The next login must read the session list this one wrote: commit first (login's own commit, right after
  // this hook, then finds nothing left to do). A transaction the caller opened is the caller's to commit.
  try {
    if (turn.ownTransaction && req.transactionID) await commitTransaction(req)
  } finally {
    turn.release()
  }
  return result
}

export const handOnLoginTurnOnError: CollectionAfterErrorHook = ({ req }) => {
  const turn = turns.get(req)
  if (turn) {
    turns.delete(req)
    turn.release()
  }
}
