import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS, cmsRevalidateSeconds } from './cache-tags'
import { toTimedBanner } from './mappers'
import { getPayloadClient } from './payload'
import { localeLiveWhere } from './query'
import type { Banner, BannerPlacement, TimedBanner } from './types'

function getPublishedBanners(locale: Locale): Promise<TimedBanner[]> {
  return unstable_cache(
    async (): Promise<TimedBanner[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'banners',
        locale,
        // Published, in this language (a language's own publish time expires the cache: publish-date.ts).
        where: { and: [{ _status: { equals: 'published' } }, localeLiveWhere(locale)] },
        sort: ['sortOrder', '-startsAt'],
        depth: 1,
        limit: 100,
        overrideAccess: false,
      })
      return docs.flatMap((doc) => {
        const banner = toTimedBanner(doc)
        return banner ? [banner] : []
      })
    },
    ['banners', locale],
    { tags: [CACHE_TAGS.banners], revalidate: cmsRevalidateSeconds() },
  )()
}

export function isInDisplayPeriod(banner: Pick<TimedBanner, 'startsAt' | 'endsAt'>, now = new Date()): boolean {
  const t = now.getTime()
  return Date.parse(banner.startsAt) <= t && (!banner.endsAt || t < Date.parse(banner.endsAt))
}

/**
 * Banners inside their display period now, optionally of one placement. The period is applied when
 * the page renders; the page's cache lifetime (CMS_REVALIDATE_SECONDS) bounds how late one appears.
 */
export async function getActiveBanners(locale: Locale, placement?: BannerPlacement, now = new Date()): Promise<Banner[]> {
  const all = await getPublishedBanners(locale)
  return all
    .filter((b) => isInDisplayPeriod(b, now) && (!placement || b.placement === placement))
    .map((timed): Banner => ({ id: timed.id, title: timed.title, href: timed.href, placement: timed.placement, image: timed.image, message: timed.message }))
}
