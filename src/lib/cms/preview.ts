import 'server-only'

import { headers } from 'next/headers'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import { toBanner, toCampaignDetail, toNewsArticle } from './mappers'
import { getPayloadClient } from './payload'
import { type PreviewCollection, previewSecretFor, verifyPreviewToken } from './preview-token'
import type { Banner, CampaignDetail, NewsArticle } from './types'

export function previewSecret(): string {
  return previewSecretFor(env())
}

/**
 * May this request see the draft? Yes with a valid signed link for exactly this document, or when
 * a signed-in staff member (Payload session cookie) asks. Anyone else: no.
 */
export async function canPreview(collection: PreviewCollection, id: string, token: string | undefined): Promise<boolean> {
  if (verifyPreviewToken(previewSecret(), collection, id, token)) return true
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return Boolean(user && (user as { role?: string }).role && ['admin', 'editor'].includes((user as { role: string }).role))
}

async function findDraft(collection: PreviewCollection, id: string, locale: Locale) {
  const payload = await getPayloadClient()
  try {
    return await payload.findByID({ collection, id, locale, draft: true, depth: 1, overrideAccess: true })
  } catch {
    return null
  }
}

export async function getNewsDraft(id: string, locale: Locale): Promise<NewsArticle | null> {
  const doc = await findDraft('news', id, locale)
  return doc ? toNewsArticle(doc as never, locale) : null
}

export async function getCampaignDraft(id: string, locale: Locale): Promise<CampaignDetail | null> {
  const doc = await findDraft('campaigns', id, locale)
  return doc ? toCampaignDetail(doc as never) : null
}

export async function getBannerDraft(id: string, locale: Locale): Promise<Banner | null> {
  const doc = await findDraft('banners', id, locale)
  return doc ? toBanner(doc as never) : null
}
