import type { Metadata } from 'next'

import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'camera', '/solution/Camera/')
}

export default async function CameraPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  return <StaticPageIntro locale={locale} pageKey="camera" />
}
