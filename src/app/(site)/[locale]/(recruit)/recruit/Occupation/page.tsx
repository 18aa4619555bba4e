import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { Section } from '@/components/sections/Section'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getOccupations } from '@/lib/cms/content'
import { env } from '@/lib/env'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitOccupation', '/recruit/Occupation/')
}

const GROUPS = ['engineering', 'business', 'corporate'] as const

export default async function RecruitOccupationPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'recruitOccupationPage' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const occupations = await getOccupations(locale)
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="recruitOccupation" />
      {GROUPS.map((group, i) => {
        const jobs = occupations.filter((job) => job.group === group)
        if (jobs.length === 0) return null
        return (
          <Section key={group} id={group} title={t(`${group}Title`)} lead={t(`${group}Lead`)} tone={i % 2 ? 'alt' : 'plain'}>
            <CardGrid
              columns={jobs.length === 4 ? 4 : 3}
              items={jobs.map((job) => ({ icon: job.icon, title: job.title, text: job.text, meta: job.place ? t('location', { place: job.place }) : undefined }))}
            />
            {jobs.some((job) => job.careersUrl) ? (
              <ul className="inline-links">
                {jobs.flatMap((job) =>
                  job.careersUrl ? (
                    <li key={job.id}>
                      <ExternalLink href={job.careersUrl} newTabLabel={s('opensInNewTab')}>
                        {t('jobOpenings', { job: job.title })}
                      </ExternalLink>
                    </li>
                  ) : [],
                )}
              </ul>
            ) : null}
          </Section>
        )
      })}
      <Section id="apply" title={t('applyTitle')} lead={t('applyText')} tone="brand">
        <ExternalLink href={env().CAREERS_URL} newTabLabel={s('opensInNewTab')} className="button">
          {t('applyButton')}
        </ExternalLink>
      </Section>
    </>
  )
}
