'use client'

import { useContext } from 'react'

import type { LinkProps } from './Link'
import { linkTarget } from './link-target'
import { LocaleContext } from './LocaleContext.client'

/** `Link` for client components: the same `<a>`, with the locale from the layout's context. */
export function ClientLink({ href, ...rest }: LinkProps) {
  const locale = useContext(LocaleContext)
  return <a {...rest} {...linkTarget(locale, href)} />
}
