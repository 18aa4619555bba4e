import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { LeaderList } from '@/features/company/LeaderList'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getLeaders } from '@/lib/cms/company'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'companyLeaders', '/company/Leaders/')
}

export default async function LeadersPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'leadersPage' })
  const alt = await getTranslations({ locale, namespace: 'images' })

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="companyLeaders" />
      <Section id="leaders" title={t('listTitle')}>
        <LeaderList leaders={await getLeaders(locale)} portraitAlt={(leader) => alt('portraitOfRole', { name: leader.name, role: leader.jobTitle })} />
      </Section>
    </>
  )
}
