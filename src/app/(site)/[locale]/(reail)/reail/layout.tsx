import type { ReactNode } from 'react'

import { SiteShell } from '@/features/navigation/SiteShell'
import { resolveLocale } from '@/i18n/params'

/** The reail layout: the product page's own header treatment. */
export default async function ReailLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await resolveLocale(params)
  return (
    <SiteShell locale={locale} variant="reail">
      {children}
    </SiteShell>
  )
}
