import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { StepList } from '@/components/sections/Prose'
import { Section, SubSection } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { IMAGES } from '@/content/images'
import { ProductPage } from '@/features/solutions/ProductPage'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'
import { getSiteFigures } from '@/lib/cms/content'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'camera', '/solution/Camera/')
}

const FEATURES = ['Shelf', 'Behaviour', 'Marketing', 'Theft'] as const
const FEATURE_ICONS = { Shelf: 'box', Behaviour: 'users', Marketing: 'chart', Theft: 'shield' } as const

export default async function CameraPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'cameraPage' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  const { cameras } = await getSiteFigures(locale)
  const camerasStat = {
    label: t('figureLabel'),
    value: cameras.value,
    unit: t('figureUnit'),
    note: t('figureNote', { shops: cameras.shops, asOf: cameras.asOf }),
  }

  const effects = (
    <SubSection title={t('effectsTitle')} lead={t('effectsLead')}>
      <CardGrid
        columns={2}
        items={[
          { icon: 'box', title: t('effStockTitle'), text: t('effStockText') },
          { icon: 'eye', title: t('effInsightTitle'), text: t('effInsightText') },
          { icon: 'chart', title: t('effPromoTitle'), text: t('effPromoText') },
          { icon: 'shield', title: t('effLossTitle'), text: t('effLossText') },
        ]}
      />
    </SubSection>
  )

  const features = (
    <SubSection title={t('featuresTitle')} lead={t('featuresLead')}>
      <CardGrid
        columns={2}
        headingLevel={4}
        items={FEATURES.map((f) => ({
          icon: FEATURE_ICONS[f],
          title: t(`feat${f}Title`),
          text: t(`feat${f}Text`),
          points: [t(`feat${f}Point1`), t(`feat${f}Point2`)],
        }))}
      />
    </SubSection>
  )

  const results = (
    <SubSection title={t('resultsTitle')} lead={t('resultsLead')}>
      <StatGrid
        items={[
          camerasStat,
          { label: t('resultsShopsLabel'), value: cameras.shops, unit: t('resultsShopsUnit'), note: cameras.asOf },
        ]}
      />
      <CardGrid
        headingLevel={4}
        items={[1, 2, 3].map((n) => ({
          meta: t(`caseMeta${n as 1 | 2 | 3}`),
          title: t(`caseTitle${n as 1 | 2 | 3}`),
          text: t(`caseText${n as 1 | 2 | 3}`),
        }))}
      />
    </SubSection>
  )

  const tabs = [
    { id: 'effects', label: t('tabEffects'), panel: effects },
    { id: 'features', label: t('tabFeatures'), panel: features },
    { id: 'results', label: t('tabResults'), panel: results },
  ]

  return (
    <ProductPage
      locale={locale}
      pageKey="camera"
      overview={{ image: { ...IMAGES.cameraStore, alt: alt('cameraStore') }, title: t('overviewTitle'), text: t('overviewText'), stats: [camerasStat] }}
      tabs={{ label: t('tabsLabel'), items: tabs }}
    >
      <Section id="flow" title={t('flowTitle')}>
        <StepList items={[1, 2, 3, 4].map((n) => ({ title: t(`flow${n as 1 | 2 | 3 | 4}Title`), text: t(`flow${n as 1 | 2 | 3 | 4}Text`) }))} />
      </Section>
    </ProductPage>
  )
}
