import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { OfficeList } from '@/features/company/OfficeList'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { OfficesMap } from '@/features/offices-map/OfficesMap'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getOffices, officesIn } from '@/lib/cms/company'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'companyOffices', '/company/Japan-Offices/')
}

export default async function JapanOfficesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'officesPage' })
  const labels = { address: t('address'), role: t('role'), access: t('access') }
  const all = await getOffices(locale)
  const tokyo = officesIn(all, 'tokyo')
  const fukuoka = officesIn(all, 'fukuoka')
  const overseas = officesIn(all, 'overseas')

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
