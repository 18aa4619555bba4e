'use client'

import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { i18nStrategy } from '@/lib/env.public'

import { isLocale } from './locales'
import { localizedPath } from './strategy'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/**
 * A link to an internal path ('/company/'), written in the current language's URL form
 * ('/en/company/' in English). External, hash and mailto links pass through unchanged.
 */
export function Link({ href, ...rest }: Props) {
  const locale = useLocale()
  const internal = href.startsWith('/') && !href.startsWith('//')
  const target = internal && isLocale(locale) ? localizedPath(locale, href, i18nStrategy) : href
  return <NextLink href={target} {...rest} />
}
