import 'server-only'

import { headers } from 'next/headers'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import { toBanner, toCampaignDetail, toNewsArticle } from './mappers'
import { getPayloadClient } from './payload'
import { type PreviewCollection, previewSecretFor, verifyPreviewToken } from './preview-token'
import type { Banner, CampaignDetail, NewsArticle } from './types'

/** What a preview route shows: the draft, or why it cannot. Never cached (the routes are dynamic). */
export type PreviewResult<T> = { kind: 'ok'; value: T } | { kind: 'denied' } | { kind: 'missing' }

type Query = Record<string, string | string[] | undefined>

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined
}

/**
 * May this request see drafts of this document? Yes with a valid signed link for exactly this
 * document, or when a signed-in staff member (Payload's session cookie, checked by Payload itself)
 * asks. Request headers a client can forge (x-middleware-subrequest, RSC, prefetch) play no part.
 */
async function mayPreview(collection: PreviewCollection, id: string, token: string | undefined): Promise<boolean> {
  if (verifyPreviewToken(previewSecretFor(env()), collection, id, token)) return true
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const role = (user as { role?: unknown } | null)?.role
  return user?.collection === 'users' && (role === 'admin' || role === 'editor' || role === 'approver')
}

/** How a preview reads a document: its latest version, draft or not (access was decided before). */
const draftRead = (locale: Locale) => ({ locale, draft: true, depth: 1, overrideAccess: true, disableErrors: true }) as const

async function loadDraft<T>(
  collection: PreviewCollection,
  query: Query,
  load: (payload: Payload, id: string) => Promise<T | null>,
): Promise<PreviewResult<T>> {
  const id = single(query.id)
  if (!id || !/^[A-Za-z0-9-]+$/.test(id)) return { kind: 'missing' }
  if (!(await mayPreview(collection, id, single(query.token)))) return { kind: 'denied' }
  try {
    const value = await load(await getPayloadClient(), id)
    return value ? { kind: 'ok', value } : { kind: 'missing' }
  } catch {
    return { kind: 'missing' }
  }
}

export function previewNews(query: Query, locale: Locale): Promise<PreviewResult<NewsArticle>> {
  return loadDraft('news', query, async (payload, id) => {
    const doc = await payload.findByID({ collection: 'news', id, ...draftRead(locale) })
    return doc && toNewsArticle(doc, locale)
  })
}

export function previewCampaign(query: Query, locale: Locale): Promise<PreviewResult<CampaignDetail>> {
  return loadDraft('campaigns', query, async (payload, id) => {
    const doc = await payload.findByID({ collection: 'campaigns', id, ...draftRead(locale) })
    return doc && toCampaignDetail(doc, locale)
  })
}

export function previewBanner(query: Query, locale: Locale): Promise<PreviewResult<Banner>> {
  return loadDraft('banners', query, async (payload, id) => {
    const doc = await payload.findByID({ collection: 'banners', id, ...draftRead(locale) })
    return doc && toBanner(doc)
  })
}
