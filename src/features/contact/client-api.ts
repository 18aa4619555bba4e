/** The browser's side of /api/contact/. */
import { MIN_FILL_MS } from './constants'
import type { ContactDraft } from './draft-storage'
import type { Locale } from '@/i18n/locales'

export const CONTACT_ENDPOINT = '/api/contact/'

/** Where a draft goes: the contact form's endpoint, or the CMS forms' (`/api/forms/`, with the form's id). */
export type SubmitTarget = { endpoint: string; form?: number }
const CONTACT_TARGET: SubmitTarget = { endpoint: CONTACT_ENDPOINT }

export async function fetchFormToken(target: SubmitTarget = CONTACT_TARGET): Promise<{ token: string; receivedAt: number } | undefined> {
  try {
    const res = await fetch(target.endpoint, { cache: 'no-store' })
    if (!res.ok) return undefined
    const body = (await res.json()) as { token?: string }
    return body.token ? { token: body.token, receivedAt: Date.now() } : undefined
  } catch {
    return undefined
  }
}

export type SubmitOutcome =
  | { kind: 'stored' }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'rejected'; code: string; fields?: Record<string, string> }
  | { kind: 'serverError' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function post(draft: Pick<ContactDraft, 'token' | 'draftId' | 'website'> & { values: unknown }, locale: Locale, target: SubmitTarget) {
  const res = await fetch(target.endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      locale,
      ...(target.form === undefined ? {} : { form: target.form }),
      values: draft.values,
      token: draft.token,
      idempotencyKey: draft.draftId,
      website: draft.website ?? '',
    }),
  })
  let body: { ok?: boolean; code?: string; waitMs?: number; retryAfterSeconds?: number; fields?: Record<string, string> } = {}
  try {
    body = await res.json()
  } catch {
    // A proxy's HTML error page, for instance: judged by the status alone.
  }
  return { status: res.status, body }
}

/**
 * Sends the draft. A person is never slower than the minimum fill time allows, but a quick one may
 * be: then we simply wait the rest before sending. An expired token is renewed once.
 */
export async function submitDraft<D extends Pick<ContactDraft, 'token' | 'tokenReceivedAt' | 'draftId' | 'website'> & { values: unknown }>(
  draft: D,
  locale: Locale,
  target: SubmitTarget = CONTACT_TARGET,
): Promise<SubmitOutcome> {
  let current = draft
  try {
    if (!current.token) {
      const fresh = await fetchFormToken(target)
      if (fresh) current = { ...current, token: fresh.token, tokenReceivedAt: fresh.receivedAt }
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const elapsed = Date.now() - (current.tokenReceivedAt ?? 0)
      if (elapsed < MIN_FILL_MS) await sleep(MIN_FILL_MS - elapsed + 250)
      const { status, body } = await post(current, locale, target)
      if (status >= 200 && status < 300 && body.ok) return { kind: 'stored' }
      if (status === 429) return { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((body.retryAfterSeconds ?? 600) / 60)) }
      if (status >= 500 || !body.code) return { kind: 'serverError' }
      if (body.code === 'tooFast') {
        await sleep((body.waitMs ?? MIN_FILL_MS) + 250)
        continue
      }
      // Expired, or already used by an enquiry sent earlier from this tab: a fresh one carries this one.
      if (body.code === 'formToken' || body.code === 'formTokenUsed') {
        const fresh = await fetchFormToken(target)
        if (!fresh) return { kind: 'serverError' }
        current = { ...current, token: fresh.token, tokenReceivedAt: fresh.receivedAt }
        continue
      }
      return { kind: 'rejected', code: body.code, fields: body.fields }
    }
    return { kind: 'serverError' }
  } catch {
    // Network failure: the server could not be reached.
    return { kind: 'serverError' }
  }
}
