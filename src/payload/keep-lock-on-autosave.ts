/**
 * Payload's document locking, kept through autosave (issue 43 defect 2).
 *
 * Payload 3.90 takes an editor's lock when the editor first changes a form (the form-state request), and deletes
 * every lock of a document in each update, whoever makes it (`checkDocumentLockStatus` in the update operations).
 * With drafts on autosave — news, campaigns, landing pages, the company content, every global — the editor's own
 * autosave a second after the first keystroke deleted the lock again, so a colleague opening the same document a
 * moment later found no lock and never saw Payload's 「編集中」 / take-over dialog; the two then overwrote each other.
 *
 * This hook gives the lock back to the editor whose autosave it was, in the same transaction: after an autosave by a
 * signed-in staff member, the document is locked for that member, as it was before the save. A save that is not an
 * autosave (save draft, publish) still ends the lock, as Payload intends (the form unlocks itself after it, and the
 * next change takes the lock again). Installed on every collection with drafts and every global.
 */
import type { CollectionAfterChangeHook, GlobalAfterChangeHook, Plugin, PayloadRequest, Where } from 'payload'

const LOCKS = 'payload-locked-documents'

function isAutosave(req: PayloadRequest): boolean {
  const flag = (req.query as Record<string, unknown> | undefined)?.autosave
  return flag === true || flag === 'true'
}

async function relock(req: PayloadRequest, target: { collection: string; id: number | string } | { global: string }): Promise<void> {
  const user = req.user
  if (!user || req.payloadAPI === 'local' || !isAutosave(req) || !req.payload.collections?.[LOCKS]) return
  const where: Where =
    'global' in target
      ? { globalSlug: { equals: target.global } }
      : { and: [{ 'document.relationTo': { equals: target.collection } }, { 'document.value': { equals: target.id } }] }
  const existing = await req.payload.db.find({ collection: LOCKS, where, limit: 1, pagination: false, req })
  if (existing.docs.length > 0) return
  await req.payload.db.create({
    collection: LOCKS,
    data: {
      ...('global' in target ? { globalSlug: target.global } : { document: { relationTo: target.collection, value: target.id } }),
      user: { relationTo: user.collection, value: user.id },
    },
    req,
  })
}

export function relockCollectionHook(slug: string): CollectionAfterChangeHook {
  return async function keepLockOnAutosave({ doc, operation, req }) {
    if (operation === 'update') await relock(req, { collection: slug, id: (doc as { id: number | string }).id })
    return doc
  }
}

export function relockGlobalHook(slug: string): GlobalAfterChangeHook {
  return async function keepLockOnAutosave({ doc, req }) {
    await relock(req, { global: slug })
    return doc
  }
}

const hasAutosave = (versions: unknown): boolean => {
  const drafts = (versions as { drafts?: unknown } | undefined)?.drafts
  return typeof drafts === 'object' && drafts !== null && Boolean((drafts as { autosave?: unknown }).autosave)
}

export function keepLockOnAutosavePlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collection.lockDocuments === false || !hasAutosave(collection.versions)
        ? collection
        : { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), relockCollectionHook(collection.slug)] } },
    ),
    globals: (config.globals ?? []).map((global) =>
      global.lockDocuments === false || !hasAutosave(global.versions)
        ? global
        : { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), relockGlobalHook(global.slug)] } },
    ),
  })
}
