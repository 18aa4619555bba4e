import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from './cache-tags'
import { toBanner } from './mappers'
import { getPayloadClient } from './payload'
import type { Banner } from './types'

type TimedBanner = Banner & { startsAt: string; endsAt: string | null }

const getPublishedBanners = (locale: Locale) =>
  unstable_cache(
    async (): Promise<TimedBanner[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'banners',
        locale,
        where: { _status: { equals: 'published' } },
        sort: 'sortOrder',
        depth: 1,
        limit: 50,
        overrideAccess: false,
      })
      return docs.flatMap((doc) => {
        const banner = toBanner(doc)
        return banner ? [{ ...banner, startsAt: doc.startsAt, endsAt: doc.endsAt ?? null }] : []
      })
    },
    ['banners', locale],
    { tags: [CACHE_TAGS.banners] },
  )()

/** Banners inside their display period now. The period is applied at render time, not cached. */
export async function getActiveBanners(locale: Locale, now = new Date()): Promise<Banner[]> {
  const t = now.getTime()
  const all = await getPublishedBanners(locale)
  return all
    .filter((b) => Date.parse(b.startsAt) <= t && (!b.endsAt || t < Date.parse(b.endsAt)))
    .map(({ startsAt: _s, endsAt: _e, ...banner }) => banner)
}
