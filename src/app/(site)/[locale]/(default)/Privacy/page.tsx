import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LegalDocument } from '@/components/sections/LegalDocument'
import { Section } from '@/components/sections/Section'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getLegalPage } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'privacy', '/Privacy/')
}

export default async function PrivacyPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const s = await getTranslations({ locale, namespace: 'sections' })
  const doc = await getLegalPage(locale, 'privacy')
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="privacy" />
      <Section narrow>
        {doc ? <LegalDocument doc={doc} tocLabel={s('tocLabel')} /> : null}
      </Section>
    </>
  )
}
