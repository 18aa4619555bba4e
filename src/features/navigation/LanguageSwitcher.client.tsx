'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'

import { rememberLocale } from '@/i18n/locale-cookie'
import { LOCALE_ISO, LOCALE_LABEL, LOCALES, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocalePrefix } from '@/i18n/strategy'
import { i18nStrategy } from '@/lib/env.public'

/**
 * Links to the current page in each language. A click saves the choice in the i18n_redirected cookie
 * and loads the other language's URL (keeping the query string), so a later visit to the root is not
 * redirected by browser-language detection. Without JavaScript the links still work.
 */
export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname() ?? '/'
  const { path } = splitLocalePrefix(pathname)

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    rememberLocale(locale)
    const target = new URL(event.currentTarget.href)
    window.location.assign(target.pathname + window.location.search + window.location.hash)
  }

  return (
    <nav className="lang-switch" aria-label={label}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, path, i18nStrategy)}
              hrefLang={LOCALE_ISO[locale]}
              lang={LOCALE_ISO[locale]}
              aria-current={locale === current ? 'true' : undefined}
              data-locale={locale}
              onClick={(event) => choose(event, locale)}
            >
              {LOCALE_LABEL[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
