import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'

import { CACHE_TAGS } from './cache-tags'
import { cached } from './cached'
import { toCampaignDetail, toCampaignSummary } from './mappers'
import { findLiveBySlug, getPayloadClient } from './payload'
import { liveLocalesOf, localeLiveWhere } from './query'
import type { CampaignDetail, CampaignSummary } from './types'
import { campaignStatus } from './campaign-status'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Every published campaign, newest start first (a company runs a handful a year). */
function getPublishedCampaigns(locale: Locale): Promise<CampaignSummary[]> {
  return cached(['campaigns', locale], [CACHE_TAGS.campaigns], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'campaigns',
      locale,
      where: { and: [PUBLISHED, localeLiveWhere(locale)] },
      sort: '-startsAt',
      depth: 1,
      limit: 500,
      select: { title: true, slug: true, summary: true, startsAt: true, endsAt: true, image: true },
      overrideAccess: false,
    })
    return docs.map((doc) => toCampaignSummary(doc))
  })
}


/**
 * Current (running now) and past campaigns. Ones that have not started are not listed (their page
 * exists, for announcements). Sorted when the page renders; the page's cache lifetime bounds lateness.
 */
export { campaignStatus, type CampaignStatus } from './campaign-status'

export async function getCampaignLists(locale: Locale, now = new Date()): Promise<{ current: CampaignSummary[]; past: CampaignSummary[] }> {
  const all = await getPublishedCampaigns(locale)
  return {
    current: all.filter((c) => campaignStatus(c, now) === 'current'),
    past: all.filter((c) => campaignStatus(c, now) === 'past').sort((a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt)),
  }
}

export function getCampaign(locale: Locale, slug: string): Promise<CampaignDetail | null> {
  return cached(['campaign', locale, slug], [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(slug)], async () => {
    const doc = await findLiveBySlug('campaigns', locale, slug, { and: [PUBLISHED, localeLiveWhere(locale)] })
    return doc ? toCampaignDetail(doc, locale) : null
  })
}

export function getCampaignSitemapEntries(): Promise<{ slug: string; updatedAt: string; locales: Locale[] }[]> {
  return cached(['campaign-sitemap'], [CACHE_TAGS.campaigns], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'campaigns',
      where: PUBLISHED,
      depth: 0,
      select: { slug: true, updatedAt: true, languages: true },
      overrideAccess: false,
      pagination: false,
    })
    return docs
      .map((d) => ({ slug: d.slug as string, updatedAt: d.updatedAt as string, locales: liveLocalesOf(d) }))
      .filter((d) => d.locales.length > 0)
  })
}
