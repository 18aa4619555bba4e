/**
 * Which locales of a document are complete: "ja ✓ en –" in the list (column 「翻訳状況」) and in the
 * document's sidebar. ✓ every localized field written in any locale is written in this one, △ some
 * are missing (named in the tooltip), – none is. Reads the latest draft in all locales at once.
 * Added to every collection with localized fields by src/payload/editor-aids.ts.
 */
import type { CollectionSlug, DefaultServerCellComponentProps, Field, Payload, ServerComponentProps } from 'payload'

import { localeCompleteness, localizedValues } from '../fields/localized-fields'
import { LocaleStatusLive } from './locale-status-live.client'
import { LocaleStatusView } from './locale-status-view'

async function Status({ payload, collection, fields, id, language }: { payload: Payload; collection: string; fields: Field[]; id: unknown; language: string }) {
  if (id === undefined || id === null || !payload.config.localization) return null
  const locales = payload.config.localization.localeCodes
  const doc = await payload
    .findByID({ collection: collection as CollectionSlug, id: id as number, locale: 'all', draft: true, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return null
  const status = localeCompleteness(localizedValues(fields, doc), locales)
  return <LocaleStatusView locales={locales} status={status} language={language} />
}

/** List column (also in the document pickers' lists, where Payload passes no collectionConfig). */
export async function LocaleStatusCell({ payload, collectionConfig, collectionSlug, rowData, i18n }: DefaultServerCellComponentProps) {
  const config = collectionConfig ?? payload.collections[collectionSlug as CollectionSlug]?.config
  if (!config) return null
  return <Status payload={payload} collection={config.slug} fields={config.fields} id={rowData?.id} language={i18n.language} />
}

/** Document sidebar, under the title 「翻訳状況」. */
export async function LocaleStatusField({ payload, collectionSlug, id, i18n }: ServerComponentProps) {
  if (!id || !collectionSlug) return null
  const fields = payload.collections[collectionSlug as CollectionSlug]?.config.fields ?? []
  return (
    <div style={{ marginBottom: '1rem' }} data-testid="locale-status-field">
      <div style={{ fontSize: '0.8125rem', color: 'var(--theme-elevation-650)', marginBottom: '0.25rem' }}>{i18n.language === 'ja' ? '翻訳状況' : 'Translations'}</div>
      {/* Rendered with the page; after each save the browser reads the document again (it was stale until a reload). */}
      <LocaleStatusLive collection={collectionSlug} id={String(id)} language={i18n.language}>
        <Status payload={payload} collection={collectionSlug} fields={fields} id={id} language={i18n.language} />
      </LocaleStatusLive>
    </div>
  )
}
