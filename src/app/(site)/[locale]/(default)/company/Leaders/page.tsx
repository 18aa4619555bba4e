import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ProfileCard } from '@/components/sections/ProfileCard'
import { Section } from '@/components/sections/Section'
import { leaders } from '@/content/company'
import { portrait } from '@/content/images'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
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
      <Section id="leaders" title={t('listTitle')} narrow>
        {leaders(locale).map((leader, index) => (
          <ProfileCard
            key={leader.id}
            id={leader.id}
            image={{ ...portrait(leader.portrait), alt: alt('portraitOfRole', { name: leader.name, role: leader.jobTitle }) }}
            name={leader.name}
            title={leader.title}
            jobTitle={leader.jobTitle}
            preload={index === 0}
          >
            {leader.bio.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </ProfileCard>
        ))}
      </Section>
    </>
  )
}
