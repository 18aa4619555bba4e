'use client'

import { FieldLabel, TextInput, useDocumentInfo, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

import { suggestSlug } from '../fields/slug-suggest'

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
  // Follows the title only while the slug is empty or still the suggestion made from it.
  const follows = useRef(!value || value === suggestSlug(title))

  useEffect(() => {
    if (!follows.current || hasPublishedDoc) return
    const next = suggestSlug(title)
    if (next && next !== value) setValue(next)
  }, [title, hasPublishedDoc, value, setValue])

  const description =
    typeof field.admin?.description === 'object'
      ? (field.admin.description as Record<string, string>)[i18n.language]
      : (field.admin?.description as string | undefined)

  return (
    <div className="field-type text" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel label={field.label} path={path} required={field.required} />
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
            setValue(suggestSlug(title))
          }}
        >
          {ja ? 'タイトルから作成' : 'Make from the title'}
        </button>
      )}
      {description && <p className="field-description" style={{ margin: '0.5rem 0 0' }}>{description}</p>}
    </div>
  )
}
