import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, Payload, PayloadRequest } from 'payload'
import { commitTransaction } from 'payload'
import type { Pool, PoolClient } from 'pg'

/**
 * One login at a time per account, inside this instance and across the instances of a cluster.
 *
 * Payload 3.90 records a login's session by reading the user's session list, then writing it back with the
 * new session added (auth/sessions.js `addSessionToUser`). Two logins of the same account at the same moment
 * both read the old list and the later write drops the other's session: that browser tab is signed out at its
 * next request. Logins of the same e-mail address therefore wait for each other here (beforeOperation takes the
 * turn; afterOperation hands it on after the login's transaction is committed; a failed login hands it on through
 * afterError over REST, and through `handOnFailedLocalLogins` over the local API, where Payload calls no error
 * hook). A turn that is never handed on (a login stuck for good) expires after MAX_TURN_MS, so nothing waits for
 * ever. That is a guard, not a schedule: a turn that expired while its login was only slow (a loaded machine)
 * would let the next login race it, so it is far longer than any login.
 *
 * Two layers: a queue per Payload instance (waiting there costs no database connection), then, on PostgreSQL,
 * a session-level advisory lock on a connection of its own, held from before Payload reads the session list
 * until after the new list is committed: instances sharing the database take turns too. SQLite is one file
 * used by one instance, so the in-process queue is all it needs.
 */
const MAX_TURN_MS = 60_000
/** First key of the two-key advisory lock: this project's login lane (the second is the account's hash). */
export const LOGIN_LOCK_SPACE = 160_516

const queuesByInstance = new WeakMap<Payload, Map<string, Promise<void>>>()
type Turn = { release: () => Promise<void>; ownTransaction: boolean }
const turns = new WeakMap<PayloadRequest, Turn>()
/** How many logins of this instance hold their turn now (what a test reads to see that a turn was handed on). */
const heldByInstance = new WeakMap<Payload, number>()

export function loginTurnsHeld(payload: Payload): number {
  return heldByInstance.get(payload) ?? 0
}

function accountKey(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null
  const { email, username } = data as { email?: unknown; username?: unknown }
  const value = typeof email === 'string' ? email : typeof username === 'string' ? username : null
  return value ? value.toLowerCase().trim() : null
}

function queuesOf(payload: Payload): Map<string, Promise<void>> {
  let queues = queuesByInstance.get(payload)
  if (!queues) {
    queues = new Map()
    queuesByInstance.set(payload, queues)
  }
  return queues
}

/** The PostgreSQL adapter's pool, or null on SQLite. */
export function postgresPool(payload: Payload): Pool | null {
  const db = payload.db as unknown as { name?: string; pool?: Pool }
  return db.name === 'postgres' && db.pool ? db.pool : null
}

/**
 * Takes the account's advisory lock on a connection of its own, waiting (in PostgreSQL's own queue, so first come
 * first served across instances) at most MAX_TURN_MS for another instance's login to finish, and returns its
 * release. Never throws: a database that cannot be asked leaves the login to the in-process queue alone.
 */
async function takeDatabaseLock(payload: Payload, key: string): Promise<() => Promise<void>> {
  const pool = postgresPool(payload)
  if (!pool) return async () => {}
  let client: PoolClient
  try {
    client = await pool.connect()
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'login lock: no database connection, queued in this instance only' })
    return async () => {}
  }
  // A connection cut while it holds the lock (a restart, a failover) must not take the process down: its
  // session, and with it the lock, is gone anyway; the release below then finds it broken.
  const onError = (error: Error) => payload.logger.warn({ err: error, msg: 'login lock: its connection was cut' })
  client.on('error', onError)
  try {
    await client.query(`SET lock_timeout = ${MAX_TURN_MS}`)
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOGIN_LOCK_SPACE, key])
  } catch (error) {
    // 55P03: waited MAX_TURN_MS (the other instance's login is stuck): go ahead, as in-process.
    if ((error as { code?: string }).code !== '55P03') payload.logger.warn({ err: error, msg: 'login lock: could not be taken, queued in this instance only' })
    client.off('error', onError)
    client.release(true)
    return async () => {}
  }
  let released = false
  return async () => {
    if (released) return
    released = true
    try {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOGIN_LOCK_SPACE, key])
      await client.query('RESET lock_timeout')
      client.off('error', onError)
      client.release()
    } catch {
      // Closing the connection ends its session, and with it the lock.
      client.off('error', onError)
      client.release(true)
    }
  }
}

export const takeLoginTurn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const key = accountKey((args as { data?: unknown }).data)
  if (!key) return args
  const queues = queuesOf(req.payload)
  const previous = queues.get(key) ?? Promise.resolve()
  let finish!: () => void
  const finished = new Promise<void>((resolve) => {
    finish = resolve
  })
  const mine = previous.then(() => finished)
  queues.set(key, mine)
  void mine.then(() => {
    if (queues.get(key) === mine) queues.delete(key)
  })
  // Whether the login will open its own transaction (then this hook may commit it before handing on the turn).
  const ownTransaction = !req.transactionID
  await previous
  const unlockDatabase = await takeDatabaseLock(req.payload, key)
  const instance = req.payload
  heldByInstance.set(instance, loginTurnsHeld(instance) + 1)
  let handedOn = false
  const release = async () => {
    if (handedOn) return
    handedOn = true
    clearTimeout(timer)
    try {
      await unlockDatabase()
    } finally {
      heldByInstance.set(instance, loginTurnsHeld(instance) - 1)
      finish()
    }
  }
  // A turn expires MAX_TURN_MS after it has the lock, whoever forgot to hand it on.
  const timer = setTimeout(() => void release(), MAX_TURN_MS)
  timer.unref?.()
  turns.set(req, { release, ownTransaction })
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
    await turn.release()
  }
  return result
}

async function handOn(req: Partial<PayloadRequest>): Promise<void> {
  const turn = turns.get(req as PayloadRequest)
  if (turn) {
    turns.delete(req as PayloadRequest)
    await turn.release()
  }
}

export const handOnLoginTurnOnError: CollectionAfterErrorHook = async ({ req }) => handOn(req)

/**
 * A local-API login that fails (wrong password, locked account) runs no error hook: this instance's `login` is
 * wrapped so that the failure hands on the turn at once, as afterError does over REST. The request object is the
 * caller's or a new one; Payload builds the operation's request on it (createLocalReq fills in what is given).
 */
export function handOnFailedLocalLogins(payload: Payload): void {
  const login = payload.login.bind(payload)
  const wrapped: Payload['login'] = async (options) => {
    const req = options.req ?? {}
    try {
      return await login({ ...options, req })
    } catch (error) {
      await handOn(req)
      throw error
    }
  }
  payload.login = wrapped
}
