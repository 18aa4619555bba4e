import type { Locale } from '@/i18n/locales'

import type { ShareCardKind } from './share-card'

/**
 * Where an article's or campaign's generated share card is served: `/share-card/<locale>/<kind>/<slug>.png`
 * (src/app/share-card/…). The page's updatedAt goes in the query so that a link preview that stored the old
 * picture under its URL sees a new URL after an edit; the server ignores it and renders from the current content.
 */
export function shareCardPath(locale: Locale, kind: Exclude<ShareCardKind, 'page'>, slug: string, version?: string): string {
  const query = version ? `?v=${encodeURIComponent(version.replace(/[^0-9A-Za-z]/g, ''))}` : ''
  return `/share-card/${locale}/${kind}/${encodeURIComponent(slug)}.png${query}`
}
