import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'


import { InfoTable } from '@/components/sections/InfoTable'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { Phrases } from '@/components/ui/Phrases'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getCompanyFacts, getEmployeeCounts } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'companyInfo', '/company/Info/')
}

export default async function CompanyInfoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'companyInfoPage' })
  const companies = await getCompanyFacts(locale)
  const { group, parent, subsidiary, asOf } = await getEmployeeCounts(locale)

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="companyInfo" />
      <Section narrow>
        {companies.map((company) => (
          <InfoTable
            key={company.id}
            caption={company.name}
            rows={company.rows.map((row) => ({
              label: row.label,
              value: Array.isArray(row.value) ? (
                <ul>
                  {row.value.map((v) => (
                    <li key={v}><Phrases text={v} fit={false} /></li>
                  ))}
                </ul>
              ) : (
                row.value
              ),
            }))}
          />
        ))}
      </Section>
      <Section id="employees" title={t('groupTitle')} tone="alt" narrow>
        <StatGrid
          items={[
            {
              label: t('groupLabel'),
              value: t('groupValue', { total: group }),
              note: t('withAsOf', { note: t('groupBreakdown', { parentName: companies[0]?.name ?? '', parent, subsidiaryName: companies[1]?.name ?? '', subsidiary }), asOf }),
            },
          ]}
        />
      </Section>
    </>
  )
}
