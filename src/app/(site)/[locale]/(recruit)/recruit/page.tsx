import { Phrases } from '@/components/ui/Phrases'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { Hero } from '@/components/sections/Hero'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { IMAGES } from '@/content/images'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { env } from '@/lib/env'
import { staticPageMetadata } from '@/lib/seo'
import { getEmployeeCounts, getSiteFigures } from '@/lib/cms/content'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruit', '/recruit/')
}

export default async function RecruitPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'recruitPage' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  const { group, parent, subsidiary, asOf } = await getEmployeeCounts(locale)
  const figures = await getSiteFigures(locale)
  const careers = (
    <ExternalLink href={env().CAREERS_URL} newTabLabel={s('opensInNewTab')} className="button">
      {t('careersButton')}
    </ExternalLink>
  )

  return (
    <>
      <Hero
        eyebrow={pages('recruit.eyebrow')}
        title={t('heroTitle')}
        lead={t('heroLead')}
        image={{ ...IMAGES.recruitTeam, alt: alt('recruitTeam') }}
        actions={careers}
      />
      <Section id="about" title={t('aboutTitle')} narrow>
        <p><Phrases text={t('aboutText')} fit={false} /></p>
      </Section>
      <Section id="numbers" title={t('numbersTitle')} tone="alt">
        <StatGrid
          items={[
            { label: t('numEmployees'), value: String(group), unit: t('numEmployeesUnit'), note: t('numEmployeesNote', { parent, subsidiary, asOf }) },
            { label: t('numOffices'), value: t('numOfficesValue'), unit: t('numOfficesUnit'), note: t('numOfficesNote') },
            { label: t('numCameras'), value: figures.cameras.value, unit: t('numCamerasUnit'), note: figures.cameras.asOf },
          ]}
        />
      </Section>
      <Section id="more" title={t('pagesTitle')}>
        <CardGrid
          columns={2}
          items={[
            { icon: 'heart', title: pages('recruitMessage.nav'), text: t('messageText'), href: '/recruit/Message/', linkLabel: s('learnMore') },
            { icon: 'spark', title: pages('recruitCulture.nav'), text: t('cultureText'), href: '/recruit/Culture/', linkLabel: s('learnMore') },
            { icon: 'users', title: pages('recruitInterview.nav'), text: t('interviewText'), href: '/recruit/Interview/', linkLabel: s('learnMore') },
            { icon: 'box', title: pages('recruitOccupation.nav'), text: t('occupationText'), href: '/recruit/Occupation/', linkLabel: s('learnMore') },
          ]}
        />
      </Section>
      <Section id="careers" title={t('careersTitle')} lead={t('careersText')} tone="brand">
        {careers}
      </Section>
    </>
  )
}
