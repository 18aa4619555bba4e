import 'server-only'

import type { Locale } from '@/i18n/locales'

import { getPayloadClient } from './payload'
import type { PreviewResult } from './preview'

type LiveCollection = 'leaders' | 'offices' | 'interviews' | 'occupations' | 'legal-pages' | 'news' | 'campaigns' | 'pages' | 'banners'

/**
 * The latest draft of a document for the admin's live-preview frame, for signed-in editors and admins
 * only (Payload's session cookie, checked by Payload). The raw document goes to the preview, which maps
 * it with the site's mappers: the frame merges the editor's unsaved form data into it.
 */
export async function loadLiveDraft(collection: LiveCollection, rawId: unknown, locale: Locale, requestHeaders: Headers): Promise<PreviewResult<Record<string, unknown>>> {
  const id = typeof rawId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(rawId) ? rawId : null
  if (!id) return { kind: 'missing' }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  const role = (user as { role?: unknown } | null)?.role
  if (user?.collection !== 'users' || (role !== 'admin' && role !== 'editor' && role !== 'approver')) return { kind: 'denied' }
  try {
    const doc = await payload.findByID({ collection, id, locale, draft: true, depth: 1, overrideAccess: false, user, disableErrors: true })
    return doc ? { kind: 'ok', value: doc as unknown as Record<string, unknown> } : { kind: 'missing' }
  } catch {
    return { kind: 'missing' }
  }
}

/** The latest draft of a global (company profile, messages, home) for the live-preview frame. */
export async function loadLiveGlobal(slug: 'company-profile' | 'company-messages' | 'home' | 'site-figures', locale: Locale, requestHeaders: Headers): Promise<PreviewResult<Record<string, unknown>>> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  const role = (user as { role?: unknown } | null)?.role
  if (user?.collection !== 'users' || (role !== 'admin' && role !== 'editor' && role !== 'approver')) return { kind: 'denied' }
  const doc = await payload.findGlobal({ slug, locale, draft: true, depth: 1, overrideAccess: false, user })
  return { kind: 'ok', value: doc as unknown as Record<string, unknown> }
}
