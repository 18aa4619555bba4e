import type { Metadata } from 'next'
import Image from '@/components/ui/StaticImage'
import { getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import { CardGrid } from '@/components/sections/CardGrid'
import { Hero } from '@/components/sections/Hero'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { HomeBanners } from '@/features/banners/HomeBanners'
import { IMAGE_SIZES } from '@/features/images/sizes'
import { LatestNews } from '@/features/news/LatestNews'
import { IMAGES } from '@/content/images'
import { getHomeContent, getSiteFigures } from '@/lib/cms/content'
import { Link } from '@/i18n/navigation'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { env } from '@/lib/env'
import { organizationJsonLd } from '@/lib/json-ld'
import { staticPageMetadata } from '@/lib/seo'

import styles from './home.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'home', '/')
}

/** The two ways further in below the solutions: the company, and careers. */
const ENTRIES = [
  { key: 'company', image: 'companyOffice', href: '/company/' },
  { key: 'recruit', image: 'recruitTeam', href: '/recruit/' },
] as const

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'homePage' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  // The hero is edited in the CMS (global `home`); the figures are the site's one set (各ページの数字, issue 44).
  const home = await getHomeContent(locale)
  const hero = home?.hero ?? { eyebrow: t('heroEyebrow'), title: t('heroTitle'), lead: t('heroLead') }
  const figures = await getSiteFigures(locale)
  const fig = { checkoutSeconds: figures.checkoutSeconds, throughput: figures.throughput, returnVisits: figures.returnVisits, fewerCheckoutStaff: figures.fewerCheckoutStaff, cameras: figures.cameras.value, shops: figures.cameras.shops, camerasAsOf: figures.cameras.asOf }

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(locale) }} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={{ ...IMAGES.homeHero, alt: alt('homeHero') }}
        links={[
          { href: '/solution/Ssc/', label: t('heroPrimary') },
          { href: '/solution/Camera/', label: t('heroSecondary') },
        ]}
      />

      <Section id="figures" eyebrow={t('figuresEyebrow')} title={t('figuresTitle')} lead={t('figuresLead')} tone="alt">
        <StatGrid
          items={[
            { label: t('figCheckout'), prefix: t('figCheckoutPrefix'), value: fig.checkoutSeconds, unit: t('figCheckoutUnit') },
            { label: t('figThroughput'), value: fig.throughput, unit: t('figThroughputUnit'), note: t('figThroughputNote') },
            { label: t('figReturn'), value: fig.returnVisits, unit: '%', note: t('figReturnNote') },
            { label: t('figStaff'), value: fig.fewerCheckoutStaff, unit: '%' },
            {
              label: t('figCameras'),
              value: fig.cameras,
              unit: t('figCamerasUnit'),
              note: t('figCamerasNote', { shops: fig.shops, asOf: fig.camerasAsOf }),
            },
          ]}
        />
      </Section>

      {/* From the CMS: banners in their display period, then the newest articles. */}
      <HomeBanners locale={locale} />
      <LatestNews locale={locale} />

      <Section id="solutions" eyebrow={t('solutionsEyebrow')} title={t('solutionsTitle')} lead={t('solutionsLead')}>
        <CardGrid
          items={[
            { icon: 'cart', title: t('sscTitle'), text: t('sscText'), href: '/solution/Ssc/', linkLabel: s('learnMore') },
            { icon: 'camera', title: t('cameraTitle'), text: t('cameraText'), href: '/solution/Camera/', linkLabel: s('learnMore') },
            { icon: 'chart', title: t('reailTitle'), text: t('reailText'), href: '/reail/', linkLabel: s('learnMore') },
          ]}
        />
      </Section>

      <section className={styles.entries}>
        <div className={`container ${styles.entryGrid}`}>
          {ENTRIES.map(({ key, image, href }) => (
            <article key={key} className={styles.entry}>
              <Image
                src={IMAGES[image].src}
                width={IMAGES[image].width}
                height={IMAGES[image].height}
                alt={alt(image)}
                sizes={IMAGE_SIZES.half}
                className={styles.entryImage}
              />
              <div className={styles.entryBody}>
                <p className={styles.entryEyebrow}>{t(`${key}Eyebrow`)}</p>
                <h2 className={styles.entryTitle}>
                  <Phrases text={t(`${key}Title`)} />
                </h2>
                <p>{t(`${key}Text`)}</p>
                <Link href={href} className="button button--ghost">
                  {t(`${key}Link`)}
                </Link>
              </div>
            </article>
          ))}
        </div>
      </section>

      <Section id="partner" eyebrow={t('partnerEyebrow')} title={t('partnerTitle')} tone="brand">
        <div className={styles.partner}>
          <p className={styles.partnerText}><Phrases text={t('partnerText')} fit={false} /></p>
          <p className={styles.partnerAction}>
            {/* requirements §2: the label stays in Japanese in the English version too; the English version adds,
                inside the button, what it is and that the site is in Japanese (docs/decisions.md). */}
            <ExternalLink
              href={env().PARTNER_SITE_URL}
              newTabLabel={s('opensInNewTab')}
              className="button"
              lang="ja"
              hint={t('partnerNote') || undefined}
            >
              {t('partnerLabel')}
            </ExternalLink>
          </p>
        </div>
      </Section>
    </>
  )
}
