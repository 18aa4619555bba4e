/**
 * Editing aids applied to the whole config (`plugins: [editorAidsPlugin()]`), so every collection and
 * global gets them, including ones added later, without per-field edits:
 * - translating: every localized field shows the other locale's value under its input on a
 *   non-default locale's form (admin/locale-compare.client.tsx), and collections with localized fields
 *   get a 「翻訳状況」 column and sidebar line telling which locales are complete (admin/locale-status.tsx);
 * - unused media: upload collections refuse to delete a file still in use, and show the files nothing
 *   uses with a button to delete them; lists of collections that can use media say when some are unused
 *   (admin/unused-media.tsx). Both read a reference index that hooks on every collection and global that can
 *   use an upload keep (fields/media-reference-index.ts, found from the config like fields/media-references.ts).
 */
import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig, type Field, type GlobalConfig, type Plugin } from 'payload'

import { decorateLocalizedFields, hasLocalizedFields, LOCALE_COMPARE_COMPONENT, withAfterInput } from './fields/localized-fields'
import { indexCollectionReferences, indexGlobalReferences, isReferenced, ReferenceIndex, REFERENCE_INDEX_SLUG } from './fields/media-reference-index'
import { mayReference } from './fields/media-references'
import { label } from './labels'

export const LOCALE_STATUS_FIELD = 'localeStatus'
const UNUSED_PANEL = '/payload/admin/unused-media#UnusedMediaPanel'
const UNUSED_NOTICE = '/payload/admin/unused-media#UnusedMediaNotice'

const localeStatusField: Field = {
  name: LOCALE_STATUS_FIELD,
  type: 'ui',
  label: label('翻訳状況', 'Translations'),
  admin: {
    position: 'sidebar',
    components: {
      Cell: '/payload/admin/locale-status#LocaleStatusCell',
      Field: '/payload/admin/locale-status#LocaleStatusField',
    },
  },
}

const compare = (fields: Field[]) => decorateLocalizedFields(fields, (field) => withAfterInput(field, LOCALE_COMPARE_COMPONENT))

/** Refuses to delete an upload that a document still uses (any collection, any locale, draft or published). */
function refuseDeletingUsedUpload(slug: string): CollectionBeforeDeleteHook {
  return async ({ req, id }) => {
    if (await isReferenced(req.payload, slug, id, req)) {
      const ja = req.i18n?.language === 'ja'
      const error = new APIError(ja ? 'このファイルは記事などで使われているため削除できません。' : 'This file is still used by a document and cannot be deleted.', 409, { id, inUse: true }, true)
      // In the production bundle the class name is minified away, and Payload's REST answer shows the message
      // only for errors with a name ("An unknown error occurred." otherwise).
      error.name = 'FileInUse'
      throw error
    }
  }
}

function addBeforeListTable(collection: CollectionConfig, component: string): CollectionConfig['admin'] {
  const admin = collection.admin ?? {}
  const existing = admin.components?.beforeListTable ?? []
  return { ...admin, components: { ...admin.components, beforeListTable: [...existing, component] } }
}

function decorateCollection(collection: CollectionConfig, uploadSlugs: string[]): CollectionConfig {
  if (collection.slug.startsWith('payload-') || collection.slug === REFERENCE_INDEX_SLUG) return collection
  let next = collection
  if (hasLocalizedFields(collection.fields)) {
    next = { ...next, fields: compare(next.fields) }
    if (!collection.upload && !collection.auth) {
      const columns = next.admin?.defaultColumns
      next = {
        ...next,
        fields: [...next.fields, localeStatusField],
        admin: { ...next.admin, ...(columns ? { defaultColumns: [...columns, LOCALE_STATUS_FIELD] } : {}) },
      }
    }
  }
  if (collection.upload) {
    next = {
      ...next,
      hooks: { ...next.hooks, beforeDelete: [...(next.hooks?.beforeDelete ?? []), refuseDeletingUsedUpload(collection.slug)] },
      admin: addBeforeListTable(next, UNUSED_PANEL),
    }
  } else if (uploadSlugs.some((slug) => mayReference(collection.fields, slug))) {
    const index = indexCollectionReferences(collection.slug)
    next = {
      ...next,
      admin: addBeforeListTable(next, UNUSED_NOTICE),
      hooks: { ...next.hooks, afterChange: [...(next.hooks?.afterChange ?? []), index.afterChange], afterDelete: [...(next.hooks?.afterDelete ?? []), index.afterDelete] },
    }
  }
  return next
}

function decorateGlobal(global: GlobalConfig, uploadSlugs: string[]): GlobalConfig {
  let next = hasLocalizedFields(global.fields) ? { ...global, fields: compare(global.fields) } : global
  if (uploadSlugs.some((slug) => mayReference(global.fields, slug))) {
    next = { ...next, hooks: { ...next.hooks, afterChange: [...(next.hooks?.afterChange ?? []), indexGlobalReferences(global.slug)] } }
  }
  return next
}

export function editorAidsPlugin(): Plugin {
  return (config) => {
    const collections = config.collections ?? []
    const uploadSlugs = collections.filter((c) => c.upload).map((c) => c.slug)
    return {
      ...config,
      collections: [...collections.map((collection) => decorateCollection(collection, uploadSlugs)), ReferenceIndex],
      globals: (config.globals ?? []).map((global) => decorateGlobal(global, uploadSlugs)),
    }
  }
}
