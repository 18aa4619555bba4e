'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { type ComponentProps, useContext } from 'react'

import { i18nStrategy } from '@/lib/env.public'

import { LocaleContext } from './LocaleContext.client'
import { useNavigationHooks } from './NavigationHooks.client'
import { isLocale } from './locales'
import { localizedPath } from './strategy'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/**
 * A link to an internal path ('/company/'), written in the current language's URL form
 * ('/en/company/' in English). External, hash and mailto links pass through unchanged.
 *
 * Prefetch is on intent: when the pointer rests on the link, a finger touches it or it gets keyboard
 * focus, and never on 2G, with data saver on, or offline (SPEC section 2). Links do not prefetch
 * merely by being in view, so a page downloads nothing for pages the visitor does not head for
 * (a header link to the contact form would otherwise pull the form's code into every page).
 * `prefetch={true}` on a link asks for Next's viewport prefetch there, under the same rule.
 * A click starts the navigation progress bar and the page transition. The prefetch rule and the
 * navigation behaviour come from NavigationHooks (given by features/navigation through the layout).
 */
export function Link({ href, prefetch, onNavigate, replace, scroll, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const locale = useContext(LocaleContext)
  const router = useRouter()
  const { onNavigate: startNavigation, mayPrefetch, viewportPrefetchAllowed } = useNavigationHooks()
  const internal = href.startsWith('/') && !href.startsWith('//')
  const target = internal && isLocale(locale) ? localizedPath(locale, href, i18nStrategy) : href
  const intent = () => {
    if (internal && prefetch !== false && mayPrefetch()) router.prefetch(target)
  }
  return (
    <NextLink
      href={target}
      prefetch={prefetch === true && viewportPrefetchAllowed}
      replace={replace}
      scroll={scroll}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        intent()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        intent()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        intent()
      }}
      onNavigate={(event) => {
        let prevented = false
        onNavigate?.({
          preventDefault: () => {
            prevented = true
            event.preventDefault()
          },
        })
        if (prevented) return
        startNavigation({ href: target, replace, scroll, preventDefault: () => event.preventDefault(), router })
      }}
      {...rest}
    />
  )
}
