import { getTranslations } from 'next-intl/server'

import { Phrases } from '@/components/ui/Phrases'
import type { Locale } from '@/i18n/locales'
import type { CampaignSummary } from '@/lib/cms/types'

import { CampaignCard } from './CampaignCard'
import styles from './campaigns.module.css'

/** The campaign list: the ones running now first, then the ones that have ended. */
export async function CampaignListView({ current, past, locale }: { current: CampaignSummary[]; past: CampaignSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'campaigns' })
  const groups = [
    { id: 'current', heading: t('currentHeading'), empty: t('emptyCurrent'), items: current },
    { id: 'past', heading: t('pastHeading'), empty: t('emptyPast'), items: past },
  ]
  // The top card (the first of the first group that has any) is on a phone's first screen: its picture is
  // the page's largest, so it is fetched with the page instead of lazily.
  const first = groups.find((group) => group.items.length > 0)?.items[0]
  return (
    <div className={`container ${styles.list}`}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`campaigns-${group.id}`}>
          <h2 id={`campaigns-${group.id}`} className={styles.groupHeading}>
            <Phrases text={group.heading} />
          </h2>
          {group.items.length === 0 ? (
            <p className={styles.empty}>{group.empty}</p>
          ) : (
            <div className={styles.grid}>
              {group.items.map((campaign) => (
                <CampaignCard key={campaign.slug} campaign={campaign} locale={locale} preload={campaign === first} />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  )
}
