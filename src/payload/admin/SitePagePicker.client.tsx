'use client'

import { SelectField, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import { useEffect } from 'react'

/**
 * The link dialog's page list (「サイトのページ」, src/payload/fields/site-page-link.ts). Payload's link pop-up in the
 * editor shows a link's `url` when the link is neither a URL nor a document, and that was the dialog's default
 * "https://". The chosen page's path goes into `url` too (hidden for a page link; the site reads only `page`), so
 * the pop-up shows where the link goes: "/company/Japan-Offices/".
 */
export const SitePagePicker: SelectFieldClientComponent = (props) => {
  const { path } = props
  const { value } = useField<string>({ path })
  const url = useField<string>({ path: path.includes('.') ? path.replace(/[^.]+$/, 'url') : 'url' })
  const { value: urlValue, setValue: setUrl } = url
  useEffect(() => {
    if (typeof value === 'string' && value && urlValue !== value) setUrl(value)
  }, [value, urlValue, setUrl])
  return <SelectField {...props} />
}
