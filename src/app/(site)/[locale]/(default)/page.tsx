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

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'homePage' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  // The hero and figures are edited in the CMS (global `home`); the other pages' figures until it is first published.
  const home = await getHomeContent(locale)
  const hero = home?.hero ?? { eyebrow: t('heroEyebrow'), title: t('heroTitle'), lead: t('heroLead') }
  const other = home ? null : await getSiteFigures(locale)
  const fig = home?.figures ?? { checkoutSeconds: other!.checkoutSeconds, throughput: other!.throughput, returnVisits: other!.returnVisits, fewerCheckoutStaff: other!.fewerCheckoutStaff, cameras: other!.cameras.value, shops: other!.cameras.shops, camerasAsOf: other!.cameras.asOf }

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(locale) }} />
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={{ ...IMAGES.homeHero, alt: alt('homeHero') }}
        actions={
          <>
            <Link href="/solution/Ssc/" className="button">
              {t('heroPrimary')}
            </Link>
            <Link href="/solution/Camera/" className="button button--ghost">
              {t('heroSecondary')}
            </Link>
          </>
        }
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
          <article className={styles.entry}>
            <Image
              src={IMAGES.companyOffice.src}
              width={IMAGES.companyOffice.width}
              height={IMAGES.companyOffice.height}
              alt={alt('companyOffice')}
              sizes={IMAGE_SIZES.half}
              className={styles.entryImage}
            />
            <div className={styles.entryBody}>
              <p className={styles.entryEyebrow}>{t('companyEyebrow')}</p>
              <h2 className={styles.entryTitle}>
                <Phrases text={t('companyTitle')} />
              </h2>
              <p>{t('companyText')}</p>
              <Link href="/company/" className="button button--ghost">
                {t('companyLink')}
              </Link>
            </div>
          </article>
          <article className={styles.entry}>
            <Image
              src={IMAGES.recruitTeam.src}
              width={IMAGES.recruitTeam.width}
              height={IMAGES.recruitTeam.height}
              alt={alt('recruitTeam')}
              sizes={IMAGE_SIZES.half}
              className={styles.entryImage}
            />
            <div className={styles.entryBody}>
              <p className={styles.entryEyebrow}>{t('recruitEyebrow')}</p>
              <h2 className={styles.entryTitle}>
                <Phrases text={t('recruitTitle')} />
              </h2>
              <p>{t('recruitText')}</p>
              <Link href="/recruit/" className="button button--ghost">
                {t('recruitLink')}
              </Link>
            </div>
          </article>
        </div>
      </section>

      <Section id="partner" eyebrow={t('partnerEyebrow')} title={t('partnerTitle')} tone="brand">
        <div className={styles.partner}>
          <p className={styles.partnerText}>{t('partnerText')}</p>
          <p className={styles.partnerAction}>
            {/* SPEC: the label stays in Japanese in the English version too; the English version adds,
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
