/**
 * The form-token nonces this process has seen used, with the enquiry each one went to: a repeated
 * submission on a known token is answered here, before validation, the rate limit and the database.
 * The database's unique index stays the rule (another instance, a restart, an entry evicted from this
 * bounded cache: the INSERT's conflict answers as before); this is only a faster way to the same
 * answer. A nonce maps to one enquiry for good, so an entry never goes stale; it is kept as long as the
 * token itself is valid (FORM_TOKEN_MAX_AGE_MS), after which checkFormToken refuses it anyway.
 */
import { LRUCache } from 'lru-cache'

import { FORM_TOKEN_MAX_AGE_MS } from '../constants'

export type TokenOwner = { idempotencyKey: string; enquiryId: string | number }

/** Enough for a flood of distinct tokens (~100 bytes each) without holding much memory. */
const MAX_ENTRIES = 20_000

// On globalThis, like the rate limiters: the Node front door and the App Router route each bundle a
// copy of this module and must share what they know.
const KEY = Symbol.for('kaimono.contactUsedTokens')
function cache(): LRUCache<string, TokenOwner> {
  const store = globalThis as unknown as Record<symbol, LRUCache<string, TokenOwner> | undefined>
  return (store[KEY] ??= new LRUCache<string, TokenOwner>({ max: MAX_ENTRIES, ttl: FORM_TOKEN_MAX_AGE_MS }))
}

export type KnownUse = { kind: 'replayed'; enquiryId: string | number } | { kind: 'tokenUsed' }

/** What an earlier use of this nonce says of a submission with this idempotency key, if one is known. */
export function knownUseOf(nonce: string, idempotencyKey: string): KnownUse | undefined {
  const owner = cache().get(nonce)
  if (!owner) return undefined
  return owner.idempotencyKey === idempotencyKey ? { kind: 'replayed', enquiryId: owner.enquiryId } : { kind: 'tokenUsed' }
}

export function rememberTokenUse(nonce: string, owner: TokenOwner): void {
  cache().set(nonce, owner)
}

export function forgetTokenUsesForTests(): void {
  cache().clear()
}
