import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/sections/Section'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { SITE_ROUTES } from '@/lib/site-routes'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { Link } from '@/i18n/navigation'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { env } from '@/lib/env'
import { staticPageMetadata } from '@/lib/seo'

import styles from './sitemap.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'sitemap', '/Sitemap/')
}

/** Every listed page of the locale, each top-level page with the pages of its section under it. */
export default async function SitemapPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const t = await getTranslations({ locale, namespace: 'sitemapPage' })
  const s = await getTranslations({ locale, namespace: 'sections' })
  const listed = SITE_ROUTES.filter((route) => route.listed)
  const topLevel = listed.filter((route) => !('section' in route))

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="sitemap" />
      <Section narrow>
        <ul className={styles.tree}>
          {topLevel.map((route) => {
            const children = listed.filter((child) => 'section' in child && child.section === route.path)
            return (
              <li key={route.path} className={styles.top}>
                <Link href={route.path} className={styles.topLink}>
                  {pages(`${route.key}.nav`)}
                </Link>
                {children.length > 0 ? (
                  <ul className={styles.children}>
                    {children.map((child) => (
                      <li key={child.path}>
                        <Link href={child.path}>{pages(`${child.key}.nav`)}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
        <h2 className={styles.externalTitle}>{t('external')}</h2>
        <ul className={styles.children}>
          <li>
            <ExternalLink href={env().CAREERS_URL} newTabLabel={s('opensInNewTab')}>
              {t('careers')}
            </ExternalLink>
          </li>
        </ul>
      </Section>
    </>
  )
}
