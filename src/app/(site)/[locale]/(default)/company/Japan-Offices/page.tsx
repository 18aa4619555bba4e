import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { Icon } from '@/components/ui/Icon'
import { type Office, offices } from '@/content/company'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { OfficesMap } from '@/features/offices-map/OfficesMap'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

import styles from './offices.module.css'

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
  const labels = { address: t('address'), role: t('role'), access: t('access') }
  const tokyo = offices(locale, 'tokyo')
  const fukuoka = offices(locale, 'fukuoka')
  const overseas = offices(locale, 'overseas')

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="companyOffices" />
      <div className="container">
        <OfficesMap offices={[...tokyo, ...fukuoka, ...overseas]} locale={locale} areaName={t('fukuokaTitle')} areaHref="#fukuoka-area" />
      </div>
      {/* Section ids name the area; each office card has its own id (#tokyo, #fukuoka, #shanghai…): ids stay unique. */}
      <Section id="tokyo-area" title={t('tokyoTitle')} lead={t('tokyoLead')}>
        <OfficeList items={tokyo} labels={labels} />
      </Section>
      <Section id="fukuoka-area" title={t('fukuokaTitle')} lead={t('fukuokaLead')} tone="alt">
        <OfficeList items={fukuoka} labels={labels} />
      </Section>
      <Section id="overseas" title={t('overseasTitle')} lead={t('overseasLead')}>
        <OfficeList items={overseas} labels={labels} />
      </Section>
    </>
  )
}
