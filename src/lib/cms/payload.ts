import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'

import type { Locale } from '@/i18n/locales'

/** The one Payload instance of this process (Payload caches it internally too). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * The one document of a public collection with this slug that `live` lets through (published, in its period),
 * as a visitor may see it (access rules applied), its uploads and relations one level deep; null when there is none.
 */
export async function findLiveBySlug<C extends 'news' | 'campaigns'>(collection: C, locale: Locale, slug: string, live: Where) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, locale, where: { and: [live, { slug: { equals: slug } }] }, limit: 1, depth: 1, overrideAccess: false, pagination: false })
  return docs[0] ?? null
}
