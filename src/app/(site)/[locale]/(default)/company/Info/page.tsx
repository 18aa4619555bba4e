import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InfoTable } from '@/components/sections/InfoTable'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { FIGURES } from '@/content/figures'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getCompanyFacts } from '@/lib/cms/content'
import { INFO_ROW_LABELS } from '@/lib/cms/content-mappers'
import type { CompanyFacts } from '@/lib/cms/types'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'companyInfo', '/company/Info/')
}

/** The group's head count from the profile's employee rows ("119名", "119"); SPEC's figures when they do not read as numbers. */
function employeeCounts(companies: CompanyFacts[]): { group: number; parent: number; subsidiary: number } {
  const count = (c: CompanyFacts | undefined) => {
    const value = c?.rows.find((r) => r.label === INFO_ROW_LABELS.employees.ja || r.label === INFO_ROW_LABELS.employees.en)?.value
    const digits = typeof value === 'string' ? /\d[\d,]*/.exec(value)?.[0] : undefined
    return digits ? Number(digits.replaceAll(',', '')) : null
  }
  const [parent, subsidiary] = [count(companies[0]), count(companies[1])]
  if (parent === null || subsidiary === null) return FIGURES.employees
  return { group: parent + subsidiary, parent, subsidiary }
}

export default async function CompanyInfoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'companyInfoPage' })
  const companies = await getCompanyFacts(locale)
  const { group, parent, subsidiary } = employeeCounts(companies)

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
                    <li key={v}>{v}</li>
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
              label: t('groupTitle'),
              value: t('groupValue', { total: group }),
              note: `${t('groupBreakdown', { parentName: companies[0]?.name ?? '', parent, subsidiaryName: companies[1]?.name ?? '', subsidiary })} (${t('asOf')})`,
            },
          ]}
        />
      </Section>
    </>
  )
}
