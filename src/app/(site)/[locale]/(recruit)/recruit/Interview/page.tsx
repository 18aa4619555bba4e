import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { InterviewList } from '@/features/company/InterviewList'
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
      <Section id="people" title={t('listTitle')}>
        <InterviewList people={await getInterviews(locale)} portraitAlt={(person) => alt('portraitOfRole', { name: person.name, role: person.role })} joined={(year) => t('joined', { year })} />
      </Section>
    </>
  )
}
