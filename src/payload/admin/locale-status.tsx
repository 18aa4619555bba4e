/**
 * Which locales of a document are complete: "ja ✓ en –" in the list (column 「翻訳状況」) and in the
 * document's sidebar. ✓ every localized field written in any locale is written in this one, △ some
 * are missing (named in the tooltip), – none is. Reads the latest draft in all locales at once.
 * Added to every collection with localized fields by src/payload/editor-aids.ts.
 */
import type { CollectionSlug, DefaultServerCellComponentProps, Field, LabelFunction, Payload, ServerComponentProps } from 'payload'

import { type LocaleCompleteness, localeCompleteness, localizedValues } from '../fields/localized-fields'

const MARK: Record<LocaleCompleteness, string> = { complete: '✓', partial: '△', empty: '–' }
const STATE_TEXT: Record<LocaleCompleteness, { ja: string; en: string }> = {
  complete: { ja: '入力済み', en: 'complete' },
  partial: { ja: '一部未入力', en: 'partly missing' },
  empty: { ja: '未入力', en: 'not written' },
}

function labelText(label: unknown, language: string): string {
  if (typeof label === 'string') return label
  // Column labels are functions of the admin's language (src/payload/column-labels.ts).
  if (typeof label === 'function') return String((label as LabelFunction)({ i18n: { language } as never, t: (() => '') as never }))
  if (label && typeof label === 'object') return (label as Record<string, string>)[language] ?? (label as Record<string, string>).en ?? ''
  return ''
}

async function Status({ payload, collection, fields, id, language }: { payload: Payload; collection: string; fields: Field[]; id: unknown; language: string }) {
  if (id === undefined || id === null || !payload.config.localization) return null
  const locales = payload.config.localization.localeCodes
  const doc = await payload
    .findByID({ collection: collection as CollectionSlug, id: id as number, locale: 'all', draft: true, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return null
  const status = localeCompleteness(localizedValues(fields, doc), locales)
  const names = new Intl.DisplayNames([language], { type: 'language' })
  const ja = language === 'ja'
  return (
    <span data-testid="locale-status" style={{ display: 'inline-flex', gap: '0.5rem', whiteSpace: 'nowrap' }}>
      {locales.map((locale) => {
        const { state, missing } = status[locale]
        const names_ = missing.map((m) => labelText(m, language)).filter(Boolean)
        const title = `${names.of(locale) ?? locale}: ${STATE_TEXT[state][ja ? 'ja' : 'en']}${state === 'partial' && names_.length ? `（${names_.join(ja ? '、' : ', ')}）` : ''}`
        return (
          <span
            key={locale}
            data-locale={locale}
            data-state={state}
            title={title}
            aria-label={title}
            style={{ color: state === 'complete' ? 'var(--theme-success-750)' : state === 'partial' ? 'var(--theme-warning-750)' : 'var(--theme-elevation-500)' }}
          >
            {locale} {MARK[state]}
          </span>
        )
      })}
    </span>
  )
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
      <Status payload={payload} collection={collectionSlug} fields={fields} id={id} language={i18n.language} />
    </div>
  )
}
