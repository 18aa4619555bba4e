'use client'

/**
 * Under a localized field on a non-default locale's form (the English form): the value the same field
 * has in the other locale(s), read-only, e.g. "日本語: 新しいスマートカートを発表". The document is read once
 * per locale through the REST API (latest draft, no fallback) and shared by every field of the form.
 * Added to every localized field by src/payload/editor-aids.ts.
 */
import { useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { richTextPlainText } from '../fields/localized-fields'

type Doc = Record<string, unknown>
const TTL_MS = 5000
const documents = new Map<string, { at: number; promise: Promise<Doc | null> }>()

function loadDocument(url: string): Promise<Doc | null> {
  const hit = documents.get(url)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.promise
  const promise = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<Doc>) : null))
    .catch(() => null)
  documents.set(url, { at: Date.now(), promise })
  return promise
}

function valueAt(doc: unknown, path: string): unknown {
  let current: unknown = doc
  for (const part of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

type FieldInfo = { type?: string; relationTo?: string | string[]; options?: ({ label?: unknown; value: string } | string)[] }

function optionLabel(option: unknown, language: string): string {
  if (typeof option === 'string') return option
  if (option && typeof option === 'object') return (option as Record<string, string>)[language] ?? (option as Record<string, string>).en ?? ''
  return ''
}

function display(value: unknown, field: FieldInfo | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return ''
  if (field?.type === 'richText' || (typeof value === 'object' && value !== null && 'root' in value)) return richTextPlainText(value)
  if (Array.isArray(value)) return value.length === 0 ? '' : language === 'ja' ? `${value.length} 件` : `${value.length} item${value.length === 1 ? '' : 's'}`
  if ((field?.type === 'select' || field?.type === 'radio') && field.options) {
    const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
    if (option && typeof option === 'object') return optionLabel(option.label, language) || String(value)
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const MAX_CHARS = 600

export function LocaleCompare({ path, field }: { path?: string; field?: FieldInfo }) {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { code } = useLocale()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const localization = config.localization || null
  const others = localization && code !== localization.defaultLocale ? localization.localeCodes.filter((c) => c !== code) : []
  const base = globalSlug ? `${config.routes.api}/globals/${globalSlug}` : collectionSlug && id ? `${config.routes.api}/${collectionSlug}/${id}` : null
  const [values, setValues] = useState<Record<string, unknown> | null>(null)

  useEffect(() => {
    if (!base || !path || others.length === 0) return
    let live = true
    Promise.all(others.map((locale) => loadDocument(`${base}/?locale=${locale}&fallback-locale=none&draft=true&depth=0`))).then((docs) => {
      if (live) setValues(Object.fromEntries(others.map((locale, i) => [locale, valueAt(docs[i], path)])))
    })
    return () => {
      live = false
    }
    // `others` is derived from code; its identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, path, code])

  if (!values || others.length === 0) return null
  const language = i18n.language
  const names = new Intl.DisplayNames([language], { type: 'language' })
  return (
    <div data-testid="locale-compare" style={{ marginTop: '0.4rem', display: 'grid', gap: '0.25rem' }}>
      {others.map((locale) => {
        const text = display(values[locale], field, language)
        const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text
        return (
          <div
            key={locale}
            data-locale={locale}
            lang={locale}
            style={{
              borderInlineStart: '3px solid var(--theme-elevation-250)',
              background: 'var(--theme-elevation-50)',
              color: 'var(--theme-elevation-800)',
              padding: '0.3rem 0.6rem',
              fontSize: '0.8125rem',
              lineHeight: 1.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <strong lang={language}>{names.of(locale) ?? locale}: </strong>
            {field?.type === 'upload' && shown ? (
              <UploadValue api={config.routes.api} relationTo={typeof field.relationTo === 'string' ? field.relationTo : undefined} id={shown} />
            ) : shown ? (
              shown
            ) : (
              <em lang={language} style={{ color: 'var(--theme-elevation-500)' }}>{language === 'ja' ? '(未入力)' : '(empty)'}</em>
            )}
          </div>
        )
      })}
    </div>
  )
}

/** An upload chosen in the other locale: its thumbnail and file name (the id alone says nothing to an editor). */
function UploadValue({ api, relationTo, id }: { api: string; relationTo?: string; id: string }) {
  const [file, setFile] = useState<{ filename?: string; alt?: string; url?: string; thumbnailURL?: string } | null>(null)
  useEffect(() => {
    if (!relationTo) return
    let live = true
    loadDocument(`${api}/${relationTo}/${encodeURIComponent(id)}/?depth=0`).then((doc) => {
      if (live && doc) setFile(doc as typeof file)
    })
    return () => {
      live = false
    }
  }, [api, relationTo, id])
  if (!file) return <span>#{id}</span>
  // Payload writes file URLs on SITE_ORIGIN; the admin may be open on another allowed origin: keep the path only.
  const raw = file.thumbnailURL ?? file.url
  const src = raw ? new URL(raw, window.location.origin).pathname : null
  return (
    <span data-testid="locale-compare-upload" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', verticalAlign: 'middle' }}>
      {/* A thumbnail inside the admin, served by Payload as is. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {src ? <img src={src} alt={file.alt ?? ''} width={48} height={32} style={{ objectFit: 'cover', borderRadius: 2 }} /> : null}
      <span>{file.filename ?? `#${id}`}</span>
    </span>
  )
}
