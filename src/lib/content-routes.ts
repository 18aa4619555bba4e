/**
 * Paths of the CMS content pages (locale-neutral; `Link` and `absoluteUrl` add the locale). One place
 * for `/news/<slug>/` and `/campaign/<slug>/`, so a route change touches one file.
 */
export const NEWS_LIST_PATH = '/news/'
export const CAMPAIGN_LIST_PATH = '/campaign/'

export type ContentKind = 'news' | 'campaign'

export const newsPath = (slug: string): string => `${NEWS_LIST_PATH}${slug}/`
export const campaignPath = (slug: string): string => `${CAMPAIGN_LIST_PATH}${slug}/`

export const contentPath = (kind: ContentKind, slug: string): string => (kind === 'news' ? newsPath(slug) : campaignPath(slug))
