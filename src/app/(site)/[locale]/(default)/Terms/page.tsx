import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LegalDocument } from '@/components/sections/LegalDocument'
import { Section } from '@/components/sections/Section'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getLegalPage } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'terms', '/Terms/')
}

export default async function TermsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const s = await getTranslations({ locale, namespace: 'sections' })
  const doc = await getLegalPage(locale, 'terms')
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="terms" />
      <Section narrow>
        {doc ? <LegalDocument doc={doc} tocLabel={s('tocLabel')} /> : null}
      </Section>
    </>
  )
}
