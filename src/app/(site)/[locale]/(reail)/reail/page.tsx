import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { ContactCta } from '@/components/sections/ContactCta'
import { Hero } from '@/components/sections/Hero'
import { StepList } from '@/components/sections/Prose'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { IMAGES } from '@/content/images'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'
import { getSiteFigures } from '@/lib/cms/content'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'reail', '/reail/')
}

export default async function ReailPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const figures = await getSiteFigures(locale)
  const t = await getTranslations({ locale, namespace: 'reailPage' })
  const home = await getTranslations({ locale, namespace: 'homePage' })
  const alt = await getTranslations({ locale, namespace: 'images' })

  return (
    <>
      <Hero
        tone="dark"
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        lead={t('heroLead')}
        image={{ ...IMAGES.reailPlatform, alt: alt('reailPlatform') }}
        links={[
          { href: '/contact/', label: t('heroPrimary') },
          { href: '/solution/Ssc/', label: t('heroSecondary') },
        ]}
      />
      <Section id="network" title={t('figuresTitle')} tone="dark">
        <StatGrid
          tone="dark"
          items={[
            {
              label: home('figCameras'),
              value: figures.cameras.value,
              unit: home('figCamerasUnit'),
              note: home('figCamerasNote', { shops: figures.cameras.shops, asOf: figures.cameras.asOf }),
            },
            { label: home('figReturn'), value: figures.returnVisits, unit: '%', note: home('figReturnNote') },
            { label: home('figCheckout'), prefix: home('figCheckoutPrefix'), value: figures.checkoutSeconds, unit: home('figCheckoutUnit') },
          ]}
        />
      </Section>
      <Section id="features" eyebrow={t('featuresEyebrow')} title={t('featuresTitle')}>
        <CardGrid
          items={[
            { icon: 'tablet', title: t('featDeliverTitle'), text: t('featDeliverText') },
            { icon: 'chart', title: t('featMeasureTitle'), text: t('featMeasureText') },
            { icon: 'eye', title: t('featInsightTitle'), text: t('featInsightText') },
          ]}
        />
      </Section>
      <Section id="how" title={t('howTitle')} tone="alt">
        <StepList
          items={[1, 2, 3].map((n) => ({ title: t(`how${n as 1 | 2 | 3}Title`), text: t(`how${n as 1 | 2 | 3}Text`) }))}
        />
      </Section>
      <Section id="for" title={t('forTitle')}>
        <CardGrid
          columns={2}
          items={[
            { icon: 'cart', title: t('forRetailTitle'), text: t('forRetailText') },
            { icon: 'handshake', title: t('forBrandTitle'), text: t('forBrandText') },
          ]}
        />
      </Section>
      <ContactCta locale={locale} title={t('ctaTitle')} text={t('ctaText')} />
    </>
  )
}
