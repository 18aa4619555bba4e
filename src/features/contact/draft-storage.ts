/**
 * The visitor's entry between the steps lives in sessionStorage: it survives a reload of Confirm and
 * the way back from Modify or Error, never leaves the browser, and is gone when the tab closes.
 * What is being typed on the form is kept there too, as it is typed (UNSENT_KEY), so a reload, a tab the
 * phone discarded in the background, or a visit to another page of the site loses nothing.
 */
import { CONTACT_FIELD_ORDER } from './constants'
import type { ContactInput } from './schema'

export const DRAFT_KEY = 'kaimono.contact.draft.v1'
export const DONE_KEY = 'kaimono.contact.done.v1'
export const UNSENT_KEY = 'kaimono.contact.unsent.v1'

export type ContactDraft = {
  values: ContactInput
  /** Idempotency key for this draft: a double-clicked or repeated Submit stores one enquiry. */
  draftId: string
  /** Signed form token from GET /api/contact/ and when this browser received it (for the fill time). */
  token?: string
  tokenReceivedAt?: number
  website?: string
}

const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

export function subscribeContactStorage(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null, { quiet = false } = {}) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // Storage can be unavailable (private modes); the flow then simply starts again at the form.
  }
  if (!quiet) notify()
}

/** Raw snapshots for useSyncExternalStore (strings compare by value, so snapshots stay stable). */
export const draftSnapshot = () => read(DRAFT_KEY)
export const doneSnapshot = () => read(DONE_KEY)
/** On the server and during hydration the storage is unknown (undefined), not empty (null). */
export const unknownSnapshot = () => undefined

export function parseDraft(raw: string | null | undefined): ContactDraft | null {
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as ContactDraft
    return draft && typeof draft === 'object' && draft.values && typeof draft.draftId === 'string' ? draft : null
  } catch {
    return null
  }
}

export function saveDraft(draft: ContactDraft): void {
  write(DRAFT_KEY, JSON.stringify(draft))
  write(DONE_KEY, null)
}

export function loadDraft(): ContactDraft | null {
  return parseDraft(read(DRAFT_KEY))
}

/** After a stored enquiry: the entry is forgotten and only the Complete step may be shown. */
export function markDone(): void {
  write(UNSENT_KEY, null, { quiet: true })
  write(DRAFT_KEY, null)
  write(DONE_KEY, String(Date.now()))
}

const TICKS: readonly string[] = ['privacy', 'noSales', 'marketingOptIn'] satisfies (keyof ContactInput)[]

/**
 * The form's values as typed so far, or null. Only the form's own fields, each of its own type (text as a
 * string, the ticks as booleans), so a value stored by an older version or by hand cannot reach the form.
 */
export function parseUnsent(raw: string | null | undefined): Partial<ContactInput> | null {
  if (!raw) return null
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return null
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null
  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(stored)) {
    const kind = (CONTACT_FIELD_ORDER as readonly string[]).includes(name) ? 'string' : TICKS.includes(name) ? 'boolean' : null
    if (kind !== null && typeof value === kind) values[name] = value
  }
  return Object.keys(values).length ? (values as Partial<ContactInput>) : null
}

export const loadUnsent = () => parseUnsent(read(UNSENT_KEY))

/** Called on every change of the form; no listener needs to know (the form itself is the writer). */
export function saveUnsent(values: Partial<ContactInput>): void {
  write(UNSENT_KEY, JSON.stringify(values), { quiet: true })
}

export function newDraftId(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
