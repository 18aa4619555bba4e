import 'server-only'

import { unstable_cache } from 'next/cache'

import { localeOfPath, localizedPath } from '@/i18n/strategy'
import { findRule, normalizeFromPath, type RedirectRule, safeTarget } from '../redirects/rules'

import { campaignPath, newsPath } from '../content-routes'
import { landingSitePath } from '../landing-paths'
import { i18nStrategy } from '../env.public'
import { CACHE_TAGS, CMS_REVALIDATE_SECONDS } from './cache-tags'
import { getPayloadClient } from './payload'

type ReferenceDoc = { slug?: string | null; path?: string | null; _status?: string | null }
type RedirectDoc = {
  from?: string | null
  type?: string | null
  to?: { type?: string | null; url?: string | null; reference?: { relationTo?: string; value?: unknown } | null } | null
}

const REFERENCE_PATHS: Record<string, (doc: ReferenceDoc) => string | null> = {
  news: (doc) => (doc.slug ? newsPath(doc.slug) : null),
  campaigns: (doc) => (doc.slug ? campaignPath(doc.slug) : null),
  pages: (doc) => (doc.path ? landingSitePath(doc.path) : null),
}

/** One stored redirect as a rule, or null when its target is gone, unpublished or unsafe. */
export function toRedirectRule(doc: RedirectDoc): RedirectRule | null {
  const from = normalizeFromPath(doc.from)
  if (!from) return null
  const status = doc.type === '302' ? 302 : 301
  if (doc.to?.type === 'custom') {
    const to = safeTarget(doc.to.url)
    return to ? { from, to, status } : null
  }
  const ref = doc.to?.reference
  const target = ref?.value as ReferenceDoc | undefined
  const pathFor = ref?.relationTo ? REFERENCE_PATHS[ref.relationTo] : undefined
  if (!pathFor || !target || typeof target !== 'object' || target._status !== 'published') return null
  const targetPath = pathFor(target)
  if (!targetPath) return null
  // The target page in the language of the old path ("/en/old/" → the English article).
  const locale = localeOfPath(from, i18nStrategy, undefined)
  return { from, to: localizedPath(locale, targetPath, i18nStrategy), status }
}

/** Every redirect as a rule, cached until an editor changes one (tag `redirects`) or a target changes. */
export const getRedirectRules = unstable_cache(
  async (): Promise<RedirectRule[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 1,
      limit: 1000,
      pagination: false,
      // Redirects are admin-only in the API; unpublished targets are left out below.
      overrideAccess: true,
    })
    return docs.flatMap((doc) => {
      const rule = toRedirectRule(doc as RedirectDoc)
      return rule ? [rule] : []
    })
  },
  ['redirect-rules'],
  { tags: [CACHE_TAGS.redirects, CACHE_TAGS.news, CACHE_TAGS.campaigns, CACHE_TAGS.pages], revalidate: CMS_REVALIDATE_SECONDS },
)

export async function findRedirectRule(pathname: string): Promise<RedirectRule | undefined> {
  return findRule(await getRedirectRules(), pathname)
}
