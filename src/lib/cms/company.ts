import 'server-only'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from './cache-tags'
import { cached } from './cached'
import { toLeader, toOffice } from './company-mappers'
import { getPayloadClient } from './payload'
import { localeLiveWhere } from './query'
import type { Leader, Office, OfficeRegion } from './types'

/** Published offices in page order. Expired by the `offices` tag when an editor publishes one. */
export function getOffices(locale: Locale): Promise<Office[]> {
  return cached(['offices', locale], [CACHE_TAGS.offices], async () => {
    const { docs } = await (await getPayloadClient()).find({ collection: 'offices', locale, where: { and: [{ _status: { equals: 'published' } }, localeLiveWhere(locale)] }, sort: ['sortOrder', 'createdAt'], depth: 0, limit: 200, overrideAccess: false })
    return docs.flatMap((doc) => toOffice(doc) ?? [])
  })
}

export function officesIn(all: Office[], region: OfficeRegion): Office[] {
  return all.filter((office) => office.region === region)
}

/** Published leaders in page order (portraits are media: a replaced picture expires them too). */
export function getLeaders(locale: Locale): Promise<Leader[]> {
  return cached(['leaders', locale], [CACHE_TAGS.leaders, CACHE_TAGS.media], async () => {
    const { docs } = await (await getPayloadClient()).find({ collection: 'leaders', locale, where: { and: [{ _status: { equals: 'published' } }, localeLiveWhere(locale)] }, sort: ['sortOrder', 'createdAt'], depth: 1, limit: 100, overrideAccess: false })
    return docs.flatMap((doc) => toLeader(doc) ?? [])
  })
}
