import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Office } from '@/lib/cms/types'

import { OfficesMapContent } from './OfficesMapContent'

/** The offices map (OfficesMapContent) in the page's locale, rendered on the server. */
export async function OfficesMap(props: { offices: Office[]; locale: Locale; areaName: string; areaHref: string }) {
  return <OfficesMapContent {...props} t={await getTranslations({ locale: props.locale, namespace: 'officesPage' })} />
}
