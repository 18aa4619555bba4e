/**
 * Signed, expiring preview links (DECISIONS: preview routes show drafts only to a signed-in editor or
 * through a signed, expiring link made by the CMS). HMAC-SHA256 over collection, id and expiry.
 * Pure functions with the secret passed in, so the CMS config and the site share them.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const PREVIEW_COLLECTIONS = ['news', 'campaigns', 'banners'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]
export const PREVIEW_TTL_SECONDS = 60 * 60

function signature(secret: string, collection: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`${collection}\n${id}\n${expires}`).digest('base64url')
}

export function signPreviewToken(secret: string, collection: PreviewCollection, id: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_TTL_SECONDS
  return `${expires}.${signature(secret, collection, id, expires)}`
}

export function verifyPreviewToken(
  secret: string,
  collection: PreviewCollection,
  id: string,
  token: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!token) return false
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 < nowMs) return false
  const expected = Buffer.from(signature(secret, collection, id, expires))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The secret that signs preview links: PREVIEW_SECRET, or one derived from PAYLOAD_SECRET. */
export function previewSecretFor(settings: { PREVIEW_SECRET?: string; PAYLOAD_SECRET: string }): string {
  return settings.PREVIEW_SECRET ?? createHash('sha256').update(`preview:${settings.PAYLOAD_SECRET}`).digest('hex')
}
