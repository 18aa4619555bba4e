import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from './cache-tags'
import { toCampaignDetail, toCampaignSummary } from './mappers'
import { getPayloadClient } from './payload'
import type { CampaignDetail, CampaignSummary } from './types'

const PUBLISHED = { _status: { equals: 'published' } } as const

const getPublishedCampaigns = (locale: Locale) =>
  unstable_cache(
    async (): Promise<CampaignSummary[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'campaigns',
        locale,
        where: PUBLISHED,
        sort: '-startsAt',
        depth: 1,
        limit: 200,
        select: { title: true, slug: true, summary: true, startsAt: true, endsAt: true, image: true },
        overrideAccess: false,
      })
      return docs.map((doc) => toCampaignSummary(doc as never))
    },
    ['campaigns', locale],
    { tags: [CACHE_TAGS.campaigns] },
  )()

/** Current (running now) and past campaigns; ones that have not started yet are not shown. */
export async function getCampaignLists(locale: Locale, now = new Date()): Promise<{ current: CampaignSummary[]; past: CampaignSummary[] }> {
  const all = await getPublishedCampaigns(locale)
  const t = now.getTime()
  return {
    current: all.filter((c) => Date.parse(c.startsAt) <= t && t < Date.parse(c.endsAt)),
    past: all.filter((c) => Date.parse(c.endsAt) <= t),
  }
}

export function getCampaign(locale: Locale, slug: string): Promise<CampaignDetail | null> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'campaigns',
        locale,
        where: { and: [PUBLISHED, { slug: { equals: slug } }] },
        limit: 1,
        depth: 1,
        overrideAccess: false,
        pagination: false,
      })
      return docs[0] ? toCampaignDetail(docs[0]) : null
    },
    ['campaign', locale, slug],
    { tags: [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(slug)] },
  )()
}

export async function getCampaignSitemapEntries(): Promise<{ slug: string; updatedAt: string }[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'campaigns',
        where: PUBLISHED,
        depth: 0,
        select: { slug: true, updatedAt: true },
        overrideAccess: false,
        pagination: false,
      })
      return docs.map((d) => ({ slug: d.slug as string, updatedAt: d.updatedAt as string }))
    },
    ['campaign-sitemap'],
    { tags: [CACHE_TAGS.campaigns] },
  )()
}
