import { Phrases } from '@/components/ui/Phrases'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { ContactCta } from '@/components/sections/ContactCta'
import { BulletList, MediaSplit } from '@/components/sections/MediaSplit'
import { Section } from '@/components/sections/Section'
import { IMAGES } from '@/content/images'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { Link } from '@/i18n/navigation'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'
import { getSiteFigures } from '@/lib/cms/content'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'solution', '/solution/')
}

export default async function SolutionPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const figures = await getSiteFigures(locale)
  const t = await getTranslations({ locale, namespace: 'solutionPage' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const alt = await getTranslations({ locale, namespace: 'images' })

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="solution" />
      <Section>
        <MediaSplit image={{ ...IMAGES.sscCart, alt: alt('sscCart') }} eyebrow={t('sscEyebrow')} title={t('sscTitle')} priority>
          <p><Phrases text={t('sscText')} fit={false} /></p>
          <BulletList items={[t('sscPoint1'), t('sscPoint2'), t('sscPoint3')]} />
          <Link href="/solution/Ssc/" className="button">
            {s('learnMore')}
          </Link>
        </MediaSplit>
        <MediaSplit image={{ ...IMAGES.cameraStore, alt: alt('cameraStore') }} eyebrow={t('cameraEyebrow')} title={t('cameraTitle')} reverse>
          <p><Phrases text={t('cameraText')} fit={false} /></p>
          <BulletList
            items={[
              t('cameraPoint1'),
              t('cameraPoint2'),
              t('cameraPoint3', { cameras: figures.cameras.value, shops: figures.cameras.shops, asOf: figures.cameras.asOf }),
            ]}
          />
          <Link href="/solution/Camera/" className="button">
            {s('learnMore')}
          </Link>
        </MediaSplit>
        <MediaSplit image={{ ...IMAGES.reailPlatform, alt: alt('reailPlatform') }} eyebrow={t('reailEyebrow')} title={t('reailTitle')}>
          <p><Phrases text={t('reailText')} fit={false} /></p>
          <Link href="/reail/" className="button">
            {s('learnMore')}
          </Link>
        </MediaSplit>
      </Section>
      <Section id="services" eyebrow={t('servicesEyebrow')} title={t('servicesTitle')} lead={t('servicesLead')} tone="alt">
        <CardGrid
          items={[
            { icon: 'handshake', title: t('svcConsultTitle'), text: t('svcConsultText') },
            { icon: 'shield', title: t('svcSupportTitle'), text: t('svcSupportText') },
            { icon: 'chart', title: t('svcDataTitle'), text: t('svcDataText') },
          ]}
        />
      </Section>
      <ContactCta locale={locale} />
    </>
  )
}
