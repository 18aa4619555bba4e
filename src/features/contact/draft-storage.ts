/**
 * The visitor's entry between the steps lives in sessionStorage: it survives a reload of Confirm and
 * the way back from Modify or Error, never leaves the browser, and is gone when the tab closes.
 */
import type { ContactInput } from './schema'

export const DRAFT_KEY = 'kaimono.contact.draft.v1'
export const DONE_KEY = 'kaimono.contact.done.v1'

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

function write(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // Storage can be unavailable (private modes); the flow then simply starts again at the form.
  }
  notify()
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
  write(DRAFT_KEY, null)
  write(DONE_KEY, String(Date.now()))
}

export function newDraftId(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
