import type { ReactNode } from 'react'

import { RecruitSubNav } from '@/features/navigation/RecruitSubNav'
import { SiteShell } from '@/features/navigation/SiteShell'
import { resolveLocale } from '@/i18n/params'

/** The recruit layout: the recruiting section's own sub-navigation under the header. */
export default async function RecruitLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <SiteShell locale={locale} variant="recruit" subNav={<RecruitSubNav locale={locale} />}>
      {children}
    </SiteShell>
  )
}
