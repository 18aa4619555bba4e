/**
 * Staff accounts that resist attack (issue 41 §3), added to the `users` collection as a plugin so the CMS core's
 * Users.ts stays as it is:
 * - Payload's per-account lockout off (maxLoginAttempts 0): throttling is per client address instead
 *   (features/staff-auth/login-throttle.ts, run by the API route), so nobody can lock a named colleague out;
 * - the second factor: once an account has enrolled, a password sign-in over REST succeeds only with a current TOTP
 *   code (`totp`) or an unused recovery code (`recoveryCode`) in the same request: Payload signs no token and
 *   records no session before the `beforeLogin` hook below has accepted one (GraphQL is off in this project, and the
 *   local API is server code, not a way in from outside);
 * - enrolment endpoints (/api/users/totp/...), the admin's sign-in screen with a code field, and the enrolment
 *   panel on the account page;
 * - colleagues' session lists and sign-in bookkeeping never leave the server (only the account's own).
 */
import { APIError, type CollectionAfterReadHook, type CollectionBeforeLoginHook, type Config, type Endpoint, type Field, type PayloadRequest } from 'payload'

import { env } from '../../../lib/env'
import { roleOf } from '../../../payload/access'
import {
  acceptTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUri,
  sealSecret,
  spendRecoveryCode,
} from '../second-factor'
import { qrCodeDataUrl } from '../qr-code'
import { secondFactorRequired } from '../policy'

/** A sign-in whose password was right but whose second factor is missing or wrong. */
export class SecondFactorRequired extends APIError {
  constructor() {
    super('Enter the code from your authenticator app, or a recovery code.', 401, { secondFactor: 'required' }, true)
  }
}

type StaffUser = {
  id: number | string
  email?: string
  role?: string | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  totpLastStep?: number | null
  totpRecoveryCodes?: unknown
  totpEnabledAt?: string | null
  _sid?: string
}

const noOne = () => false
const serverOnly = { read: noOne, create: noOne, update: noOne }

const SECOND_FACTOR_FIELDS: Field[] = [
  { name: 'totpSecret', type: 'text', hidden: true, access: serverOnly },
  { name: 'totpPendingSecret', type: 'text', hidden: true, access: serverOnly },
  { name: 'totpLastStep', type: 'number', hidden: true, access: serverOnly },
  { name: 'totpRecoveryCodes', type: 'json', hidden: true, access: serverOnly },
  { name: 'totpEnabledAt', type: 'date', hidden: true, access: serverOnly },
  {
    name: 'secondFactorPanel',
    type: 'ui',
    admin: { components: { Field: '/features/staff-auth/admin/SecondFactorPanel.client#SecondFactorPanel' } },
  },
]

const secret = () => env().PAYLOAD_SECRET

function codes(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function requestData(req: PayloadRequest): { totp?: unknown; recoveryCode?: unknown } {
  return (req.data ?? {}) as { totp?: unknown; recoveryCode?: unknown }
}

export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = user as StaffUser
  if (!account.totpSecret || req.payloadAPI === 'local') return user
  const plain = openSecret(account.totpSecret, secret())
  const data = requestData(req)
  if (plain && typeof data.totp === 'string' && data.totp) {
    const step = acceptTotp(plain, data.totp, account.totpLastStep)
    if (step !== null) {
      await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { totpLastStep: step }, req })
      return user
    }
  }
  if (typeof data.recoveryCode === 'string' && data.recoveryCode) {
    // Sign-ins of one account take turns (payload/hooks/serializeLogins.ts), so a code cannot be spent twice at once.
    const left = spendRecoveryCode(codes(account.totpRecoveryCodes), data.recoveryCode, secret())
    if (left) {
      await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { totpRecoveryCodes: left }, req })
      req.payload.logger.info({ event: 'staff.recoveryCodeUsed', user: account.id, left: left.length }, 'a recovery code was used to sign in')
      return user
    }
  }
  throw new SecondFactorRequired()
}

/** Colleagues see each other's names, roles and addresses; a session list only its own account. */
export const hideColleaguesSessions: CollectionAfterReadHook = ({ doc, req }) => {
  const reader = req.user as StaffUser | null | undefined
  if (!reader || String(reader.id) === String((doc as StaffUser).id)) return doc
  const copy = { ...doc } as Record<string, unknown>
  for (const key of ['sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'resetPasswordExpiration', 'hash', 'salt', 'apiKey', 'apiKeyIndex']) delete copy[key]
  return copy
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })
}

