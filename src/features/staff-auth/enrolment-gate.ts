/**
 * The API for an account whose role must have a second factor (STAFF_SECOND_FACTOR_ROLES) but which has not
 * enrolled yet (issue 41 §3: "no way around it through the API"). Such an account can sign in with its password,
 * because there is no other way to enrol; until it has confirmed a TOTP code, its session opens only what enrolment
 * needs: who am I, sign out, refresh, the /api/users/totp/... endpoints, its own account and its own admin
 * preferences. Everything else of the REST API (and /api/graphql, which is off in this project anyway) is answered
 * 403 with `secondFactor: "enrolment-required"`, so a token got with the password alone reads no enquiry, changes no
 * page and makes no account. Pure function: the API route (src/app/(payload)/api/[...slug]/route.ts) runs it.
 */

export const ENROLMENT_REQUIRED_MESSAGE = 'Set up two-step verification on your account page first.'

const OWN_SESSION: Record<string, readonly string[]> = {
  me: ['GET', 'HEAD'],
  logout: ['POST'],
  'refresh-token': ['POST'],
}

/** Whether a signed-in, not yet enrolled account of a required role may make this API request. */
export function allowedBeforeEnrolment(method: string, segments: readonly string[], ownId: string | number): boolean {
  const [collection, second, third] = segments
  if (collection === 'users') {
    if (segments.length === 2 && OWN_SESSION[second]?.includes(method)) return true
    // The enrolment endpoints themselves (features/staff-auth/cms/staff-auth-plugin.ts).
    if (second === 'totp' && segments.length === 3 && ['status', 'setup', 'confirm'].includes(third)) return true
    // The account page: its own document (read, and save e.g. a new password), nobody else's.
    if (segments.length === 2 && second === String(ownId) && ['GET', 'HEAD', 'PATCH'].includes(method)) return true
    return false
  }
  // The admin keeps its own UI state (nav, columns) per account; nothing else of anyone's is in there.
  if (collection === 'payload-preferences') return true
  return false
}
