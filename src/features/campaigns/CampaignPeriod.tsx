import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CampaignSummary } from '@/lib/cms/types'

import { CampaignPeriodContent } from './CampaignDetailContent'

/** "Running" / "Ended" badge and the campaign's dates, in the page's locale. */
export async function CampaignPeriod({ campaign, locale }: { campaign: CampaignSummary; locale: Locale }) {
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'campaigns' })])
  return <CampaignPeriodContent campaign={campaign} t={t} format={format} />
}
