import 'server-only'

import { headers } from 'next/headers'
import { getPayload, type SanitizedConfig } from 'payload'

import { adminRouteOpenBeforeEnrolment, mustEnrolFirst, type SignedInStaff } from '../enrolment-status'

/** The admin route an account that must enrol is shown instead of the one it asked for: its account page. */
export const ENROLMENT_SEGMENTS = ['account']

/**
 * Run by the admin's page (src/app/(payload)/admin/[[...segments]]/page.tsx) before Payload renders anything:
 * whether this request comes from a signed-in account that must enrol in two-step verification and has not, on an
 * admin route other than the account page and the sign-in/out screens. The page then renders the account view
 * (the enrolment panel) in place of the asked-for view, so no list, document or dashboard is ever rendered for it —
 * in the HTML of a document request and in the RSC answer of a client-side navigation alike. (A `redirect()` here
 * would not do: Next has already begun streaming the admin's shell with status 200 by then, so it arrives as a
 * script instruction, and with scripts off the page stays blank.)
 */
export async function mustEnrolHere(config: SanitizedConfig | Promise<SanitizedConfig>, segments: readonly string[] | undefined): Promise<boolean> {
  if (adminRouteOpenBeforeEnrolment(segments)) return false
  const requestHeaders = await headers()
  if (!requestHeaders.get('authorization') && !(requestHeaders.get('cookie') ?? '').includes('payload-token')) return false
  const payload = await getPayload({ config })
  let user: SignedInStaff | null = null
  try {
    user = ((await payload.auth({ headers: requestHeaders })).user as SignedInStaff | null) ?? null
  } catch {
    return false
  }
  return Boolean(user) && (await mustEnrolFirst(payload, user as SignedInStaff))
}
