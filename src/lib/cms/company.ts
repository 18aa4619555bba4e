import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS, cmsRevalidateSeconds } from './cache-tags'
import { toLeader, toOffice } from './company-mappers'
import { getPayloadClient } from './payload'
import type { Leader, Office, OfficeRegion } from './types'

/** Published offices in page order. Expired by the `offices` tag when an editor publishes one. */
export function getOffices(locale: Locale): Promise<Office[]> {
  return unstable_cache(
    async (): Promise<Office[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({ collection: 'offices', locale, where: { _status: { equals: 'published' } }, sort: ['sortOrder', 'createdAt'], depth: 0, limit: 200, overrideAccess: false })
      return docs.flatMap((doc) => toOffice(doc) ?? [])
    },
    ['offices', locale],
    { tags: [CACHE_TAGS.offices], revalidate: cmsRevalidateSeconds() },
  )()
}

export function officesIn(all: Office[], region: OfficeRegion): Office[] {
  return all.filter((office) => office.region === region)
}

/** Published leaders in page order (portraits are media: a replaced picture expires them too). */
export function getLeaders(locale: Locale): Promise<Leader[]> {
  return unstable_cache(
    async (): Promise<Leader[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({ collection: 'leaders', locale, where: { _status: { equals: 'published' } }, sort: ['sortOrder', 'createdAt'], depth: 1, limit: 100, overrideAccess: false })
      return docs.flatMap((doc) => toLeader(doc) ?? [])
    },
    ['leaders', locale],
    { tags: [CACHE_TAGS.leaders, CACHE_TAGS.media], revalidate: cmsRevalidateSeconds() },
  )()
}
