import { slugify } from 'transliteration'

import { RESERVED_SLUGS, SLUG_MAX_LENGTH } from '../../lib/cms/query'

/**
 * A slug suggested from a title: the English title as it is ("Spring Sale 2026" → spring-sale-2026),
 * anything else transliterated to Latin letters by `transliteration` (kana become rōmaji; kanji are
 * read the Chinese way, so editors usually shorten it). Always a valid slug, or '' when nothing is left.
 */
export function suggestSlug(title: unknown): string {
  if (typeof title !== 'string') return ''
  let slug = slugify(title, { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
  if (slug.length > SLUG_MAX_LENGTH) slug = slug.slice(0, SLUG_MAX_LENGTH).replace(/-[^-]*$/, '') || slug.slice(0, SLUG_MAX_LENGTH)
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) slug = `${slug}-1`
  return slug
}
