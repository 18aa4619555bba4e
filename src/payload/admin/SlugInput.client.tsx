'use client'

import { FieldLabel, TextInput, useConfig, useDocumentInfo, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { SLUG_LABEL } from '../labels'
import { suggestSlug } from '../fields/slug-suggest'

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/

/**
 * The slug suggested for `title`: a Latin title here, at once; a Japanese one (or a document with an English
 * title) from the server, which reads Japanese with a dictionary (fields/slug-reading.ts), after a short pause.
 */
function useSlugSuggestion(title: unknown): string {
  const { config } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const text = typeof title === 'string' ? title : ''
  const local = suggestSlug(text)
  const [remote, setRemote] = useState<{ title: string; slug: string } | null>(null)
  const needsServer = JAPANESE.test(text)
  useEffect(() => {
    if (!needsServer) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ title: text, collection: collectionSlug ?? '', id: id === undefined || id === null ? '' : String(id) })
      fetch(`${config.routes.api}/slug-suggestion/?${query}`, { credentials: 'include', signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ slug?: string }>) : null))
        .then((body) => {
          if (body?.slug) setRemote({ title: text, slug: body.slug })
        })
        .catch(() => {})
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [needsServer, text, id, collectionSlug, config.routes.api])
  if (!needsServer) return local
  return remote?.title === text ? remote.slug : ''
}

/**
 * The slug input: while the document has never been published and the editor has not typed a slug of
 * their own, it follows the title (romanized); the editor may change it at any time, or take the
 * suggestion again with the button. A published slug never changes by itself (links would break).
 */
export const SlugInput: TextFieldClientComponent = ({ field, path: pathProp, readOnly }) => {
  const path = pathProp ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const title = useFormFields(([fields]) => fields.title?.value)
  const { hasPublishedDoc } = useDocumentInfo()
  const { i18n } = useTranslation()
  const ja = i18n.language === 'ja'
  const suggestion = useSlugSuggestion(title)
  // Follows the title only while the slug is empty or still the suggestion made from it.
  const follows = useRef(!value || value === suggestSlug(title))
  const lastSuggestion = useRef('')

  useEffect(() => {
    if (!suggestion) return
    if (value && value === lastSuggestion.current) follows.current = true
    lastSuggestion.current = suggestion
    if (!follows.current || hasPublishedDoc) return
    if (suggestion !== value) setValue(suggestion)
  }, [suggestion, hasPublishedDoc, value, setValue])

  const description =
    typeof field.admin?.description === 'object'
      ? (field.admin.description as Record<string, string>)[i18n.language]
      : (field.admin?.description as string | undefined)

  return (
    <div className="field-type text" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel label={SLUG_LABEL[ja ? 'ja' : 'en']} path={path} required={field.required} />
      <TextInput
        path={path}
        value={value ?? ''}
        readOnly={readOnly}
        showError={showError}
        Error={showError ? <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>{errorMessage}</p> : undefined}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          follows.current = false
          setValue(event.target.value)
        }}
      />
      {!readOnly && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: '0.5rem 0 0' }}
          onClick={() => {
            follows.current = !hasPublishedDoc
            if (suggestion) setValue(suggestion)
          }}
        >
          {ja ? 'タイトルから作成' : 'Make from the title'}
        </button>
      )}
      {description && <p className="field-description" style={{ margin: '0.5rem 0 0' }}>{description}</p>}
    </div>
  )
}
