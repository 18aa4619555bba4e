import { Phrases } from '@/components/ui/Phrases'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { InfoTable } from '@/components/sections/InfoTable'
import { MediaSplit } from '@/components/sections/MediaSplit'
import { Section } from '@/components/sections/Section'
import { IMAGES } from '@/content/images'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { Link } from '@/i18n/navigation'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { siteName, staticPageMetadata } from '@/lib/seo'
import { getEmployeeCounts } from '@/lib/cms/content'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'company', '/company/')
}

export default async function CompanyPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'companyPage' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  const { group, parent, subsidiary, asOf } = await getEmployeeCounts(locale)

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="company" />
      <Section>
        <MediaSplit image={{ ...IMAGES.companyOffice, alt: alt('companyOffice') }} eyebrow={t('missionEyebrow')} title={t('missionTitle')} priority>
          <p><Phrases text={t('missionText')} fit={false} /></p>
        </MediaSplit>
      </Section>
      <Section id="values" title={t('valuesTitle')} tone="alt">
        <CardGrid
          items={[
            { icon: 'pin', title: t('value1Title'), text: t('value1Text') },
            { icon: 'spark', title: t('value2Title'), text: t('value2Text') },
            { icon: 'shield', title: t('value3Title'), text: t('value3Text') },
          ]}
        />
      </Section>
      <Section id="pages" title={t('pagesTitle')}>
        <CardGrid
          columns={2}
          items={[
            { title: pages('companyMessage.nav'), text: t('messageText'), href: '/company/Message/', linkLabel: s('learnMore') },
            { title: pages('companyInfo.nav'), text: t('infoText'), href: '/company/Info/', linkLabel: s('learnMore') },
            { title: pages('companyLeaders.nav'), text: t('leadersText'), href: '/company/Leaders/', linkLabel: s('learnMore') },
            { title: pages('companyOffices.nav'), text: t('officesText'), href: '/company/Japan-Offices/', linkLabel: s('learnMore') },
          ]}
        />
      </Section>
      <Section id="overview" title={t('overviewTitle')} tone="alt" narrow>
        <InfoTable
          caption={t('overviewTitle')}
          hideCaption
          rows={[
            { label: t('overviewName'), value: siteName(locale) },
            { label: t('overviewEstablished'), value: t('overviewEstablishedValue') },
            { label: t('overviewHq'), value: t('overviewHqValue') },
            { label: t('overviewBusiness'), value: t('overviewBusinessValue') },
            { label: t('overviewEmployees'), value: t('overviewEmployeesValue', { total: group, parent, subsidiary, asOf }) },
          ]}
        />
        <p className="section-actions">
          <Link href="/company/Info/" className="button button--ghost">
            {t('overviewMore', { page: pages('companyInfo.nav') })}
          </Link>
        </p>
      </Section>
      <Section id="overseas" title={t('overseasTitle')} narrow>
        <p><Phrases text={t('overseasText')} fit={false} /></p>
        <Link href="/company/Japan-Offices/#shanghai" className="button button--ghost">
          {t('overseasLink')}
        </Link>
      </Section>
    </>
  )
}
