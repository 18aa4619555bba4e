import { env } from '../../lib/env'

/** Whether staff of this role must have a second factor (STAFF_SECOND_FACTOR_ROLES, default: admin). */
export function secondFactorRequired(role: string | null | undefined): boolean {
  return Boolean(role) && env().STAFF_SECOND_FACTOR_ROLES.includes(role as string)
}
