'use client'

/**
 * The SEO share image (official SEO plugin's field) with the other locale's choice under it on the English form,
 * like every other localized field: Payload's upload fields have no `afterInput` slot, so this wraps the plugin's
 * own component and adds the comparison (locale-compare.client.tsx) below it.
 */
import { MetaImageComponent } from '@payloadcms/plugin-seo/client'
import type { ComponentProps } from 'react'

import { LocaleCompare } from './locale-compare.client'

type Props = ComponentProps<typeof MetaImageComponent> & { path?: string }

export function MetaImageWithCompare(props: Props) {
  const field = props.field as { relationTo?: string } | undefined
  return (
    <>
      <MetaImageComponent {...props} />
      <LocaleCompare path={props.path} field={{ type: 'upload', relationTo: field?.relationTo }} />
    </>
  )
}
