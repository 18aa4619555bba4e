'use client'

import { MetaDescriptionComponent, MetaTitleComponent, OverviewComponent } from '@payloadcms/plugin-seo/client'
import { useLocale } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

/**
 * The SEO plugin's length hints sized for the language being edited. Its defaults (title 50–60, description
 * 100–150 characters) are for English: a good Japanese title of 28 characters showed red 「不足」. Japanese
 * search results show about 30 full-width characters of a title and about 120 of a description (fewer on
 * phones), so Japanese gets 15–32 and 50–120 (docs/decisions.md 2026-12-01). Hints only: nothing is refused.
 */
export const SEO_LENGTHS = {
  ja: { title: { minLength: 15, maxLength: 32 }, description: { minLength: 50, maxLength: 120 } },
  en: { title: { minLength: 50, maxLength: 60 }, description: { minLength: 100, maxLength: 150 } },
} as const

function useLengths() {
  const locale = useLocale()
  return SEO_LENGTHS[locale?.code === 'en' ? 'en' : 'ja']
}

type TitleProps = ComponentProps<typeof MetaTitleComponent>
type DescriptionProps = ComponentProps<typeof MetaDescriptionComponent>

export function SeoTitle(props: TitleProps) {
  const lengths = useLengths()
  return <MetaTitleComponent {...props} field={{ ...props.field, ...lengths.title }} />
}

export function SeoDescription(props: DescriptionProps) {
  const lengths = useLengths()
  return <MetaDescriptionComponent {...props} field={{ ...props.field, ...lengths.description }} />
}

export function SeoOverview(props: ComponentProps<typeof OverviewComponent>) {
  const lengths = useLengths()
  return <OverviewComponent {...props} titleOverrides={lengths.title} descriptionOverrides={lengths.description} />
}
