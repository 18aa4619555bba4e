import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LegalDocument } from '@/components/sections/LegalDocument'
import { Section } from '@/components/sections/Section'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getLegalPage } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'accessibility', '/Accessibility/')
}

/** The web accessibility policy (JIS X 8341-3:2016, WCAG 2.2 AA): CMS text, like the other legal pages. */
export default async function AccessibilityPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const s = await getTranslations({ locale, namespace: 'sections' })
  const doc = await getLegalPage(locale, 'accessibility')
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="accessibility" />
      <Section narrow>{doc ? <LegalDocument doc={doc} tocLabel={s('tocLabel')} /> : null}</Section>
    </>
  )
}
