import type { ReactNode } from 'react'

import { ContactCta } from '@/components/sections/ContactCta'
import { MediaSplit } from '@/components/sections/MediaSplit'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import type { SectionImage, Stat } from '@/components/sections/types'
import { Tabs } from '@/components/ui/Tabs.client'
import type { Locale } from '@/i18n/locales'
import type { PageKey } from '@/i18n/messages'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'

/**
 * The page of one product (/solution/Ssc/, /solution/Camera/): the route's intro, an overview beside the
 * product's picture (the page's largest paint, so preloaded) with its key figures, the details in tabs, then
 * whatever the product adds (`children`) and the call to contact.
 */
export function ProductPage({
  locale,
  pageKey,
  overview,
  tabs,
  children,
}: {
  locale: Locale
  pageKey: PageKey
  overview: { image: SectionImage; title: string; text: string; stats: Stat[] }
  tabs: { label: string; items: { id: string; label: string; panel: ReactNode }[] }
  children?: ReactNode
}) {
  return (
    <>
      <StaticPageIntro locale={locale} pageKey={pageKey} />
      <Section>
        <MediaSplit image={overview.image} title={overview.title} priority>
          <p>{overview.text}</p>
          <StatGrid items={overview.stats} />
        </MediaSplit>
      </Section>
      <Section tone="alt">
        <Tabs label={tabs.label} tabs={tabs.items.map(({ id, label }) => ({ id, label }))} panels={tabs.items.map(({ panel }) => panel)} />
      </Section>
      {children}
      <ContactCta locale={locale} />
    </>
  )
}
