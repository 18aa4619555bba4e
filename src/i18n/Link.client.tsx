'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { handleLinkNavigation } from '@/features/navigation/runtime/navigation-runtime'
import { usePrefetchAllowed } from '@/features/navigation/runtime/usePrefetchAllowed'
import { i18nStrategy } from '@/lib/env.public'

import { isLocale } from './locales'
import { localizedPath } from './strategy'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/**
 * A link to an internal path ('/company/'), written in the current language's URL form
 * ('/en/company/' in English). External, hash and mailto links pass through unchanged.
 *
 * Prefetch follows SPEC section 2: none on 2G, with data saver on, or offline (and none before
 * hydration, when the connection is not known yet); otherwise Next's own prefetching applies.
 * A click starts the navigation progress bar and the page transition.
 */
export function Link({ href, prefetch, onNavigate, replace, scroll, ...rest }: Props) {
  const locale = useLocale()
  const router = useRouter()
  const prefetchAllowed = usePrefetchAllowed()
  const internal = href.startsWith('/') && !href.startsWith('//')
  const target = internal && isLocale(locale) ? localizedPath(locale, href, i18nStrategy) : href
  return (
    <NextLink
      href={target}
      prefetch={prefetchAllowed ? prefetch : false}
      replace={replace}
      scroll={scroll}
      onNavigate={(event) => {
        let prevented = false
        onNavigate?.({
          preventDefault: () => {
            prevented = true
            event.preventDefault()
          },
        })
        if (prevented) return
        handleLinkNavigation({ href: target, replace, scroll, preventDefault: () => event.preventDefault(), router })
      }}
      {...rest}
    />
  )
}
