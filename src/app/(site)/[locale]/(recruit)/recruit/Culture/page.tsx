import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { StepList } from '@/components/sections/Prose'
import { Section } from '@/components/sections/Section'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitCulture', '/recruit/Culture/')
}

export default async function RecruitCulturePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'recruitCulturePage' })
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="recruitCulture" />
      <Section id="values" title={t('valuesTitle')} lead={t('valuesLead')}>
        <StepList items={([1, 2, 3, 4, 5] as const).map((n) => ({ title: t(`v${n}Title`), text: t(`v${n}Text`) }))} />
      </Section>
      <Section id="work" title={t('workTitle')} lead={t('workLead')} tone="alt">
        <CardGrid
          items={[
            { icon: 'clock', title: t('w1Title'), text: t('w1Text') },
            { icon: 'globe', title: t('w2Title'), text: t('w2Text') },
            { icon: 'users', title: t('w3Title'), text: t('w3Text') },
          ]}
        />
      </Section>
      <Section id="benefits" title={t('benefitsTitle')}>
        <CardGrid
          columns={4}
          items={[
            { icon: 'spark', title: t('b1Title'), text: t('b1Text') },
            { icon: 'cart', title: t('b2Title'), text: t('b2Text') },
            { icon: 'heart', title: t('b3Title'), text: t('b3Text') },
            { icon: 'chart', title: t('b4Title'), text: t('b4Text') },
          ]}
        />
      </Section>
    </>
  )
}
