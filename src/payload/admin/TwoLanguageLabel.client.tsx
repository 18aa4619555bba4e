'use client'

import { FieldLabel } from '@payloadcms/ui'

type TwoLanguages = { ja: string; en: string }

/**
 * A field's label given as { ja, en } and picked in the browser, in the admin's language of this request.
 * For fields Payload draws from its per-collection client field cache (rich text), where a label resolved on the
 * server keeps the language of whichever admin asked first (src/payload/column-labels.ts).
 */
export function TwoLanguageLabel({ label, path, field }: { label: TwoLanguages; path?: string; field?: { localized?: boolean; required?: boolean } }) {
  // In a list's column header there is no path: no "— 日本語" locale mark there.
  return <FieldLabel label={label} localized={Boolean(path) && field?.localized} path={path} required={field?.required} />
}
