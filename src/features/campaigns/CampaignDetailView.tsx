import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CampaignDetail } from '@/lib/cms/types'

import { CampaignDetailContent } from './CampaignDetailContent'

/** One campaign (CampaignDetailContent) in the page's locale. */
export async function CampaignDetailView({ campaign, locale }: { campaign: CampaignDetail; locale: Locale }) {
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'campaigns' })])
  return <CampaignDetailContent campaign={campaign} t={t} format={format} />
}