async function signedInAccount(req: PayloadRequest): Promise<StaffUser | null> {
  if (!req.user || req.user.collection !== 'users') return null
  const found = await req.payload.db.findOne({ collection: 'users', where: { id: { equals: req.user.id } }, req })
  return (found as StaffUser | null) ?? null
}

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = req.json ? await req.json() : {}
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function status(account: StaffUser) {
  return {
    enabled: Boolean(account.totpSecret),
    enabledAt: account.totpEnabledAt ?? null,
    recoveryCodesLeft: codes(account.totpRecoveryCodes).length,
    required: secondFactorRequired(roleOf(account)),
  }
}

const unauthorized = () => json({ errors: [{ message: 'Sign in first.' }] }, 401)

const ENDPOINTS: Endpoint[] = [
  {
    path: '/totp/status',
    method: 'get',
    handler: async (req) => {
      const account = await signedInAccount(req)
      return account ? json(status(account)) : unauthorized()
    },
  },
  {
    // A new secret to scan; it counts only once a code from it is confirmed.
    path: '/totp/setup',
    method: 'post',
    handler: async (req) => {
      const account = await signedInAccount(req)
      if (!account) return unauthorized()
      if (account.totpSecret) return json({ errors: [{ message: 'Two-step verification is already on.' }] }, 409)
      const plain = newTotpSecret()
      await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { totpPendingSecret: sealSecret(plain, secret()) }, req })
      const uri = otpauthUri(plain, account.email ?? String(account.id))
      return json({ secret: plain, uri, qr: await qrCodeDataUrl(uri) })
    },
  },
  {
    // The first code from the app turns the factor on and hands out the recovery codes, once.
    path: '/totp/confirm',
    method: 'post',
    handler: async (req) => {
      const account = await signedInAccount(req)
      if (!account) return unauthorized()
      const pending = account.totpPendingSecret ? openSecret(account.totpPendingSecret, secret()) : null
      if (!pending) return json({ errors: [{ message: 'Start the set-up first.' }] }, 409)
      const { code } = await bodyOf(req)
      const step = typeof code === 'string' ? acceptTotp(pending, code, null) : null
      if (step === null) return json({ errors: [{ message: 'That code is not right. Check the time on your phone and try the current code.' }] }, 400)
      const recoveryCodes = newRecoveryCodes()
      await req.payload.db.updateOne({
        collection: 'users',
        id: account.id,
        data: {
          totpSecret: account.totpPendingSecret,
          totpPendingSecret: null,
          totpLastStep: step,
          totpEnabledAt: new Date().toISOString(),
          totpRecoveryCodes: recoveryCodes.map((c) => hashRecoveryCode(c, secret())),
        },
        req,
      })
      req.payload.logger.info({ event: 'staff.secondFactorOn', user: account.id }, 'two-step verification turned on')
      return json({ enabled: true, recoveryCodes })
    },
  },
  {
    // Off again (editors and support staff only; admins must keep it), with a current code as proof.
    path: '/totp/disable',
    method: 'post',
    handler: async (req) => {
      const account = await signedInAccount(req)
      if (!account) return unauthorized()
      if (secondFactorRequired(roleOf(account))) return json({ errors: [{ message: 'Administrators must keep two-step verification on.' }] }, 403)
      const plain = account.totpSecret ? openSecret(account.totpSecret, secret()) : null
      const { code } = await bodyOf(req)
      if (!plain || typeof code !== 'string' || acceptTotp(plain, code, account.totpLastStep) === null) {
        return json({ errors: [{ message: 'That code is not right.' }] }, 400)
      }
      await req.payload.db.updateOne({
        collection: 'users',
        id: account.id,
        data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnabledAt: null, totpRecoveryCodes: null },
        req,
      })
      return json({ enabled: false })
    },
  },
]

export function staffAuthPlugin() {
  return (config: Config): Config => ({
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        // Payload's sign-in screen with a second step for the code (the built-in form sends only e-mail and password).
        views: { ...config.admin?.components?.views, login: { Component: '/features/staff-auth/admin/SecondFactorLogin#SecondFactorLogin' } },
      },
    },
    collections: (config.collections ?? []).map((collection) => {
      if (collection.slug !== 'users') return collection
      const auth = typeof collection.auth === 'object' ? collection.auth : {}
      return {
        ...collection,
        auth: { ...auth, maxLoginAttempts: 0 },
        fields: [...collection.fields, ...SECOND_FACTOR_FIELDS],
        endpoints: [...(Array.isArray(collection.endpoints) ? collection.endpoints : []), ...ENDPOINTS],
        hooks: {
          ...collection.hooks,
          beforeLogin: [...(collection.hooks?.beforeLogin ?? []), requireSecondFactor],
          afterRead: [...(collection.hooks?.afterRead ?? []), hideColleaguesSessions],
        },
      }
    }),
  })
}
