import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { getSafeRedirect } from 'payload/shared'

import { AdminLogo } from '@/payload/admin/AdminBrand'

import { SecondFactorLoginForm } from './SecondFactorLoginForm.client'

/**
 * The admin's sign-in screen (replaces Payload's `login` view): e-mail and password, then, for an account with
 * two-step verification, the code from the authenticator app or a recovery code, in one REST sign-in
 * (features/staff-auth/cms/staff-auth-plugin.ts). Payload's own form cannot send a third field.
 */
export function SecondFactorLogin({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const api = req.payload.config.routes.api
  const target = getSafeRedirect({ fallbackTo: admin, redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '' })
  if (req.user) redirect(target)
  const forgot = `${admin}${req.payload.config.admin.routes.forgot}`
  const language = req.i18n.language === 'en' ? 'en' : 'ja'
  return (
    <>
      {/* The company's mark above the form, where Payload's login view shows its graphics.Logo. */}
      <div className="login__brand">
        <AdminLogo i18n={{ language }} />
      </div>
      <SecondFactorLoginForm language={language} loginUrl={`${api}/users/login`} redirectTo={target} forgotUrl={forgot} />
    </>
  )
}
