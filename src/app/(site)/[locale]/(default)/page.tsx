import type { Metadata } from 'next'

import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { organizationJsonLd } from '@/lib/json-ld'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'home', '/')
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(locale) }} />
      <StaticPageIntro locale={locale} pageKey="home" />
    </>
  )
}
