import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { linkTarget } from './link-target'

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/**
 * A link to an internal path ('/company/'), written in the page's language ('/en/company/' in English);
 * external, hash and mailto links pass through unchanged. A server component that renders a plain `<a>`:
 * a page's dozens of links cost no script and no hydration. One listener for the whole document
 * (LinkNavigation.client.tsx, placed by the locale layout) makes their clicks client navigations with the
 * progress bar and page transition, and prefetches on intent (pointer resting, touch, focus; never on 2G,
 * with data saver on, or offline: requirements §2).
 *
 * Client components use `ClientLink` (same output), since this one reads the locale on the server.
 */
export function Link({ href, ...rest }: LinkProps) {
  const locale = useLocale()
  return <a {...rest} {...linkTarget(locale, href)} />
}
