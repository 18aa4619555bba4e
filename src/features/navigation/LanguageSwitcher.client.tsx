'use client'

import { usePathname } from 'next/navigation'
import { type MouseEvent, useSyncExternalStore } from 'react'

import { rememberLocale } from '@/i18n/locale-cookie'
import { LOCALE_ISO, LOCALE_LABEL, LOCALES, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocalePrefix } from '@/i18n/strategy'
import { i18nStrategy } from '@/lib/env.public'

/**
 * The languages the current page does not exist in, read from its hreflang alternates in the head (a CMS
 * document published in some languages only lists only those; lib/seo.ts). A page without alternates (the 404
 * page) is taken to exist everywhere. Kept current by watching the head, which changes on client navigation.
 */
function missingLocales(): string {
  const tags = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang')).filter((tag) => tag && tag !== 'x-default')
  if (tags.length === 0) return ''
  return LOCALES.filter((locale) => !tags.includes(locale) && !tags.includes(LOCALE_ISO[locale])).join(' ')
}

function watchHead(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.head, { childList: true, subtree: true, attributes: true })
  return () => observer.disconnect()
}

/**
 * Links to the current page in each language; to a language's home when the page does not exist in it. A click saves the choice in the i18n_redirected cookie
 * and loads the other language's URL (keeping the query string), so a later visit to the root is not
 * redirected by browser-language detection. Without JavaScript the links still work.
 */
export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname() ?? '/'
  const { path } = splitLocalePrefix(pathname)
  const missing = useSyncExternalStore(watchHead, missingLocales, () => '').split(' ')

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    rememberLocale(locale)
    const target = new URL(event.currentTarget.href)
    // The query and fragment belong to this page; a language's home (the page is not in that language) takes neither.
    const samePage = splitLocalePrefix(target.pathname).path === path
    window.location.assign(target.pathname + (samePage ? window.location.search + window.location.hash : ''))
  }

  return (
    <nav className="lang-switch" aria-label={label}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, locale !== current && missing.includes(locale) ? '/' : path, i18nStrategy)}
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
