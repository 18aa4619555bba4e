import type { ReactNode } from 'react'

import { SiteShell } from '@/features/navigation/SiteShell'
import { resolveLocale } from '@/i18n/params'

/** The default layout: header, main content, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <SiteShell locale={locale} variant="default">
      {children}
    </SiteShell>
  )
}
