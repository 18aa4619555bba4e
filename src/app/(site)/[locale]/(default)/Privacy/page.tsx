import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LegalDocument } from '@/components/sections/LegalDocument'
import { Section } from '@/components/sections/Section'
import { privacy } from '@/content/legal/privacy'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { env } from '@/lib/env'
import { siteName, staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'privacy', '/Privacy/')
}

export default async function PrivacyPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const s = await getTranslations({ locale, namespace: 'sections' })
  const doc = privacy[locale]({ company: siteName(locale), email: env().CONTACT_EMAIL })
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="privacy" />
      <Section narrow>
        <LegalDocument doc={doc} tocLabel={s('tocLabel')} />
      </Section>
    </>
  )
}
