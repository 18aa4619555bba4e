import type { ReactNode } from 'react'

import { Icon } from './Icon'

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  lang,
  hint,
  children,
}: {
  href: string
  newTabLabel: string
  className?: string
  lang?: string
  /** A second line in the page's own language, e.g. what a label in another language means. */
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {hint ? (
        <span className="external-link__text">
          <span lang={lang}>{children}</span>
          <span className="external-link__hint">{hint}</span>
        </span>
      ) : (
        <span lang={lang}>{children}</span>
      )}
      <Icon name="external" size={18} />
      <span className="visually-hidden"> ({newTabLabel})</span>
    </a>
  )
}
