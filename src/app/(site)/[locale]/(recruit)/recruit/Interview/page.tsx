import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ProfileCard } from '@/components/sections/ProfileCard'
import { Section } from '@/components/sections/Section'
import { portrait } from '@/content/images'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitInterview', '/recruit/Interview/')
}

const PEOPLE = [
  { key: 'p1', portrait: 'kobayashi' },
  { key: 'p2', portrait: 'fujita' },
  { key: 'p3', portrait: 'chen' },
] as const

export default async function RecruitInterviewPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'recruitInterviewPage' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="recruitInterview" />
      <Section id="people" title={t('listTitle')} narrow>
        {PEOPLE.map(({ key, portrait: id }, index) => (
          <ProfileCard
            key={key}
            id={`interview-${key}`}
            image={{ ...portrait(id), alt: alt('portraitOfRole', { name: t(`${key}Name`), role: t(`${key}Role`) }) }}
            name={t(`${key}Name`)}
            title={`${t(`${key}Site`)} / ${t('joined', { year: t(`${key}Year`) })}`}
            jobTitle={t(`${key}Role`)}
            preload={index === 0}
          >
            {([1, 2, 3] as const).map((q) => (
              <div key={q}>
                <h4>{t(`q${q}`)}</h4>
                <p>{t(`${key}A${q}`)}</p>
              </div>
            ))}
          </ProfileCard>
        ))}
      </Section>
    </>
  )
}
