import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { MobileActionBar } from './layouts/MobileActionBar'
import { PageTransitionRoot } from './runtime/PageTransitionRoot'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import type { SiteLayout } from '@/lib/site-routes'

/** Header, a skip link, the page's main landmark and the footer, in one of the three layouts. */
export async function SiteShell({
  locale,
  variant,
  subNav,
  children,
}: {
  locale: Locale
  variant: SiteLayout
  subNav?: ReactNode
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'layout' })
  return (
    <div className={`site site--${variant}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} variant={variant} />
      {subNav}
      <main id="main" className="site-main" tabIndex={-1}>
        <PageTransitionRoot>{children}</PageTransitionRoot>
      </main>
      <SiteFooter locale={locale} />
      {variant === 'default' ? <MobileActionBar locale={locale} /> : null}
    </div>
  )
}
