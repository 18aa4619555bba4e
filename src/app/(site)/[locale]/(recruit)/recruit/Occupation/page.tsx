import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { Section } from '@/components/sections/Section'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { env } from '@/lib/env'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitOccupation', '/recruit/Occupation/')
}

const GROUPS = [
  { id: 'engineering', jobs: [['Hw', 'box'], ['Sw', 'tablet'], ['Ai', 'spark'], ['Field', 'handshake']] },
  { id: 'business', jobs: [['Sales', 'users'], ['Consult', 'chart'], ['Media', 'eye']] },
  { id: 'corporate', jobs: [['Corp', 'clock'], ['Hr', 'heart']] },
] as const

export default async function RecruitOccupationPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'recruitOccupationPage' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="recruitOccupation" />
      {GROUPS.map((group, i) => (
        <Section key={group.id} id={group.id} title={t(`${group.id}Title`)} lead={t(`${group.id}Lead`)} tone={i % 2 ? 'alt' : 'plain'}>
          <CardGrid
            columns={group.jobs.length === 4 ? 4 : 3}
            items={group.jobs.map(([job, icon]) => ({
              icon,
              title: t(`job${job}Title`),
              text: t(`job${job}Text`),
              meta: t('location', { place: t(`job${job}Place`) }),
            }))}
          />
        </Section>
      ))}
      <Section id="apply" title={t('applyTitle')} lead={t('applyText')} tone="brand">
        <ExternalLink href={env().CAREERS_URL} newTabLabel={s('opensInNewTab')} className="button">
          {t('applyButton')}
        </ExternalLink>
      </Section>
    </>
  )
}
