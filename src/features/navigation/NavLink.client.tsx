'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink.client'
import { splitLocalePrefix } from '@/i18n/strategy'

/** A navigation link that marks itself as the current page or section (aria-current). */
export function NavLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { path } = splitLocalePrefix(usePathname() ?? '/')
  const current = path === href ? 'page' : href !== '/' && path.startsWith(href) ? 'true' : undefined
  return (
    <Link href={href} className={className} aria-current={current}>
      {children}
    </Link>
  )
}
