import type { Metadata } from 'next'
import Image from '@/components/ui/StaticImage'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { Icon } from '@/components/ui/Icon'
import { type Office, offices } from '@/content/company'
import { IMAGES } from '@/content/images'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

import styles from './offices.module.css'
import { IMAGE_SIZES } from '@/features/images/sizes'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'companyOffices', '/company/Japan-Offices/')
}

function OfficeList({ items, labels }: { items: Office[]; labels: { address: string; role: string; access: string } }) {
  return (
    <ul className={styles.list}>
      {items.map((office) => (
        <li key={office.id} id={office.id} className={styles.office}>
          <h3 className={styles.name}>
            <Icon name="pin" size={22} />
            {office.name}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{labels.address}</dt>
              <dd>{office.address}</dd>
            </div>
            <div>
              <dt>{labels.role}</dt>
              <dd>{office.role}</dd>
            </div>
            <div>
              <dt>{labels.access}</dt>
              <dd>{office.access}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}

export default async function JapanOfficesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'officesPage' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  const labels = { address: t('address'), role: t('role'), access: t('access') }

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="companyOffices" />
      <div className="container">
        <Image
          src={IMAGES.officesMap.src}
          width={IMAGES.officesMap.width}
          height={IMAGES.officesMap.height}
          alt={alt('officesMap')}
          preload
          sizes={IMAGE_SIZES.content}
          className={styles.map}
        />
      </div>
      <Section id="tokyo" title={t('tokyoTitle')} lead={t('tokyoLead')}>
        <OfficeList items={offices(locale, 'tokyo')} labels={labels} />
      </Section>
      <Section id="fukuoka" title={t('fukuokaTitle')} lead={t('fukuokaLead')} tone="alt">
        <OfficeList items={offices(locale, 'fukuoka')} labels={labels} />
      </Section>
      <Section id="overseas" title={t('overseasTitle')} lead={t('overseasLead')}>
        <OfficeList items={offices(locale, 'overseas')} labels={labels} />
      </Section>
    </>
  )
}
