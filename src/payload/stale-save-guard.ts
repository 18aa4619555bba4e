/**
 * A save from a form that is behind the document is refused (HTTP 409) instead of silently undoing the newer
 * changes. The admin sends the `updatedAt` its form was loaded with (and keeps it current after each of its own
 * saves); when the document's latest version was saved after that (another tab's autosave, another editor's
 * publish), the publish or save is refused with a message that says to reload. Autosaves are left alone (they
 * only write the form's own draft and run every second while typing).
 *
 * Payload's document locking (on by default for every collection and global, `lockDocuments`) already stops a
 * second *user* with its "someone else is editing" dialog; it does not lock a user out of their own second tab,
 * which is where edits were lost (issue 43). Installed on every collection and global by `staleSaveGuardPlugin`.
 */
import { APIError, type CollectionBeforeChangeHook, type GlobalBeforeChangeHook, type Plugin, type PayloadRequest } from 'payload'

import { formatTokyoTime } from './admin/enquiry-export'

function isAutosave(req: PayloadRequest): boolean {
  const flag = (req.query as Record<string, unknown> | undefined)?.autosave
  return flag === true || flag === 'true'
}

/** The time the client's form says it last saw, when it sent one (the admin always does; the local API does not). */
function knownUpdatedAt(data: unknown): number | null {
  const value = (data as { updatedAt?: unknown } | undefined)?.updatedAt
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isFinite(time) ? time : null
}

function staleError(req: PayloadRequest, latest: number): APIError {
  const en = req.i18n?.language === 'en'
  const when = formatTokyoTime(new Date(latest).toISOString())
  const error = new APIError(
    en
      ? `This document was changed elsewhere (another tab or editor, ${when}) after this form was opened. Reload the page to see the latest version, then publish again.`
      : `この画面を開いた後に、別のタブまたは別の人がこの内容を変更しています(${when})。ページを再読み込みして最新の内容を確認してから、もう一度保存・公開してください。`,
    409,
    { latestUpdatedAt: new Date(latest).toISOString() },
    true,
  )
  // Payload's REST answer shows the message only for an error with a name (minified away in the production build).
  error.name = 'StaleSave'
  return error
}

const time = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

export function staleCollectionSaveHook(slug: string, versioned: boolean): CollectionBeforeChangeHook {
  return async function refuseStaleSave({ data, originalDoc, operation, req }) {
    if (operation !== 'update' || !req.user || isAutosave(req) || !originalDoc) return data
    const known = knownUpdatedAt(data)
    if (known === null) return data
    let latest = time((originalDoc as { updatedAt?: unknown }).updatedAt)
    if (versioned) {
      const { docs } = await req.payload.findVersions({
        collection: slug as 'news',
        where: { parent: { equals: (originalDoc as { id: number | string }).id } },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      // The version's own copy of the document's updatedAt (the row's updatedAt is a few ms later).
      const versionTime = time((docs[0]?.version as { updatedAt?: unknown } | undefined)?.updatedAt)
      if (Number.isFinite(versionTime) && !(versionTime <= latest)) latest = versionTime
    }
    if (Number.isFinite(latest) && latest > known) throw staleError(req, latest)
    return data
  }
}

export function staleGlobalSaveHook(slug: string, versioned: boolean): GlobalBeforeChangeHook {
  return async function refuseStaleSave({ data, originalDoc, req }) {
    if (!req.user || isAutosave(req) || !originalDoc) return data
    const known = knownUpdatedAt(data)
    if (known === null) return data
    let latest = time((originalDoc as { updatedAt?: unknown }).updatedAt)
    if (versioned) {
      const { docs } = await req.payload.findGlobalVersions({ slug: slug as 'home', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true, req })
      const versionTime = time((docs[0]?.version as { updatedAt?: unknown } | undefined)?.updatedAt)
      if (Number.isFinite(versionTime) && !(versionTime <= latest)) latest = versionTime
    }
    if (Number.isFinite(latest) && latest > known) throw staleError(req, latest)
    return data
  }
}

/** The stale-save guard on every collection and global of the config (plugins: last but one, after the others add theirs). */
export function staleSaveGuardPlugin(): Plugin {
  return (config) => ({
    ...config,
    // Not on accounts: signing in and refreshing a session rewrite the user's row, so an account form would go
    // stale on its own.
    collections: (config.collections ?? []).map((collection) => (collection.auth ? collection : {
      ...collection,
      hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), staleCollectionSaveHook(collection.slug, Boolean(collection.versions))] },
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: { ...global.hooks, beforeChange: [...(global.hooks?.beforeChange ?? []), staleGlobalSaveHook(global.slug, Boolean(global.versions))] },
    })),
  })
}
