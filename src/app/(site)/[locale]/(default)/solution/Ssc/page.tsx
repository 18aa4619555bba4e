import { Phrases } from '@/components/ui/Phrases'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { BulletList } from '@/components/sections/MediaSplit'
import { Note, Prose } from '@/components/sections/Prose'
import { SubSection } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { IMAGES } from '@/content/images'
import { ProductPage } from '@/features/solutions/ProductPage'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

import styles from './ssc.module.css'
import { getSiteFigures } from '@/lib/cms/content'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'ssc', '/solution/Ssc/')
}

const PARTS = [
  ['Tablet', 'tablet'],
  ['Scanner', 'scan'],
  ['Handheld', 'scan'],
  ['Basket', 'cart'],
  ['Sensor', 'bell'],
  ['Charging', 'bolt'],
] as const

const TEAM = [
  ['Hw', 'box'],
  ['Sw', 'tablet'],
  ['Ai', 'spark'],
  ['Field', 'handshake'],
] as const

export default async function SscPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const figures = await getSiteFigures(locale)
  const partValues = { litres: figures.basketLitres, carts: figures.chargingCarts }
  const t = await getTranslations({ locale, namespace: 'sscPage' })
  const alt = await getTranslations({ locale, namespace: 'images' })

  const benefits = (
    <>
      <SubSection title={t('benefitsTitle')} lead={t('benefitsLead')}>
        <div className={styles.merits}>
          <div className={styles.merit}>
            <h4 className={styles.meritTitle}>{t('retailTitle')}</h4>
            <StatGrid
              items={[
                { label: t('retailThroughput'), value: figures.throughput, unit: t('figThroughputUnit'), note: t('retailThroughputNote') },
                { label: t('retailReturn'), value: figures.returnVisits, unit: '%' },
                { label: t('retailStaff'), value: figures.fewerCheckoutStaff, unit: '%' },
              ]}
            />
            <p className={styles.meritText}><Phrases text={t('retailText')} fit={false} /></p>
          </div>
          <div className={styles.merit}>
            <h4 className={styles.meritTitle}>{t('consumerTitle')}</h4>
            <StatGrid items={[{ label: t('consumerCheckout'), prefix: t('figCheckoutPrefix'), value: figures.checkoutSeconds, unit: t('figCheckoutUnit') }]} />
            <BulletList items={[t('consumerPoint1'), t('consumerPoint2'), t('consumerPoint3'), t('consumerPoint4')]} />
          </div>
        </div>
        <Note>{t('usageNote', { period: figures.usageTrial })}</Note>
      </SubSection>
    </>
  )

  const value = (
    <>
      <SubSection title={t('providedTitle')} lead={t('valueLead')}>
        <CardGrid
          headingLevel={4}
          items={[
            { icon: 'clock', title: t('provided1Title'), text: t('provided1Text') },
            { icon: 'users', title: t('provided2Title'), text: t('provided2Text') },
            { icon: 'heart', title: t('provided3Title'), text: t('provided3Text') },
          ]}
        />
      </SubSection>
      <SubSection title={t('consultingTitle')}>
        <Prose>
          <p><Phrases text={t('consultingText')} fit={false} /></p>
        </Prose>
        <BulletList items={[t('consultingPoint1'), t('consultingPoint2'), t('consultingPoint3')]} />
      </SubSection>
      <SubSection title={t('lossTitle')}>
        <div className={styles.loss}>
          <p className={styles.lossFigure}>
            <span className={styles.lossLabel}><Phrases text={t('lossFigureLabel')} fit={false} /></span>
            <span className={styles.lossNumber}>{figures.wasteYen}</span>
          </p>
          <div>
            <p>{t('lossText', { waste: figures.wasteYen })}</p>
            <BulletList items={[t('lossPoint1'), t('lossPoint2')]} />
          </div>
        </div>
      </SubSection>
      <SubSection title={t('recommendTitle')}>
        <Prose>
          <p><Phrases text={t('recommendText')} fit={false} /></p>
        </Prose>
        <BulletList items={[t('recommendPoint1'), t('recommendPoint2')]} />
      </SubSection>
    </>
  )

  const design = (
    <SubSection title={t('designTitle')} lead={t('designLead')}>
      <CardGrid
        headingLevel={4}
        items={PARTS.map(([part, icon]) => ({ icon, title: t(`part${part}Title`, partValues), text: t(`part${part}Text`, partValues) }))}
      />
    </SubSection>
  )

  const team = (
    <SubSection title={t('teamTitle')} lead={t('teamLead')}>
      <Prose>
        <p><Phrases text={t('teamText')} fit={false} /></p>
      </Prose>
      <div className={styles.teamGrid}>
        <CardGrid
          columns={4}
          headingLevel={4}
          items={TEAM.map(([key, icon]) => ({ icon, title: t(`team${key}Title`), text: t(`team${key}Text`) }))}
        />
      </div>
    </SubSection>
  )

  const tabs = [
    { id: 'benefits', label: t('tabBenefits'), panel: benefits },
    { id: 'value', label: t('tabValue'), panel: value },
    { id: 'design', label: t('tabDesign'), panel: design },
    { id: 'team', label: t('tabTeam'), panel: team },
  ]

  return (
    <ProductPage
      locale={locale}
      pageKey="ssc"
      overview={{
        image: { ...IMAGES.sscCart, alt: alt('sscCart') },
        title: t('overviewTitle'),
        text: t('overviewText'),
        stats: [
          { label: t('figCheckoutLabel'), prefix: t('figCheckoutPrefix'), value: figures.checkoutSeconds, unit: t('figCheckoutUnit') },
          { label: t('figThroughputLabel'), value: figures.throughput, unit: t('figThroughputUnit') },
        ],
      }}
      tabs={{ label: t('tabsLabel'), items: tabs }}
    />
  )
}
