import type { BaseFilter, CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'

import { formatTokyoTime } from '../../../payload/admin/tokyo-time'

/**
 * The inbox's own rules (issue 43 §7):
 * - an enquiry's title is "姓 名 / 会社名 / 2026/12/01 18:20" (Japan time), so two enquiries from one company
 *   are told apart in the list, the edit view and the outbox's relation;
 * - internal notes are a thread: each note is signed with its writer and dated when it is first saved, and
 *   saved notes cannot be changed or removed (a later note corrects an earlier one);
 * - spam is left out of the list until the editor filters by 対応状況 (the 「迷惑メールを表示」 link does);
 * - marking an enquiry as spam holds its staff notification if it has not gone yet; unmarking releases it.
 */
export function enquiryTitle(data: { lastName?: unknown; firstName?: unknown; company?: unknown; formName?: unknown }, createdAt: unknown): string {
  const name = [data.lastName, data.firstName].filter((part) => typeof part === 'string' && part.trim()).join(' ')
  // A CMS form's submission starts with the form's name (features/forms), so the inbox tells them apart at a glance.
  const form = typeof data.formName === 'string' && data.formName.trim() ? `[${data.formName.trim()}]` : ''
  return [form, name, typeof data.company === 'string' ? data.company.trim() : '', formatTokyoTime(createdAt)].filter(Boolean).join(' / ')
}

export const setEnquiryTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  return { ...data, title: enquiryTitle(merged, merged.createdAt ?? new Date().toISOString()) }
}

type Note = { id?: string | null; text?: string | null; author?: unknown; writtenAt?: string | null }

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** Saved notes stay as they were saved; new ones get the signed-in writer and the time. */
export function signedNotes(incoming: Note[] | null | undefined, saved: Note[] | null | undefined, userId: unknown, now: string): Note[] {
  const before = (saved ?? []).filter((note) => note.id)
  const kept = new Map(before.map((note) => [note.id, { ...note, author: idOf(note.author) }]))
  const added = (incoming ?? [])
    .filter((note) => !note.id || !kept.has(note.id))
    .filter((note) => typeof note.text === 'string' && note.text.trim())
    .map((note) => ({ ...note, author: userId ?? null, writtenAt: now }))
  return [...kept.values(), ...added]
}

export const signNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!('notes' in data) && originalDoc) return data
  // The contact endpoint and system writes run without a user: they never add notes.
  if (!req.user) return { ...data, notes: originalDoc?.notes ?? [] }
  return { ...data, notes: signedNotes(data.notes, originalDoc?.notes, req.user.id, new Date().toISOString()) }
}

/** The list view shows spam only when its filter asks for a 対応状況 (e.g. the 「迷惑メールを表示」 link). */
export function listAsksForHandling(where: unknown): boolean {
  return JSON.stringify(where ?? {}).includes('"handling"')
}

export const hideSpamByDefault: BaseFilter = ({ req }) => {
  const where = (req.query as Record<string, unknown> | undefined)?.where
  return listAsksForHandling(where) ? null : ({ handling: { not_equals: 'spam' } } satisfies Where)
}

/** The hook context flag of the inbox's own writes to the outbox (ContactMails' staff rule lets them through). */
export const OUTBOX_SYSTEM_WRITE = 'outboxSystemWrite'

/** Held staff notifications of spam carry this as their last error, so the outbox says why they wait. */
export const SPAM_HOLD_NOTE = '迷惑メールとして保留中 / Held: the enquiry is marked as spam'

async function staffMails(req: PayloadRequest, enquiryId: number | string, status: 'pending' | 'held') {
  const found = await req.payload.find({
    collection: 'contact-mails',
    where: { and: [{ enquiry: { equals: enquiryId } }, { kind: { equals: 'staff' } }, { status: { equals: status } }] },
    depth: 0,
    limit: 10,
    overrideAccess: true,
    req,
  })
  return found.docs
}

export const holdSpamNotification: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.handling === doc.handling) return doc
  if (doc.handling === 'spam') {
    for (const mail of await staffMails(req, doc.id, 'pending')) {
      // A system write: the outbox's rule for staff (only held → pending) does not apply to it.
      await req.payload.update({ collection: 'contact-mails', id: mail.id, data: { status: 'held', lastError: SPAM_HOLD_NOTE }, overrideAccess: true, req, context: { [OUTBOX_SYSTEM_WRITE]: true } })
    }
  } else if (previousDoc?.handling === 'spam') {
    const { queueMailDelivery } = await import('../server/outbox')
    for (const mail of await staffMails(req, doc.id, 'held')) {
      if (mail.lastError !== SPAM_HOLD_NOTE) continue
      await req.payload.update({ collection: 'contact-mails', id: mail.id, data: { status: 'pending', lastError: null }, overrideAccess: true, req, context: { [OUTBOX_SYSTEM_WRITE]: true } })
      await queueMailDelivery(req.payload, mail.id, req)
    }
  }
  return doc
}
