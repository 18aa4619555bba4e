import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ProfileCard } from '@/components/sections/ProfileCard'
import { Section } from '@/components/sections/Section'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getInterviews } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitInterview', '/recruit/Interview/')
}

export default async function RecruitInterviewPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'recruitInterviewPage' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="recruitInterview" />
      <Section id="people" title={t('listTitle')} narrow>
        {(await getInterviews(locale)).map((person, index) => (
          <ProfileCard
            key={person.id}
            id={person.id}
            image={person.portrait ? { ...person.portrait, alt: alt('portraitOfRole', { name: person.name, role: person.role }) } : undefined}
            name={person.name}
            title={[person.site, person.joined ? t('joined', { year: person.joined }) : ''].filter(Boolean).join(' / ')}
            jobTitle={person.role}
            preload={index === 0}
          >
            {person.answers.map((qa) => (
              <div key={qa.question}>
                <h4>{qa.question}</h4>
                <p>{qa.answer}</p>
              </div>
            ))}
          </ProfileCard>
        ))}
      </Section>
    </>
  )
}
