'use client'

import { usePathname } from 'next/navigation'
import { type MouseEvent, useSyncExternalStore } from 'react'

import { rememberLocale } from '@/i18n/locale-cookie'
import { LOCALE_ISO, LOCALE_LABEL, LOCALES, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocalePrefix } from '@/i18n/strategy'
import { i18nStrategy } from '@/lib/env.public'

/** Before hydration (and without JavaScript) the page's languages are not known here: the links ask the server. */
const UNKNOWN = '?'
/** The server's answer for a switch whose page may not exist in that language (features/navigation/server/switch-language.ts). */
const SWITCH_LANGUAGE_PATH = '/api/switch-language/'

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
 * Links to the current page in each language; to the nearest page that exists in a language the page is not in. A click saves the choice in the i18n_redirected cookie
 * and loads the other language's URL (keeping the query string), so a later visit to the root is not
 * redirected by browser-language detection. Without JavaScript (and before hydration) the links ask the server's
 * /api/switch-language/, which answers with this page in that language or its nearest published page, never a 404.
 */
export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname() ?? '/'
  const { path } = splitLocalePrefix(pathname)
  const known = useSyncExternalStore(watchHead, missingLocales, () => UNKNOWN)
  const missing = known.split(' ')
  /**
   * Where a language's link goes: this page in that language when it exists there; otherwise, and before the page's
   * languages are read (without JavaScript), the server's switch, which finds the nearest page that does.
   */
  const hrefOf = (locale: Locale) => {
    if (locale === current || (known !== UNKNOWN && !missing.includes(locale))) return localizedPath(locale, path, i18nStrategy)
    return `${SWITCH_LANGUAGE_PATH}?${new URLSearchParams({ to: locale, path })}`
  }

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    rememberLocale(locale)
    const target = new URL(event.currentTarget.href)
    if (target.pathname === SWITCH_LANGUAGE_PATH) {
      // The page is not in that language (or not known yet): the server finds the nearest one that is.
      window.location.assign(target.href)
      return
    }
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
              href={hrefOf(locale)}
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
