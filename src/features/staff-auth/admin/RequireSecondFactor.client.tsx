'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'

/**
 * For a role that must have two-step verification (STAFF_SECOND_FACTOR_ROLES, default admin): until the signed-in
 * account has enrolled, every admin screen leads to the account page, where the enrolment panel is.
 */
export function RequireSecondFactor({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const pathname = usePathname()
  const [mustEnrol, setMustEnrol] = useState(false)
  const account = `${config.routes.admin}/account`

  useEffect(() => {
    if (!user) return
    let stop = false
    void fetch(`${config.routes.api}/users/totp/status`, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : null))
      .then((status: { enabled: boolean; required: boolean } | null) => {
        if (!stop) setMustEnrol(Boolean(status && status.required && !status.enabled))
      })
      .catch(() => undefined)
    return () => {
      stop = true
    }
  }, [user, pathname, config.routes.api])

  useEffect(() => {
    // The site's URLs end in a slash (/admin/account/): compared without it, or the account page reloads itself forever.
    const here = pathname.replace(/\/+$/, '')
    if (mustEnrol && here !== account && !here.startsWith(`${config.routes.admin}/logout`)) window.location.replace(`${account}/`)
  }, [mustEnrol, pathname, account, config.routes.admin])

  return <>{children}</>
}
