import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import { NavLink } from './NavLink.client'
import { routeByKey, type SiteRouteKey } from '@/lib/site-routes'

const RECRUIT_PAGES: SiteRouteKey[] = ['recruit', 'recruitMessage', 'recruitCulture', 'recruitInterview', 'recruitOccupation']

export async function RecruitSubNav({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'layout' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  return (
    <nav className="sub-nav" aria-label={t('recruitNav')}>
      <ul className="sub-nav__list container">
        {RECRUIT_PAGES.map((key) => (
          <li key={key}>
            <NavLink href={routeByKey(key).path}>{pages(`${key}.nav`)}</NavLink>
          </li>
        ))}
        <li>
          <a href={env().CAREERS_URL} rel="noopener" target="_blank" className="sub-nav__external">
            {/* A phone shows the short label, so the list takes two rows, not three (issue 44). */}
            <span className="sub-nav__wide">{t('careers')}</span>
            <span className="sub-nav__narrow">{t('careersShort')}</span>
            <span className="visually-hidden"> ({t('opensInNewTab')})</span>
          </a>
        </li>
      </ul>
    </nav>
  )
}
