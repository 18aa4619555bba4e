import type { Endpoint, PayloadRequest } from 'payload'

import { hasJapanese, japaneseReading } from './japanese-reading'
import { suggestSlug } from './slug-suggest'

/**
 * A slug suggested from a title on the server: Japanese read as Japanese (Hepburn, japanese-reading.ts), not
 * transliterated character by character (which read kanji the Chinese way: 検証 → jian-zheng); anything else as
 * `suggestSlug` does.
 */
export async function suggestSlugFromTitle(title: unknown): Promise<string> {
  if (typeof title !== 'string') return ''
  if (!hasJapanese(title)) return suggestSlug(title)
  const words = await japaneseReading(title)
  return suggestSlug(words ? words.join(' ') : title)
}

/** The document's English title, when it has one (the slug is shared by both languages, so English reads best). */
export async function englishTitle(req: PayloadRequest, collection: string | undefined, id: unknown): Promise<string | null> {
  if (!collection || (typeof id !== 'string' && typeof id !== 'number') || id === '') return null
  const doc = (await req.payload
    .findByID({ collection: collection as 'news', id, locale: 'en', fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req })
    .catch(() => null)) as { title?: unknown } | null
  return typeof doc?.title === 'string' && doc.title.trim() ? doc.title : null
}

const SLUGGED = new Set(['news', 'campaigns'])

/**
 * GET /api/slug-suggestion?title=…&collection=news&id=12 (signed-in staff): `{ slug, from }`, from the English
 * title when the document has one, else from `title`. The admin's slug input asks while the editor types.
 */
export const slugSuggestionEndpoint: Endpoint = {
  path: '/slug-suggestion',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
    const url = new URL(req.url ?? '', 'http://localhost')
    const title = (url.searchParams.get('title') ?? '').slice(0, 400)
    const collection = url.searchParams.get('collection') ?? undefined
    const english = collection && SLUGGED.has(collection) ? await englishTitle(req, collection, url.searchParams.get('id')) : null
    const fromEnglish = english ? suggestSlug(english) : ''
    if (fromEnglish) return Response.json({ slug: fromEnglish, from: 'en' }, { headers: { 'Cache-Control': 'private, no-store' } })
    return Response.json({ slug: await suggestSlugFromTitle(title), from: 'title' }, { headers: { 'Cache-Control': 'private, no-store' } })
  },
}
