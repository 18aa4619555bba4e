import type { Metadata } from 'next'

import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitMessage', '/recruit/Message/')
}

export default async function RecruitMessagePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <StaticPageIntro locale={locale} pageKey="recruitMessage" />
}
