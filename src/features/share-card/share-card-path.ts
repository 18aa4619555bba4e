import type { Locale } from '@/i18n/locales'

import type { ShareCardKind } from './share-card'

/**
 * Where an article's, campaign's or landing page's generated share card is served:
 * `/share-card/<locale>/<kind>/<slug>.png` (src/app/share-card/…). A landing page's path (`lp/seminar-2027`) is
 * one file name with its slashes written as dots (`lp.seminar-2027.png`): a path has no dots of its own
 * (lib/landing-paths.ts), and an encoded slash is one that proxies decode. The page's updatedAt goes in the query
 * so that a link preview that stored the old picture under its URL sees a new URL after an edit; the server ignores
 * it and renders from the current content.
 */
export function shareCardPath(locale: Locale, kind: ShareCardKind, slug: string, version?: string): string {
  const query = version ? `?v=${encodeURIComponent(version.replace(/[^0-9A-Za-z]/g, ''))}` : ''
  const name = kind === 'page' ? landingPathToFileName(slug) : slug
  return `/share-card/${locale}/${kind}/${encodeURIComponent(name)}.png${query}`
}

/** A landing page's path as the card's file name (without `.png`), and back. */
export const landingPathToFileName = (path: string): string => path.replaceAll('/', '.')
export const fileNameToLandingPath = (name: string): string => name.replaceAll('.', '/')
