import type { ReactNode } from 'react'

import { Icon } from './Icon'

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  lang,
  children,
}: {
  href: string
  newTabLabel: string
  className?: string
  lang?: string
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <span lang={lang}>{children}</span>
      <Icon name="external" size={18} />
      <span className="visually-hidden"> ({newTabLabel})</span>
    </a>
  )
}
