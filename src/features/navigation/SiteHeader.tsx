import { getTranslations } from 'next-intl/server'

import { BrandLogo } from '@/components/ui/BrandLogo'
import { Icon } from '@/components/ui/Icon'
import { SearchBox } from '@/features/search/SearchBox'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { LanguageSwitcher } from './LanguageSwitcher.client'
import { MobileMenu } from './MobileMenu.client'
import { NavLink } from './NavLink.client'
import { HEADER_NAV, routeByKey, type SiteLayout } from '@/lib/site-routes'
import './site-header.css'

export async function SiteHeader({ locale, variant }: { locale: Locale; variant: SiteLayout }) {
  const t = await getTranslations({ locale, namespace: 'layout' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const search = await getTranslations({ locale, namespace: 'search' })
  const items = HEADER_NAV.map((key) => ({ href: routeByKey(key).path, label: pages(`${key}.nav`) }))

  const navList = (className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href}>{item.label}</NavLink>
        </li>
      ))}
    </ul>
  )

  return (
    <header className={`site-header site-header--${variant}`}>
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          <BrandLogo lockup={locale === 'en' ? 'en' : 'ja'} name={t('brand')} />
        </Link>
        <nav className="site-header__nav" aria-label={t('mainNav')}>
          {navList('site-header__list')}
        </nav>
        <div className="site-header__actions">
          <Link href="/search/" className="site-header__search" title={search('label')}>
            <Icon name="search" size={22} />
            <span className="visually-hidden">{search('label')}</span>
          </Link>
          <LanguageSwitcher current={locale} label={t('language')} />
          <Link href="/contact/" className="button button--small site-header__cta">
            {pages('contact.nav')}
          </Link>
          <MobileMenu openLabel={t('menuOpen')} closeLabel={t('menuClose')}>
            <SearchBox locale={locale} id="mobile-menu-q" compact />
            <nav aria-label={t('mainNav')}>
              {navList('mobile-menu__list')}
              <Link href="/contact/" className="button mobile-menu__cta">
                {pages('contact.nav')}
              </Link>
            </nav>
            <LanguageSwitcher current={locale} label={t('language')} />
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
