import type { Metadata } from 'next'

import { CampaignListView } from '@/features/campaigns/CampaignListView'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getCampaignLists } from '@/lib/cms/campaigns'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'campaign', '/campaign/')
}

/** Statically generated; revalidated by the CMS hooks (tag `campaigns`) and every 30 s at most. */
export default async function CampaignPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const { current, past } = await getCampaignLists(locale)
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="campaign" />
      <CampaignListView current={current} past={past} locale={locale} />
    </>
  )
}
